import { MSG, STORAGE_KEYS } from '@empowerment/shared';
import { TWO_FACTOR_MSG } from '@empowerment/shared/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, makeToken, sessionRoutes } from '../../../test/session';

const operator = makeOperator();
const tokens = { access_token: 'access-1', refresh_token: makeToken({ op_id: operator.ID, super_operator: false }) };

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
}

describe('login', () => {
  it('asks for the code after the password when she signs in with two factors; a wrong code stays on the step', async () => {
    const server = fakeApi({
      ...sessionRoutes(operator),
      'POST /api/login': { status: 201, body: { challenge: 'sfida-1', step: 'code' } },
      'POST /api/login/two-factor': (request) =>
        (request.body as { code: string }).code === '123456'
          ? { status: 201, body: tokens }
          : { status: 401, body: { error: TWO_FACTOR_MSG.wrongCode } },
    });
    const { user, router } = renderApp('/');
    await fillLogin(user, operator.email, 'Segreta1!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    const code = await screen.findByRole('textbox', { name: /^Codice di verifica/ });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MSG.verify }));
    expect(await screen.findByText(TWO_FACTOR_MSG.wrongCode)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MSG.useRecovery }));
    expect(screen.getByRole('textbox', { name: /^Codice di recupero/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MSG.useApp }));
    await user.type(screen.getByRole('textbox', { name: /^Codice di verifica/ }), '123456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_MSG.verify }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiari'));
    expect(server.of('POST', '/api/login/two-factor').at(-1)?.body).toEqual({ challenge: 'sfida-1', code: '123456' });
  });

  it('signs in: /loading, then the welcome and /beneficiari; without Ricordami the token lives in the tab', async () => {
    fakeApi({ ...sessionRoutes(operator), 'POST /api/login': { status: 201, body: tokens } });
    const { user, router } = renderApp('/');

    await fillLogin(user, operator.email, 'Segreta1!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/loading'));
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiari'));
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(tokens.refresh_token);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('returns her to the page she asked for (a pasted link) once she has signed in', async () => {
    fakeApi({ ...sessionRoutes(operator), 'POST /api/login': { status: 201, body: tokens } });
    const { user, router } = renderApp('/aziende?search=Rossi');
    await waitFor(() => expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/aziende?search=Rossi')}`));
    expect(router.state.location.pathname).toBe('/');

    await fillLogin(user, operator.email, 'Segreta1!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/aziende'));
    expect(router.state.location.search).toBe('?search=Rossi');
  });

  it.each(['//esempio.com/x', 'https://esempio.com/', '/\\esempio.com', '/loading'])(
    'never leads elsewhere after signing in: next=%s opens /beneficiari',
    async (next) => {
      fakeApi({ ...sessionRoutes(operator), 'POST /api/login': { status: 201, body: tokens } });
      const { user, router } = renderApp(`/?next=${encodeURIComponent(next)}`);
      await fillLogin(user, operator.email, 'Segreta1!');
      await user.click(screen.getByRole('button', { name: 'Accedi' }));
      expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiari'));
    },
  );

  it("keeps the token across browser restarts with 'Ricordami'", async () => {
    fakeApi({ ...sessionRoutes(operator), 'POST /api/login': { status: 201, body: tokens } });
    const { user } = renderApp('/');

    await fillLogin(user, operator.email, 'Segreta1!');
    await user.click(screen.getByLabelText('Ricordami'));
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(tokens.refresh_token);
  });

  it('says the credentials are wrong on a 401 and stays', async () => {
    fakeApi({ 'POST /api/login': { status: 401, body: { error: 'Credenziali non valide' } } });
    const { user, router } = renderApp('/');

    await fillLogin(user, 'chi@example.org', 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText(MSG.wrongCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks for both fields before calling the server', async () => {
    const server = fakeApi({});
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findAllByText(MSG.fillRequired)).toHaveLength(2);
    expect(server.of('POST', '/api/login')).toHaveLength(0);
  });

  it('sends a password-reset request from the Recupera Password modal', async () => {
    fakeApi({
      'POST /api/request-reset-password': (request) =>
        (request.body as { email: string }).email === 'giulia@example.org'
          ? { status: 200, body: {} }
          : { status: 404, body: { error: 'x' } },
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Recupera Password' }));
    const modal = await screen.findByRole('dialog', { name: 'Recupero Password' });
    await user.type(within(modal).getByLabelText(/^Email/), 'nessuno@example.org');
    await user.click(within(modal).getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText(MSG.resetEmailUnknown)).toBeInTheDocument();

    await user.clear(within(modal).getByLabelText(/^Email/));
    await user.type(within(modal).getByLabelText(/^Email/), 'giulia@example.org');
    await user.click(within(modal).getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText(MSG.resetMailSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recupero Password' })).not.toBeInTheDocument());
  });
});
