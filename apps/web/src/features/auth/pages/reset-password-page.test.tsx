import { MSG } from '@empowerment/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const checklist = () => screen.getByRole('list', { name: 'Requisiti della password' });
const rule = (label: string) => within(checklist()).getByText(label).closest('li')!;
const isMet = (label: string) => within(rule(label)).queryByRole('img', { name: 'Requisito soddisfatto' }) != null;

describe('reset password', () => {
  it('ticks the rules live as the password is typed', async () => {
    fakeApi({});
    const { user } = renderApp('/reset-password?token=abc');
    const password = await screen.findByLabelText(/^Nuova password/);

    expect(isMet('Almeno una lettera minuscola')).toBe(false);
    await user.type(password, 'abc');
    expect(isMet('Almeno una lettera minuscola')).toBe(true);
    expect(isMet('Almeno una lettera maiuscola')).toBe(false);
    expect(isMet('Da 8 a 20 caratteri')).toBe(false);

    await user.type(password, 'DEF12!');
    for (const label of [
      'Da 8 a 20 caratteri',
      'Almeno una lettera maiuscola',
      'Almeno un numero',
      'Almeno un carattere speciale tra ! @ # ? /',
      'Nessuno spazio',
    ]) {
      expect(isMet(label)).toBe(true);
    }
    await user.type(password, ' ');
    expect(isMet('Nessuno spazio')).toBe(false);
  });

  it('resets the password, says so and goes to the login after a second', async () => {
    const server = fakeApi({ 'PUT /api/reset-password': { status: 204 } });
    const { user, router } = renderApp('/reset-password?token=tok-123');

    await user.type(await screen.findByLabelText(/^Nuova password/), 'Nuova1234!');
    await user.type(screen.getByLabelText(/^Conferma password/), 'Nuova1234!');
    await user.click(screen.getByRole('button', { name: 'Reimposta Password' }));

    expect(await screen.findByText(MSG.passwordResetDone)).toBeInTheDocument();
    expect(screen.getByText('Scegli una nuova password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reimpostazione in corso...' })).toBeDisabled();
    expect(server.of('PUT', '/api/reset-password')[0].query.get('token')).toBe('tok-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3_000 });
  });

  it('keeps the button off while the password breaks a rule or the confirmation differs', async () => {
    fakeApi({});
    const { user } = renderApp('/reset-password?token=abc');
    const submit = await screen.findByRole('button', { name: 'Reimposta Password' });

    await user.type(screen.getByLabelText(/^Nuova password/), 'debole');
    expect(await screen.findByText(MSG.invalidPassword)).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^Nuova password/), 'Ab1!');
    await user.type(screen.getByLabelText(/^Conferma password/), 'deboleAb1?');
    expect(await screen.findByText(MSG.passwordMismatch)).toBeInTheDocument();
    expect(screen.queryByText(MSG.invalidPassword)).not.toBeInTheDocument();
    expect(isMet(MSG.passwordsMatch)).toBe(false);
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText(/^Conferma password/));
    await user.type(screen.getByLabelText(/^Conferma password/), 'deboleAb1!');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(isMet(MSG.passwordsMatch)).toBe(true);
    expect(screen.queryByText(MSG.invalidPassword)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.passwordMismatch)).not.toBeInTheDocument();
  });

  it('speaks of a first password to an invited operator', async () => {
    const server = fakeApi({ 'PUT /api/reset-password': { status: 200, body: {} } });
    const { user } = renderApp('/reset-password?token=invito-1&invito=1');

    expect(await screen.findByText('Scegli la tua password')).toBeInTheDocument();
    expect(screen.queryByText(/nuova/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reimposta Password' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Prima1234!');
    await user.type(screen.getByLabelText(/^Conferma password/), 'Prima1234!');
    await user.click(screen.getByRole('button', { name: 'Imposta password' }));

    expect(await screen.findByText('Password impostata con successo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvataggio in corso...' })).toBeDisabled();
    expect(server.of('PUT', '/api/reset-password')[0].query.get('token')).toBe('invito-1');
  });

  it('is the main content of the page', async () => {
    fakeApi({});
    renderApp('/reset-password?token=abc');
    expect(await screen.findByRole('main')).toContainElement(screen.getByRole('button', { name: 'Reimposta Password' }));
  });

  it('says the token is invalid or expired on a 401', async () => {
    fakeApi({ 'PUT /api/reset-password': { status: 401, body: { error: 'Token non valido' } } });
    const { user, router } = renderApp('/reset-password?token=vecchio');

    await user.type(await screen.findByLabelText(/^Nuova password/), 'Nuova1234!');
    await user.type(screen.getByLabelText(/^Conferma password/), 'Nuova1234!');
    await user.click(screen.getByRole('button', { name: 'Reimposta Password' }));

    expect(await screen.findByText(MSG.resetTokenInvalidOrExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('sends a visitor without a token to the login with a message', async () => {
    fakeApi({});
    const { router } = renderApp('/reset-password');
    expect(await screen.findByText(MSG.invalidResetToken)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
