import { MSG } from '@empowerment/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../test/session';

const operator = makeOperator();
const admin = makeOperator({ ID: 1, super_operator: true, email: 'admin@example.org' });

function signedIn(who = operator, extra = {}) {
  storeSession(who);
  return fakeApi({ ...sessionRoutes(who), ...extra });
}

const mainMenu = () => screen.findByRole('navigation', { name: 'Menu principale' });

describe('route guards and start-up', () => {
  it('sends a visitor without a session from a login-required screen to the login', async () => {
    fakeApi({});
    const { router } = renderApp('/aziende');
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor without a session from an unknown path to the login at start', async () => {
    fakeApi({});
    renderApp('/questa-pagina-non-esiste');
    expect(await screen.findByRole('heading', { name: 'Empowerment delle Donne' })).toBeInTheDocument();
    expect(screen.queryByText('Pagina non trovata')).not.toBeInTheDocument();
  });

  it('lets a visitor open the reset-password screen', async () => {
    fakeApi({});
    renderApp('/reset-password?token=abc');
    expect(await screen.findByRole('button', { name: 'Reimposta Password' })).toBeInTheDocument();
  });

  it('loads the stored session under the overlay, then sends the login route on to /beneficiari', async () => {
    const server = signedIn();
    const { router } = renderApp('/');
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();

    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiari'));
    await mainMenu();
    expect(screen.getByText('Empowerment delle donne - SITO TESTING')).toBeInTheDocument();
    expect(server.of('POST', '/api/refresh')).toHaveLength(1);
  });

  it('shows a normal operator the common menu only, and the not-found page on an admin screen', async () => {
    signedIn(operator);
    const { router } = renderApp('/operatori');

    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Beneficiari' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Modelli Schede' })).toBeInTheDocument();
    for (const adminItem of ['Dropdown Edit', 'Report', 'Operatori', 'Logs']) {
      expect(within(menu).queryByRole('link', { name: adminItem })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Segnalazioni' })).toBeInTheDocument();
  });

  it('opens the admin screens and menu items to an administrator', async () => {
    signedIn(admin);
    renderApp('/operatori');

    expect(await screen.findByRole('heading', { name: 'Operatori' })).toBeInTheDocument();
    const menu = await mainMenu();
    for (const adminItem of ['Dropdown Edit', 'Report', 'Operatori', 'Logs', 'Protezione dati']) {
      expect(within(menu).getByRole('link', { name: adminItem })).toBeInTheDocument();
    }
    // the import is opened from the beneficiaries list, not from the menu
    expect(within(menu).queryByRole('link', { name: 'Importa beneficiari' })).not.toBeInTheDocument();
  });

  it("reaches the screen's content with the first Tab and Enter: 'Vai al contenuto'", async () => {
    signedIn();
    const { user } = renderApp('/aziende');
    await mainMenu();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Vai al contenuto' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('takes a signed-in user back to /beneficiari from the not-found page', async () => {
    signedIn();
    const { user, router } = renderApp('/pagina-inesistente');
    expect(await screen.findByText('La pagina che stai cercando non esiste o è stata spostata.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna alla pagina principale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiari'));
  });

  it('ends the session when the refresh is refused mid-use: back to login with a warning, which returns her to her page', async () => {
    storeSession(operator);
    let refreshes = 0;
    fakeApi({
      ...sessionRoutes(operator),
      // The start-up refresh works; the next one is refused.
      'POST /api/refresh': () =>
        ++refreshes === 1 ? { status: 200, body: { access_token: 'access-1' } } : { status: 401, body: { error: 'no' } },
      'GET /api/list-settings': { status: 401, body: { error: 'Token scaduto' } },
    });
    const { router } = renderApp('/aziende');

    expect(await screen.findByText(MSG.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/aziende')}`);
    expect(localStorage.length).toBe(0);
  });
});
