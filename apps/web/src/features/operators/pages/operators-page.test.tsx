import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const admin = makeOperator({ ID: 1, name: 'Anna', surname: 'Bianchi', email: 'anna@example.org', super_operator: true });
const giulia = makeOperator({
  ID: 7,
  email: 'giulia@example.org',
  municipio_id: 3,
  col_id: 4,
  invitation_pending: false,
  deactivated_at: null,
});
const marta = makeOperator({
  ID: 8,
  name: 'Marta',
  surname: 'Neri',
  email: 'marta@example.org',
  deactivated_at: '2026-11-20T10:00:00.000Z',
});
const sara = makeOperator({
  ID: 9,
  name: 'Sara',
  surname: 'Gialli',
  email: 'sara@example.org',
  invitation_pending: true,
  deactivated_at: null,
});
const INVITE = 'http://localhost:3000/reset-password?token=abc123&invito=1';

function server() {
  storeSession(admin);
  return fakeApi({
    ...sessionRoutes(admin),
    'GET /api/auth/operators/': { status: 200, body: { total: 4, data: [admin, giulia, marta, sara] } },
    'DELETE /api/auth/operators/:id': { status: 204 },
    'POST /api/auth/operators/:id/reactivate': { status: 200, body: { ...marta, deactivated_at: null } },
    'POST /api/auth/operators/:id/invitation': { status: 200, body: { invite_url: INVITE } },
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

  it('never offers to deactivate oneself; deactivating another says what will happen, and deletes nothing', async () => {
    const api = server();
    const { user } = renderApp('/operatori');
    await table();
    expect(screen.queryByRole('button', { name: 'Disattiva anna@example.org' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Disattiva giulia@example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disattiva operatore' });
    expect(dialog).toHaveTextContent(
      'Disattivare Giulia Bianchi? Non potrà più accedere; la sua attività resta nel Registro Attività e le beneficiarie restano assegnate a lei. Potrai riattivarla quando vuoi.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Disattiva' }));
    expect(await screen.findByText('Operatore disattivato')).toBeInTheDocument();
    await waitFor(() => expect(api.of('DELETE', '/api/auth/operators/:id').map((r) => r.path)).toEqual(['/api/auth/operators/7']));
  });

  it("shows each one's state: 'Disattivata' with 'Riattiva', 'Invito in attesa' with a new invitation", async () => {
    const api = server();
    const { user } = renderApp('/operatori');
    const rowOf = async (email: string) => (await within(await table()).findByText(email)).closest('tr')!;
    expect(within(await rowOf('marta@example.org')).getByText('Disattivata')).toBeInTheDocument();
    expect(within(await rowOf('sara@example.org')).getByText('Invito in attesa')).toBeInTheDocument();
    expect(within(await rowOf('giulia@example.org')).getByText('Attiva')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disattiva marta@example.org' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riattiva marta@example.org' }));
    expect(await screen.findByText('Operatore riattivato')).toBeInTheDocument();
    const [call] = api.of('POST', '/api/auth/operators/:id/reactivate');
    expect(call.path).toBe('/api/auth/operators/8/reactivate');
    expect(call.headers.get('If-Match')).toBe('"2026-01-12T09:30:00.000Z"');
  });

  it('sends a new invitation and shows its link once, with a copy button', async () => {
    const api = server();
    const { user } = renderApp('/operatori');
    await table();
    await user.click(await screen.findByRole('button', { name: "Invia di nuovo l'invito a sara@example.org" }));
    const dialog = await screen.findByRole('dialog', { name: 'Link di invito' });
    expect(api.of('POST', '/api/auth/operators/:id/invitation').map((r) => r.path)).toEqual(['/api/auth/operators/9/invitation']);
    expect(within(dialog).getByLabelText('Link di invito')).toHaveValue(INVITE);
    expect(dialog).toHaveTextContent(/Copia questo link e invialo a sara@example\.org/);
    await user.click(within(dialog).getByRole('button', { name: 'Copia link' }));
    expect(await within(dialog).findByRole('button', { name: 'Link copiato' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(INVITE);
    await user.click(within(dialog).getByRole('button', { name: 'Fatto' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link di invito' })).not.toBeInTheDocument());
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
    // the list's first answer can take longer than the suite's wait while other suites load the machine
    await user.click(await screen.findByRole('button', { name: 'Modifica anna@example.org' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica operatore' });
    expect(await within(dialog).findByLabelText('Super Operatore')).toBeDisabled();
  });
});
