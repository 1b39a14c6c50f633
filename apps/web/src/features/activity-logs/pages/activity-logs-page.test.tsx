import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '@empowerment/shared/logs';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const admin = makeOperator({ ID: 1, super_operator: true });
const change: LogEntry = {
  ID: 3,
  action: 'delete',
  entita: 'operators',
  CreatedAt: '2026-03-05T10:15:00.000Z',
  notes: 'Operatore eliminato: Maria Rossi <maria@example.org>',
  status_code: 204,
  beneficiary_id: null,
  operator: { email: 'anna@example.org' },
};
const refused: LogEntry = {
  ID: 2,
  action: 'put',
  entita: 'Sicol data',
  CreatedAt: '2026-03-05T09:30:00.000Z',
  notes: null,
  status_code: 422,
  beneficiary_id: 42,
  beneficiary_name: 'Maria Rossi',
  operator: null,
};
const failed: LogEntry = {
  ...refused,
  ID: 4,
  action: 'post',
  entita: 'costs',
  status_code: 500,
  beneficiary_id: null,
  beneficiary_name: null,
};
/** Her entry after she was deleted: her id stays, with no record to link to. */
const gone: LogEntry = {
  ...refused,
  ID: 5,
  action: 'delete',
  entita: 'beneficiary',
  status_code: 204,
  beneficiary_id: 77,
  beneficiary_name: null,
};
const view: LogEntry = { ...refused, ID: 1, action: 'get', entita: 'beneficiary', status_code: 200 };
/** An update of her project: the fields by their labels, each value before and after. */
const updated: LogEntry = {
  ...refused,
  ID: 6,
  entita: 'data project',
  status_code: 200,
  notes: 'campi modificati: Data di uscita dal progetto, Progetto attivo',
  changes: [
    { field: 'project_date_exit', before: null, after: '30/06/2024' },
    { field: 'active', before: 'Sì', after: 'No' },
  ],
};
/** A refused save says why. */
const stale: LogEntry = {
  ...refused,
  ID: 7,
  entita: 'costs',
  status_code: 409,
  notes: 'Costo #12; motivo: Il costo è stato modificato da un altro operatore',
};

/** The fake server answers as the real one: views only with include_views=true. */
const logs = ({ query }: FakeRequest) => {
  const changes = [stale, updated, gone, failed, change, refused];
  const data = query.get('include_views') === 'true' ? [...changes, view] : changes;
  return { status: 200, body: { total: data.length, data } };
};

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

describe('Registro Attività', () => {
  it('shows each change in Italian: action and entity, operator or Sistema, outcome in words, notes', async () => {
    storeSession(admin);
    const api = fakeApi({ ...sessionRoutes(admin), 'GET /api/auth/logs/': logs });
    renderApp('/logs');
    const table = await screen.findByRole('table', { name: 'Registro Attività' });

    const deleted = (await within(table).findByText('Eliminazione Operatore')).closest('tr')!;
    expect(within(deleted).getByText('anna@example.org')).toBeInTheDocument();
    expect(within(deleted).getByText('Riuscita')).toBeInTheDocument();
    expect(within(deleted).getByText('204')).toBeInTheDocument();
    expect(within(deleted).getByText('Operatore eliminato: Maria Rossi <maria@example.org>')).toBeInTheDocument();

    const sicol = rowOf(table, 'Aggiornamento Dati SICOL');
    expect(within(sicol).getByText('Sistema')).toBeInTheDocument();
    expect(within(sicol).getByText('Rifiutata')).toBeInTheDocument();
    expect(within(sicol).getByText('Nessun dettaglio disponibile')).toBeInTheDocument();
    expect(within(sicol).getByRole('link', { name: 'Maria Rossi' })).toHaveAttribute('href', '/beneficiari/42');

    expect(within(rowOf(table, 'Inserimento Costi')).getByText('Errore del server')).toBeInTheDocument();
    // no beneficiary: nothing to link; a deleted one: her id, no link
    expect(within(rowOf(table, 'Inserimento Costi')).queryByRole('link')).not.toBeInTheDocument();
    const deletedHer = rowOf(table, 'Eliminazione Beneficiario');
    expect(within(deletedHer).getByText('#77')).toBeInTheDocument();
    expect(within(deletedHer).queryByRole('link')).not.toBeInTheDocument();
    // views are not asked for by default, and none is shown
    expect(api.of('GET', '/api/auth/logs/').at(-1)?.query.has('include_views')).toBe(false);
    expect(within(table).queryByText('Visualizzazione Beneficiario')).not.toBeInTheDocument();
    expect(within(table).queryByText(/operators|SUCCESS|Success/)).not.toBeInTheDocument();
  });

  it('shows what an update changed by the fields’ labels with their values before and after, and why a save was refused', async () => {
    storeSession(admin);
    fakeApi({ ...sessionRoutes(admin), 'GET /api/auth/logs/': logs });
    renderApp('/logs');
    const table = await screen.findByRole('table', { name: 'Registro Attività' });
    const project = (await within(table).findByText('Aggiornamento Dati progetto')).closest('tr')!;
    expect(within(project).getByText('campi modificati: Data di uscita dal progetto, Progetto attivo')).toBeInTheDocument();
    const values = within(project).getByRole('list', { name: 'Valori modificati' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Data di uscita dal progetto: — → 30/06/2024', 'Progetto attivo: Sì → No']);
    expect(within(table).queryByText(/project_date_exit|_id\b/)).not.toBeInTheDocument();
    const refusal = rowOf(table, 'Aggiornamento Costi');
    expect(within(refusal).getByText('Rifiutata')).toBeInTheDocument();
    expect(within(refusal).getByText('Costo #12; motivo: Il costo è stato modificato da un altro operatore')).toBeInTheDocument();
  });

  it('shows the views on demand, and keeps the choice in the address', async () => {
    storeSession(admin);
    const api = fakeApi({ ...sessionRoutes(admin), 'GET /api/auth/logs/': logs });
    const { user, router } = renderApp('/logs');
    const table = await screen.findByRole('table', { name: 'Registro Attività' });
    await within(table).findByText('Eliminazione Operatore');

    await user.click(screen.getByRole('switch', { name: 'Mostra anche le visualizzazioni' }));
    expect(await within(table).findByText('Visualizzazione Beneficiario')).toBeInTheDocument();
    expect(api.of('GET', '/api/auth/logs/').at(-1)?.query.get('include_views')).toBe('true');
    expect(router.state.location.search).toContain('include_views=true');

    await user.click(screen.getByRole('switch', { name: 'Mostra anche le visualizzazioni' }));
    await waitFor(() => expect(within(table).queryByText('Visualizzazione Beneficiario')).not.toBeInTheDocument());
  });

  it('filters by entity and action chosen by their Italian labels, and by operator email', async () => {
    storeSession(admin);
    const api = fakeApi({ ...sessionRoutes(admin), 'GET /api/auth/logs/': logs });
    const { user } = renderApp('/logs');
    await screen.findByRole('table', { name: 'Registro Attività' });

    await user.click(screen.getByRole('combobox', { name: 'Entità' }));
    await user.click(await screen.findByRole('option', { name: 'Permesso di soggiorno' }));
    await user.click(screen.getByRole('combobox', { name: 'Azione' }));
    await user.click(await screen.findByRole('option', { name: 'Eliminazione' }));
    await user.type(screen.getByRole('textbox', { name: 'Email operatore' }), 'anna');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));

    await waitFor(() => {
      const query = api.of('GET', '/api/auth/logs/').at(-1)!.query;
      expect([query.get('entita'), query.get('action'), query.get('operator_email')]).toEqual(['residence permits', 'delete', 'anna']);
    });
  });

  it('filters by a range of days and by outcome, kept in the address and sent to the server', async () => {
    storeSession(admin);
    const api = fakeApi({ ...sessionRoutes(admin), 'GET /api/auth/logs/': logs });
    const { user, router } = renderApp('/logs');
    await screen.findByRole('table', { name: 'Registro Attività' });

    await user.type(screen.getByLabelText('Dal'), '2026-03-01');
    await user.type(screen.getByLabelText('Al'), '2026-03-31');
    await user.click(screen.getByRole('combobox', { name: 'Esito' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Riuscita', 'Non riuscita']);
    await user.click(screen.getByRole('option', { name: 'Non riuscita' }));
    await user.type(screen.getByRole('textbox', { name: 'ID pubblico beneficiario' }), '05_009');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));

    await waitFor(() => {
      const query = api.of('GET', '/api/auth/logs/').at(-1)!.query;
      expect([query.get('date_from'), query.get('date_to'), query.get('outcome'), query.get('beneficiary_public_id')]).toEqual([
        '2026-03-01',
        '2026-03-31',
        'failure',
        '05_009',
      ]);
    });
    expect(router.state.location.search).toContain('outcome=failure');

    // an address edited by hand with a reversed range: the list is asked without the refused end
    await router.navigate('/logs?date_from=2026-03-31&date_to=2026-03-01&outcome=success');
    await waitFor(() => {
      const query = api.of('GET', '/api/auth/logs/').at(-1)!.query;
      expect([query.get('date_from'), query.get('date_to'), query.get('outcome')]).toEqual(['2026-03-31', null, 'success']);
    });
  });

  it('exports what the list shows: its filters and the views when they are shown', async () => {
    storeSession(admin);
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = fakeApi({
      ...sessionRoutes(admin),
      'GET /api/auth/logs/': logs,
      'GET /api/auth/export/count': { status: 200, body: { count: 2 } },
      'GET /api/auth/export/': {
        status: 200,
        raw: 'xlsx',
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="registro_attivita_2026-03-31.xlsx"',
        },
      },
    });
    const { user } = renderApp('/logs?outcome=failure&date_from=2026-03-01&include_views=true');
    await screen.findByRole('table', { name: 'Registro Attività' });

    await user.click(screen.getByRole('button', { name: 'Esporta in Excel' }));
    await waitFor(() => expect(saved).toEqual(['registro_attivita_2026-03-31.xlsx']));
    expect(Object.fromEntries(api.of('GET', '/api/auth/export/count').at(-1)!.query)).toEqual({
      type: 'logs',
      outcome: 'failure',
      date_from: '2026-03-01',
      include_views: 'true',
    });
    expect(Object.fromEntries(api.of('GET', '/api/auth/export/').at(-1)!.query)).toMatchObject({ 'export-type': 'logs', limit: '2' });
    vi.restoreAllMocks();
  });
});
