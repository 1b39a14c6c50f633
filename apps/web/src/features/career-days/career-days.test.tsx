import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CareerDayRow } from '@empowerment/shared/events';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { renderWithRouter } from '../../test/render-with-router';
import { makeOperator, sessionRoutes, storeSession } from '../../test/session';
import { versionedRecord } from '../../test/versioned-record';
import { CareerDayPanel } from './index';

const operator = makeOperator({ ID: 5, super_operator: false });
const fiera: CareerDayRow = {
  ID: 3,
  title: 'Fiera del lavoro',
  day: '2026-05-12',
  notes: 'Portare il curriculum aggiornato',
  participants: 2,
  CreatedAt: '2026-04-01T10:00:00.000Z',
  UpdatedAt: '2026-04-01T10:00:00.000Z',
};

function server(rows: CareerDayRow[] = [fiera]) {
  storeSession(operator);
  return fakeApi({
    ...sessionRoutes(operator),
    'GET /api/auth/carrers-days/': { status: 200, body: { total: rows.length, data: rows } },
    'POST /api/auth/carrers-days/': (request) => ({ status: 201, body: { ...fiera, ...(request.body as object), ID: 9 } }),
    'PUT /api/auth/carrers-days/:id': (request) => ({ status: 200, body: { ...fiera, ...(request.body as object) } }),
    'GET /api/auth/carrers-days/:id/beneficiaries/': {
      status: 200,
      body: [{ ID: 41, name: 'Lucia', surname: 'Neri', fiscal_code: 'NRELCU80A41H501X', CreatedAt: '2026-04-02T10:00:00.000Z' }],
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Elenco dei career day' });

describe('Careers Days', () => {
  it('lists title, date, notes cut at 10 characters, created and participants, with actions for an operator', async () => {
    server();
    const { user } = renderApp('/carrers-day');
    const row = (await within(await table()).findByText('Fiera del lavoro')).closest('tr')!;
    expect(within(row).getByText('12/05/2026')).toBeInTheDocument();
    expect(within(row).getByText('01/04/2026')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Modifica Fiera del lavoro (12/05/2026)' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /mostra tutto/ }));
    expect(await screen.findByText('Portare il curriculum aggiornato')).toBeInTheDocument();
    expect(within(row).getByText('Portare il…')).toBeInTheDocument();
  });

  it('shows the participants, each opening her record at tab 16', async () => {
    server();
    const { user } = renderApp('/carrers-day');
    await table();
    await user.click(await screen.findByRole('button', { name: /Partecipanti di Fiera del lavoro/ }));
    const dialog = await screen.findByRole('dialog', { name: /Partecipanti/ });
    expect(await within(dialog).findByRole('link', { name: /Lucia Neri/ })).toHaveAttribute('href', '/beneficiari/41?tab=16');
  });

  it("says 'Non ci sono dati' when there are none", async () => {
    server([]);
    renderApp('/carrers-day');
    expect(await screen.findByText('Non ci sono dati', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it('adds a career day with the form rules: 50-character input, n/250 counter, Cancella and Salva', async () => {
    const api = server();
    const { user } = renderApp('/carrers-day');
    await user.click(await screen.findByRole('button', { name: 'Aggiungi Career Day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Career Day' });
    const title = within(dialog).getByLabelText(/Titolo/);
    expect(title).toHaveAttribute('maxlength', '50');
    expect(within(dialog).getByRole('button', { name: 'Cancella' })).toBeInTheDocument();
    await user.type(title, 'Fiera!');
    await user.tab();
    expect(await within(dialog).findByText('Il titolo deve contenere solo caratteri alfanumerici')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Fiera di primavera');
    await user.type(within(dialog).getByLabelText(/Data/), '12/05/2026');
    await user.type(within(dialog).getByLabelText('Note'), 'Aula 3');
    expect(within(dialog).getByText('6/250')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Carrer Day creato con successo')).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/carrers-days/').map((r) => r.body)).toEqual([
      { title: 'Fiera di primavera', day: '2026-05-12', notes: 'Aula 3' },
    ]);
  }, 30_000);

  it("edits with the dialog's rules and skips a save that changes nothing", async () => {
    const api = server();
    const { user } = renderApp('/carrers-day');
    await user.click(await screen.findByRole('button', { name: 'Modifica Fiera del lavoro (12/05/2026)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Career Day' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nessuna modifica da salvare')).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/carrers-days/:id')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Modifica Fiera del lavoro (12/05/2026)' }));
    const again = await screen.findByRole('dialog', { name: 'Modifica Career Day' });
    const title = within(again).getByLabelText(/Titolo/);
    await user.clear(title);
    await user.click(title);
    await user.paste('a'.repeat(151));
    expect(await within(again).findByText('Il titolo è troppo lungo (max 150 caratteri)')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Fiera: edizione estiva');
    await user.click(within(again).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Modifica effettuata con successo')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.of('PUT', '/api/auth/carrers-days/:id').map((r) => [r.path, r.body])).toEqual([
        ['/api/auth/carrers-days/3', { title: 'Fiera: edizione estiva', day: '2026-05-12', notes: 'Portare il curriculum aggiornato' }],
      ]),
    );
    expect(api.of('PUT', '/api/auth/carrers-days/:id')[0].headers.get('If-Match')).toBe('"2026-04-01T10:00:00.000Z"');
  }, 30_000);
});

describe('Careers Days: a save after another operator saved the same day', () => {
  it('names what the other changed, read from the list, and saves over the current version with what she typed', async () => {
    const store = versionedRecord(fiera);
    storeSession(operator);
    const api = fakeApi({
      ...sessionRoutes(operator),
      // the list answers {total, data} with get-tot, the plain rows otherwise
      'GET /api/auth/carrers-days/': (request) => {
        const rows = [store.current];
        return { status: 200, body: request.query.get('get-tot') ? { total: 1, data: rows } : rows };
      },
      'PUT /api/auth/carrers-days/:id': store.save,
    });
    const { user } = renderApp('/carrers-day');
    await user.click(await screen.findByRole('button', { name: 'Modifica Fiera del lavoro (12/05/2026)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Career Day' });
    store.saveElsewhere({ title: 'Fiera del lavoro di primavera' });
    await user.type(within(dialog).getByLabelText('Note'), ' e il documento');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    const alert = await within(dialog).findByRole('alert', { name: 'Salvataggio non eseguito' });
    expect(await within(alert).findByText("Campi modificati dall'altro operatore: Titolo.")).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Ricarica i dati aggiornati' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Titolo/)).toHaveValue('Fiera del lavoro di primavera'));
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Portare il curriculum aggiornato e il documento');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Modifica effettuata con successo')).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/carrers-days/:id').map((r) => r.headers.get('If-Match'))).toEqual([
      '"2026-04-01T10:00:00.000Z"',
      '"2026-04-01T10:01:00.000Z"',
    ]);
    expect(store.current).toMatchObject({
      title: 'Fiera del lavoro di primavera',
      notes: 'Portare il curriculum aggiornato e il documento',
    });
  }, 30_000);
});

describe('CareerDayPanel (beneficiary tab 16)', () => {
  it('enables Registra only once a career day is chosen, registers her and removes an item', async () => {
    let joined: { ID: number; carrers_day_id: number; title: string; day: string; notes: string }[] = [];
    const api = fakeApi({
      'GET /api/auth/beneficiaries/:id/carrers-days/': () => ({ status: 200, body: joined }),
      'GET /api/auth/carrers-days/': (request) => ({
        status: 200,
        body: request.query.get('notBeneficiary') === '41' && joined.length === 0 ? [fiera] : [],
      }),
      'POST /api/auth/beneficiaries/:id/carrers-days/': () => {
        joined = [{ ID: 3, carrers_day_id: 3, title: fiera.title, day: fiera.day, notes: '' }];
        return { status: 201, body: joined };
      },
      'DELETE /api/auth/beneficiaries/:id/carrers-days/:dayId': () => {
        joined = [];
        return { status: 204 };
      },
    });
    const { user } = renderWithRouter(<CareerDayPanel beneficiaryId={41} />);
    expect(await screen.findByText('Nessun career day registrato per questa beneficiaria')).toBeInTheDocument();
    const register = screen.getByRole('button', { name: 'Registra' });
    expect(register).toBeDisabled();
    const select = await screen.findByRole('combobox', { name: 'Career day a cui iscriverla' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Fiera del lavoro (12/05/2026)' }));
    expect(register).toBeEnabled();
    await user.click(register);
    expect(await screen.findByText('Fiera del lavoro · 12/05/2026')).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/beneficiaries/:id/carrers-days/').map((r) => r.body)).toEqual([{ carrers_days_ids: [3] }]);

    await user.click(screen.getByRole('button', { name: 'Rimuovi Fiera del lavoro · 12/05/2026' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rimuovi iscrizione' })).getByRole('button', { name: 'Rimuovi' }));
    expect(await screen.findByText('Nessun career day registrato per questa beneficiaria')).toBeInTheDocument();
    expect(api.of('DELETE', '/api/auth/beneficiaries/:id/carrers-days/:dayId').map((r) => r.path)).toEqual([
      '/api/auth/beneficiaries/41/carrers-days/3',
    ]);
  });
});
