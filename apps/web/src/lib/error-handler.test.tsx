import { CONNECTION_ERROR, STATUS_MESSAGES } from '@empowerment/shared';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';
import { ApiError } from './api-client';
import { errorMessage, errorNotice, useErrorHandler } from './error-handler';

function FailingAction({ error }: { error: unknown }) {
  const handleError = useErrorHandler();
  return <Button onClick={() => handleError(error)}>Prova</Button>;
}

describe('error handler', () => {
  it('speaks the catalogue of spec 01 §8', () => {
    expect(errorNotice(new ApiError(409, 'unique: email'))).toEqual({ type: 'error', msg: STATUS_MESSAGES[409] });
    expect(errorNotice(new ApiError(424, 'x'))).toEqual({
      type: 'error',
      msg: 'Operazione non consentita, esistono delle dipendenze per questa risorsa',
    });
    expect(errorNotice(new ApiError(429, 'Troppi tentativi'))).toEqual({ type: 'error', msg: 'Troppi tentativi' });
    expect(errorNotice(new ApiError(0, 'Failed to fetch'))).toEqual({ type: 'warning', msg: CONNECTION_ERROR });
  });

  it('names the code of an unexpected failure (5xx, no answer), and only of one', () => {
    const code = { requestId: '1a2b3c4d5e6f7a8b' };
    expect(errorNotice(new ApiError(500, 'x', code))).toEqual({ type: 'error', msg: STATUS_MESSAGES[500], code: '1a2b3c4d5e6f7a8b' });
    expect(errorNotice(new ApiError(0, 'Failed to fetch', code))).toEqual({
      type: 'warning',
      msg: CONNECTION_ERROR,
      code: '1a2b3c4d5e6f7a8b',
    });
    expect(errorNotice(new ApiError(422, 'x', code))).toEqual({ type: 'error', msg: STATUS_MESSAGES[422] });
    expect(errorMessage(new ApiError(503, 'Il database non risponde', code))).toBe(
      'Il database non risponde (Codice errore: 1a2b3c4d5e6f7a8b)',
    );
    expect(errorMessage(new ApiError(404, 'x', code))).toBe(STATUS_MESSAGES[404]);
  });

  it('shows the code of an unexpected failure on a small line of its toast', async () => {
    const { user } = renderWithRouter(<FailingAction error={new ApiError(500, 'boom', { requestId: 'c0ffee0123456789' })} />);
    await user.click(screen.getByRole('button', { name: 'Prova' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(STATUS_MESSAGES[500]);
    expect(screen.getByText('Codice errore: c0ffee0123456789')).toBeInTheDocument();
  });

  it('shows an error of the catalogue as a toast, and stays', async () => {
    const { user, router } = renderWithRouter(<FailingAction error={new ApiError(422, 'Regola')} />, { url: '/aziende', path: '/aziende' });
    await user.click(screen.getByRole('button', { name: 'Prova' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_MESSAGES[422]);
    expect(router.state.location.pathname).toBe('/aziende');
  });

  it('adds nothing for a 403 the app root already announced (it leaves for the not-found page)', async () => {
    const { user } = renderWithRouter(<FailingAction error={new ApiError(403, 'x', { announced: true })} />);
    await user.click(screen.getByRole('button', { name: 'Prova' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds nothing for a session that already ended (its warning is on screen)', async () => {
    const { user } = renderWithRouter(<FailingAction error={new ApiError(401, 'x', { sessionEnded: true })} />);
    await user.click(screen.getByRole('button', { name: 'Prova' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
