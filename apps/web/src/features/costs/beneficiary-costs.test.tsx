import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cost } from '@empowerment/shared/costs';
import { fakeApi } from '../../test/fake-api';
import { renderWithRouter } from '../../test/render-with-router';
import { TABLE_LISTS } from '../../test/session';
import { BeneficiaryCostsTab } from './index';

const cost = (ID: number, over: Partial<Cost> = {}): Cost => ({
  ID,
  beneficiary_id: 41,
  beneficiary: 'Lucia Neri',
  date: `2026-03-${String(28 - ID).padStart(2, '0')}`,
  type: 2,
  type_name: 'Rimborso viaggio',
  amount_committed: 1234.5,
  amount_paid: 0.1,
  amount_expected: 20,
  confirmed: false,
  notes: '',
  file_id: null,
  file_name: null,
  entity_label: null,
  entity_type: 'Beneficiario',
  entity_id: null,
  CreatedAt: '2026-04-01T10:00:00.000Z',
  UpdatedAt: '2026-04-01T10:00:00.000Z',
  ...over,
});

/** Her costs as the server keeps them, newest first. */
function server(initial: Cost[]) {
  let rows = [...initial];
  return fakeApi({
    'GET /api/list-settings': { status: 200, body: { ...TABLE_LISTS, types_costs: [{ ID: 2, type: 'Rimborso viaggio' }] } },
    'GET /api/inits-json': { status: 200, body: {} },
    'GET /api/auth/files/': { status: 200, body: [] },
    'GET /api/auth/costs/beneficiaries/:id/entities': {
      status: 200,
      body: [
        { entity_type: 'Colloquio', entity_id: 9, label: '12/03/2026 – Orientamento' },
        { entity_type: 'Corso', entity_id: 4, label: 'Sartoria' },
      ],
    },
    'GET /api/auth/costs/': (request) => {
      const offset = Number(request.query.get('offset'));
      return { status: 200, body: rows.slice(offset, offset + Number(request.query.get('limit'))) };
    },
    'POST /api/auth/costs/beneficiaries/:id': (request) => {
      const created = cost(60, { ...(request.body as Partial<Cost>), type_name: 'Rimborso viaggio' });
      rows = [created, ...rows];
      return { status: 201, body: created };
    },
    'PUT /api/auth/costs/:id': (request, params) => {
      rows = rows.map((r) =>
        r.ID === Number(params.id) ? { ...r, ...(request.body as Partial<Cost>), UpdatedAt: '2026-04-02T10:00:00.000Z' } : r,
      );
      return { status: 200, body: rows.find((r) => r.ID === Number(params.id)) };
    },
    'DELETE /api/auth/costs/:id': (_request, params) => {
      rows = rows.filter((r) => r.ID !== Number(params.id));
      return { status: 204 };
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Costi della beneficiaria' });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('BeneficiaryCostsTab (beneficiary tab 12)', () => {
  it("shows the spec's columns, euro amounts with two decimals, and 'Carica altri costi' while the last page was full", async () => {
    const api = server(Array.from({ length: 12 }, (_, i) => cost(i + 1)));
    const { user } = renderWithRouter(<BeneficiaryCostsTab beneficiaryId={41} />);
    const rows = () => within(screen.getByRole('table', { name: 'Costi della beneficiaria' })).getAllByRole('row');
    await waitFor(() => expect(rows()).toHaveLength(12)); // the heading and 11
    expect(
      within(rows()[0])
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Data',
      'Tipo',
      'Associato a',
      'Importo Impegnato',
      'Importo Previsto',
      'Importo Erogato',
      'Documento',
      'Stato Verifica',
      'Note',
      'Azioni',
    ]);
    const first = rowOf('27/03/2026');
    expect(within(first).getByText(/1\.234,50\s€/)).toBeInTheDocument();
    expect(within(first).getByText(/0,10\s€/)).toBeInTheDocument();
    expect(within(first).getByText(/20,00\s€/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carica altri costi' }));
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Carica altri costi' })).not.toBeInTheDocument();
    expect(api.of('GET', '/api/auth/costs/').map((r) => r.query.toString())).toEqual([
      'beneficiary_id=41&limit=11&offset=0',
      'beneficiary_id=41&limit=11&offset=11',
    ]);
  });

  it('says she has no costs yet and adds one, a zero committed amount counting as missing', async () => {
    const api = server([]);
    const { user } = renderWithRouter(<BeneficiaryCostsTab beneficiaryId={41} />);
    expect(await screen.findByText('Nessun costo')).toBeInTheDocument();
    expect(screen.getByText('Il beneficiario non ha ancora costi registrati.')).toBeInTheDocument();
    const addButtons = screen.getAllByRole('button', { name: 'Aggiungi Costo' });
    expect(addButtons).toHaveLength(2);
    await user.click(addButtons[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Costo' });
    await user.type(within(dialog).getByLabelText(/^Data/), '14/03/2026');
    await user.click(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Rimborso viaggio' }));
    const committed = within(dialog).getByRole('textbox', { name: /Importo Impegnato/ });
    await user.type(committed, '0');
    await user.tab();
    expect(await within(dialog).findByText("L'importo impegnato è obbligatorio")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeDisabled();
    await user.clear(committed);
    await user.type(committed, '150,5');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Costo salvato con successo')).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/costs/beneficiaries/:id').map((r) => [r.path, r.body])).toEqual([
      [
        '/api/auth/costs/beneficiaries/41',
        {
          date: '2026-03-14',
          type: 2,
          entity_type: 'Beneficiario',
          entity_id: null,
          amount_committed: 150.5,
          amount_expected: 0,
          amount_paid: 0,
          file_id: null,
          confirmed: false,
          notes: '',
          beneficiary_id: 41,
        },
      ],
    ]);
    expect(await within(await table()).findByText(/150,50\s€/)).toBeInTheDocument();
  }, 60_000);

  it('links a cost to one of her interviews, chosen among those of the kind in "Associato a"', async () => {
    const api = server([]);
    const { user } = renderWithRouter(<BeneficiaryCostsTab beneficiaryId={41} />);
    await user.click((await screen.findAllByRole('button', { name: 'Aggiungi Costo' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Costo' });
    expect(within(dialog).queryByRole('combobox', { name: 'Elemento del percorso' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Data/), '14/03/2026');
    await user.click(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Rimborso viaggio' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Importo Impegnato/ }), '30');
    await user.click(within(dialog).getByRole('combobox', { name: /Associato a/ }));
    await user.click(await screen.findByRole('option', { name: 'Colloquio' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Elemento del percorso' }));
    expect(screen.queryByRole('option', { name: 'Sartoria' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '12/03/2026 – Orientamento' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Costo salvato con successo')).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/costs/beneficiaries/:id')[0].body).toMatchObject({
      entity_type: 'Colloquio',
      entity_id: 9,
      amount_committed: 30,
    });
  }, 60_000);

  it('asks before changing the verification: cancelling puts the switch back, confirming saves it over the version on screen', async () => {
    const api = server([cost(1)]);
    const { user } = renderWithRouter(<BeneficiaryCostsTab beneficiaryId={41} />);
    await screen.findByText('27/03/2026');
    const toggle = () => within(rowOf('27/03/2026')).getByRole('switch');
    expect(toggle()).not.toBeChecked();
    await user.click(toggle());
    let dialog = await screen.findByRole('dialog', { name: 'Conferma cambio stato' });
    expect(within(dialog).getByText("Vuoi cambiare lo stato di verifica da 'Da verificare' a 'Verificato'?")).toBeInTheDocument();
    expect(toggle()).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(toggle()).not.toBeChecked());
    expect(within(rowOf('27/03/2026')).getByText('Da verificare')).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/costs/:id')).toEqual([]);

    await user.click(toggle());
    dialog = await screen.findByRole('dialog', { name: 'Conferma cambio stato' });
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Costo salvato con successo')).toBeInTheDocument();
    const [put] = api.of('PUT', '/api/auth/costs/:id');
    expect(put.path).toBe('/api/auth/costs/1');
    expect(put.body).toMatchObject({ confirmed: true, amount_committed: 1234.5, type: 2, date: '2026-03-27' });
    expect(put.headers.get('If-Match')).toBe('"2026-04-01T10:00:00.000Z"');
    await waitFor(() => expect(within(rowOf('27/03/2026')).getByText('Verificato')).toBeInTheDocument());
  }, 60_000);

  it('deletes a cost after a confirmation', async () => {
    const api = server([cost(1)]);
    const { user } = renderWithRouter(<BeneficiaryCostsTab beneficiaryId={41} />);
    await screen.findByText('27/03/2026');
    await user.click(screen.getByRole('button', { name: 'Elimina il costo Rimborso viaggio del 27/03/2026' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Elimina costo' })).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Nessun costo')).toBeInTheDocument();
    expect(api.of('DELETE', '/api/auth/costs/:id').map((r) => r.path)).toEqual(['/api/auth/costs/1']);
  });
});
