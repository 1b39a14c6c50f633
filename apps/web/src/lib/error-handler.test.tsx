import { CONNECTION_ERROR, STATUS_MESSAGES } from '@empowerment/shared';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';
import { ApiError } from './api-client';
import { errorNotice, useErrorHandler } from './error-handler';

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
