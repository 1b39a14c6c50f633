import { MSG, STATUS_MESSAGES } from '@empowerment/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type NonIndexRouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { makeOperator, makeToken, sessionRoutes, storeSession } from '../test/session';
import { AppProvider } from './provider';
import { routes } from './router';

const operator = makeOperator();

function signedIn(extra = {}) {
  storeSession(operator);
  return fakeApi({ ...sessionRoutes(operator), ...extra });
}

// Whole-app journeys through lazy screens: slow to compile on a busy machine.
describe('a 403 anywhere (spec 01 §6)', { timeout: 30_000 }, () => {
  it('from a list: the error toast, then the not-found page instead of an error in the table', async () => {
    signedIn({ 'GET /api/auth/beneficiaries': { status: 403, body: { error: 'Non autorizzato' } } });
    const { router } = renderApp('/beneficiari');

    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_MESSAGES[403]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
  });

  it('from a save: the error toast, then the not-found page', async () => {
    signedIn({
      [`PUT /api/auth/operators/${operator.ID}`]: { status: 403, body: { error: 'Non autorizzato' } },
      // the screen behind the menu loads without failing, so the only alert is the save's
      'GET /api/auth/useful-info': {
        status: 200,
        body: { ID: 1, content: '<p>Contatti</p>', CreatedAt: '2026-01-01T00:00:00.000Z', UpdatedAt: '2026-01-01T00:00:00.000Z' },
      },
    });
    const { user, router } = renderApp('/info');

    await user.click(await screen.findByRole('button', { name: /Menu utente/ }));
    await user.click(await screen.findByRole('button', { name: 'Modifica profilo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica profilo' });
    const name = await within(dialog).findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Giuliana');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(screen.getByRole('alert')).toHaveTextContent(STATUS_MESSAGES[403]);
  });

  it('a 422 (a rule the data breaks) is only an error, and the user stays', async () => {
    signedIn({ 'GET /api/auth/beneficiaries': { status: 422, body: { error: 'Regola violata' } } });
    const { router } = renderApp('/beneficiari');

    expect(await screen.findByText(STATUS_MESSAGES[422])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/beneficiari');
  });
});

describe('the browser tab names the screen', () => {
  it.each([
    ['/', 'Accedi · Empowerment', false],
    ['/reset-password?token=abc', 'Reimposta password · Empowerment', false],
    ['/beneficiari', 'Beneficiari · Empowerment', true],
    ['/aziende', 'Aziende · Empowerment', true],
    ['/beneficiari/12', 'Scheda beneficiario · Empowerment', true],
    ['/pagina-inesistente', 'Pagina non trovata · Empowerment', true],
  ])('%s is "%s"', async (url, title, withSession) => {
    if (withSession) signedIn();
    else fakeApi({});
    renderApp(url);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('changes with the screen', async () => {
    signedIn();
    const { user } = renderApp('/beneficiari');
    await waitFor(() => expect(document.title).toBe('Beneficiari · Empowerment'));
    await user.click(await screen.findByRole('link', { name: 'Corsi' }));
    await waitFor(() => expect(document.title).toBe('Corsi · Empowerment'));
  });
});

describe('a screen that cannot be loaded', () => {
  it('shows an Italian error screen with a button that reloads the page', async () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    // The real root route, with a screen whose chunk is gone (a deploy replaced it).
    const root = routes[0] as NonIndexRouteObject;
    const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const router = createMemoryRouter([{ ...root, children: [{ path: '/', lazy: gone }] }], { initialEntries: ['/'] });
    render(
      <AppProvider env="test">
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Non è stato possibile caricare questa pagina' })).toBeInTheDocument();
    expect(screen.getByText('È disponibile una nuova versione oppure la connessione si è interrotta.')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ricarica' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('after a successful login', () => {
  it('goes straight to the loading screen, with no shell in between, and clears the previous error', async () => {
    fakeApi({
      ...sessionRoutes(operator),
      'POST /api/login': (request) =>
        (request.body as { password: string }).password === 'Segreta1!'
          ? { status: 201, body: { access_token: 'access-1', refresh_token: makeToken({ op_id: operator.ID, super_operator: false }) } }
          : { status: 401, body: { error: 'Credenziali non valide' } },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText(/^Email/), operator.email);
    await user.type(screen.getByLabelText(/^Password/), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(MSG.wrongCredentials)).toBeInTheDocument();

    // Watch every change of the page: the top bar must not appear before the loading screen.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector('header')) seen.push('shell');
      if (screen.queryByText('Caricamento in corso...')) seen.push('loading');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Segreta1!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    // the loading screen may come and go while the click is still being handled: the observer saw it
    await waitFor(() => expect(seen).toContain('loading'));
    expect(screen.queryByText(MSG.wrongCredentials)).not.toBeInTheDocument();
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    observer.disconnect();
    expect(seen[0]).toBe('loading');
  });
});
