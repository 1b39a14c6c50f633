import { MSG, STORAGE_KEYS } from '@empowerment/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../test/session';

async function openUserMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Menu utente/ }));
  return screen.findByRole('dialog', { name: /@example.org/ });
}

describe('top bar and user menu', () => {
  it('names its button after the initials it shows, and opens a card titled with the email', async () => {
    const operator = makeOperator();
    storeSession(operator);
    fakeApi(sessionRoutes(operator));
    const { user } = renderApp('/aziende');

    const button = await screen.findByRole('button', { name: 'GB · Menu utente' });
    expect(button).toHaveTextContent('GB');
    await user.click(button);
    const card = await screen.findByRole('dialog', { name: operator.email });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: operator.email })).not.toBeInTheDocument());
  });

  it("shows the operator's data with the reference labels, and the roles of an administrator", async () => {
    const admin = makeOperator({ super_operator: true, col_id: null });
    storeSession(admin);
    fakeApi(sessionRoutes(admin));
    const { user } = renderApp('/aziende');

    const menu = await openUserMenu(user);
    expect(within(menu).getByText('Operatore')).toBeInTheDocument();
    expect(within(menu).getByText('Amministratore')).toBeInTheDocument();
    expect(within(menu).getByText(admin.email)).toBeInTheDocument();
    expect(within(menu).getByText('Giulia Bianchi')).toBeInTheDocument();
    expect(await within(menu).findByText('Municipio I')).toBeInTheDocument();
    expect(within(menu).getByText('Non selezionato')).toBeInTheDocument(); // no C.O.L.
  });

  it("falls back to 'Non disponibile' when the operator's data is missing", async () => {
    const operator = makeOperator({ name: '', surname: '', phone: '' });
    storeSession(operator);
    fakeApi(sessionRoutes(operator));
    const { user } = renderApp('/aziende');

    const menu = await openUserMenu(user);
    expect(within(menu).queryByText('Amministratore')).not.toBeInTheDocument();
    expect(within(menu).getAllByText('Non disponibile')).toHaveLength(2); // name, phone
  });

  it('shows the testing notice from the bug button', async () => {
    const operator = makeOperator();
    storeSession(operator);
    fakeApi(sessionRoutes(operator));
    const { user } = renderApp('/aziende');

    await user.click(await screen.findByRole('button', { name: 'Avviso sito di testing' }));
    expect(await screen.findByText(MSG.testingNotice)).toBeInTheDocument();
  });

  it('logs out: the server is told, the browser forgets the session, back to login', async () => {
    const operator = makeOperator();
    storeSession(operator);
    localStorage.setItem(STORAGE_KEYS.colorScheme, 'false');
    const server = fakeApi({ ...sessionRoutes(operator), 'POST /api/auth/logout': { status: 204 } });
    const { user, router } = renderApp('/aziende');

    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(MSG.logoutSuccess)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(server.of('POST', '/api/auth/logout')[0].body).toEqual({ refresh_token: expect.any(String) });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('false');
  });

  it('stays signed in when the logout is refused', async () => {
    const operator = makeOperator();
    storeSession(operator);
    fakeApi({ ...sessionRoutes(operator), 'POST /api/auth/logout': { status: 400, body: { error: 'Token mancante' } } });
    const { user, router } = renderApp('/aziende');

    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(MSG.logoutError)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/aziende');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).not.toBeNull();
  });

  it('edits the own profile in a modal and shows the new name in the menu', async () => {
    const operator = makeOperator();
    storeSession(operator);
    let saved = operator;
    fakeApi({
      ...sessionRoutes(operator),
      [`GET /api/auth/operators/${operator.ID}`]: () => ({ status: 200, body: saved }),
      [`PUT /api/auth/operators/${operator.ID}`]: (request) => {
        saved = { ...saved, ...(request.body as object) };
        return { status: 200, body: saved };
      },
    });
    const { user } = renderApp('/aziende');

    await user.click(within(await openUserMenu(user)).getByRole('button', { name: 'Modifica profilo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica profilo' });
    const name = await within(dialog).findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Giuliana');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText(MSG.operatorUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica profilo' })).not.toBeInTheDocument());
    expect(within(await openUserMenu(user)).getByText('Giuliana Bianchi')).toBeInTheDocument();
  });
});
