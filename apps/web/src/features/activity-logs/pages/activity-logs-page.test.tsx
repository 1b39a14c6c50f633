import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@empowerment/shared';
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
  operator: null,
};
const failed: LogEntry = { ...refused, ID: 4, action: 'post', entita: 'costs', status_code: 500, beneficiary_id: null };
const view: LogEntry = { ...refused, ID: 1, action: 'get', entita: 'beneficiary', status_code: 200 };

/** The fake server answers as the real one: views only with include_views=true. */
const logs = ({ query }: FakeRequest) => {
  const data = query.get('include_views') === 'true' ? [failed, change, refused, view] : [failed, change, refused];
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
    expect(within(sicol).getByRole('link', { name: '#42' })).toHaveAttribute('href', '/beneficiari/42');

    expect(within(rowOf(table, 'Inserimento Costi')).getByText('Errore del server')).toBeInTheDocument();
    // views are not asked for by default, and none is shown
    expect(api.of('GET', '/api/auth/logs/').at(-1)?.query.has('include_views')).toBe(false);
    expect(within(table).queryByText('Visualizzazione Beneficiario')).not.toBeInTheDocument();
    expect(within(table).queryByText(/operators|SUCCESS|Success/)).not.toBeInTheDocument();
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
});
