import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const admin = makeOperator({ ID: 1, name: 'Anna', surname: 'Bianchi', email: 'anna@example.org', super_operator: true });
const giulia = makeOperator({ ID: 7, email: 'giulia@example.org', municipio_id: 3, col_id: 4 });

function server() {
  storeSession(admin);
  return fakeApi({
    ...sessionRoutes(admin),
    'GET /api/auth/operators/': { status: 200, body: { total: 2, data: [admin, giulia] } },
    'DELETE /api/auth/operators/:id': { status: 204 },
  });
}

const table = () => screen.findByRole('table', { name: 'Elenco degli operatori' });

describe('Operatori', () => {
  it('lists the operators with their municipio, C.O.L. and role', async () => {
    server();
    renderApp('/operatori');
    const row = (await within(await table()).findByText('giulia@example.org')).closest('tr')!;
    expect(within(row).getByText('Municipio III')).toBeInTheDocument();
    expect(within(row).getByText('COL Nord')).toBeInTheDocument();
    expect(within(row).getByText('Operatore')).toBeInTheDocument();
    const own = within(await table())
      .getByText('anna@example.org')
      .closest('tr')!;
    expect(within(own).getByText('Amministratore')).toBeInTheDocument();
  });

  it('never offers to delete oneself, and deletes another after confirmation', async () => {
    const api = server();
    const { user } = renderApp('/operatori');
    await table();
    expect(screen.queryByRole('button', { name: 'Elimina anna@example.org' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Elimina giulia@example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina operatore' });
    expect(within(dialog).getByText(/Questa azione non può essere annullata/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Elemento eliminato con successo!')).toBeInTheDocument();
    await waitFor(() => expect(api.of('DELETE', '/api/auth/operators/:id').map((r) => r.path)).toEqual(['/api/auth/operators/7']));
  });

  it('opens the add form with its one heading', async () => {
    server();
    const { user } = renderApp('/operatori');
    await user.click(await screen.findByRole('button', { name: 'Aggiungi operatore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Nuovo Operatore' });
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Aggiungi Nuovo Operatore']);
    expect(screen.queryByText('Nuovo operatore')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Conferma email/)).toBeInTheDocument();
  });

  it("locks the administrator's own 'Super Operatore' when she edits herself from the list", async () => {
    server();
    const { user } = renderApp('/operatori');
    await user.click(await screen.findByRole('button', { name: 'Modifica anna@example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica operatore' });
    expect(await within(dialog).findByLabelText('Super Operatore')).toBeDisabled();
  });
});
