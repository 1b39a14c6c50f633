import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USEFUL_INFO_MSG } from '@empowerment/shared/information';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const LOAD = { timeout: 15_000 };
const page = {
  ID: 1,
  content:
    '<h2>Segreteria</h2><p>Scrivi a <a href="mailto:info@progetto.example.org" target="_blank" rel="noopener noreferrer">info</a></p>',
  CreatedAt: '2026-01-01T00:00:00.000Z',
  UpdatedAt: '2026-02-01T09:30:00.000Z',
};

function signedIn(superOperator: boolean, answer: { status: number; body: unknown } = { status: 200, body: page }) {
  const operator = makeOperator({ super_operator: superOperator });
  storeSession(operator);
  return fakeApi({ ...sessionRoutes(operator), 'GET /api/auth/useful-info': answer });
}

describe('Informazioni utili', { timeout: 30_000 }, () => {
  it('shows the stored page to an operator, without the edit button', async () => {
    signedIn(false);
    renderApp('/info');
    expect(await screen.findByRole('heading', { name: 'Segreteria' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info' })).toHaveAttribute('href', 'mailto:info@progetto.example.org');
    expect(screen.queryByRole('button', { name: 'Modifica' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Informativa sul trattamento dei dati personali' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('offers administrators the editor', async () => {
    signedIn(true);
    const { user } = renderApp('/info');
    await user.click(await screen.findByRole('button', { name: 'Modifica' }, LOAD));
    expect(await screen.findByRole('textbox', { name: 'Testo della pagina Informazioni utili' }, LOAD)).toBeInTheDocument();
    // the toolbar is drawn once the editor exists, a render after its text area
    expect(await screen.findByRole('button', { name: 'Inserisci link' }, LOAD)).toBeInTheDocument();
  });

  it("saves nothing when nothing changed (the server's link attributes are no change), and refuses a link that could run", async () => {
    const api = signedIn(true);
    const { user } = renderApp('/info');
    await user.click(await screen.findByRole('button', { name: 'Modifica' }, LOAD));
    await screen.findByRole('textbox', { name: 'Testo della pagina Informazioni utili' }, LOAD);

    await user.click(await screen.findByRole('button', { name: 'Inserisci link' }, LOAD));
    await user.type(await screen.findByRole('textbox', { name: 'Indirizzo del link' }), 'javascript:alert(1){Enter}');
    expect(await screen.findByText(USEFUL_INFO_MSG.linkNotAllowed)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(USEFUL_INFO_MSG.unchanged)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('says when the page cannot be loaded and offers to try again', async () => {
    signedIn(false, { status: 500, body: { error: 'Errore interno del server' } });
    renderApp('/info');
    expect(await screen.findByText('Impossibile caricare le informazioni utili', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
