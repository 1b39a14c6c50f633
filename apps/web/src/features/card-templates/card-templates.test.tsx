import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_TEMPLATE_MSG, type CardTemplate } from '@empowerment/shared/card-templates';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../test/session';

const row = (template: 'A' | 'D', over: Partial<CardTemplate> = {}): CardTemplate => ({
  template,
  title: `Scheda ${template}`,
  description: `Descrizione della Scheda ${template}`,
  replaced: false,
  file_name: null,
  size: null,
  changed_by: null,
  changed_at: null,
  UpdatedAt: null,
  ...over,
});

const replacedA = row('A', {
  replaced: true,
  file_name: 'scheda-a-2027.docx',
  size: 12000,
  changed_by: 'Giulia Neri (giulia@example.org)',
  changed_at: '2026-11-20T09:30:00.000Z',
  UpdatedAt: '2026-11-20T09:30:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('/modelli', { timeout: 60_000 }, () => {
  it('shows operators each sheet, its placeholders and the download, without upload or restore', async () => {
    const operator = makeOperator({ ID: 2, super_operator: false });
    storeSession(operator);
    fakeApi({ ...sessionRoutes(operator), 'GET /api/auth/card-templates/': { status: 200, body: [replacedA, row('D')] } });
    const { user } = renderApp('/modelli');
    expect(await screen.findByRole('heading', { name: 'Scheda A', level: 2 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Sostituito')).toBeInTheDocument();
    expect(screen.getByText(/scheda-a-2027\.docx · sostituito da Giulia Neri/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica modello' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ripristina originale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carica modello' })).not.toBeInTheDocument();
    const data = screen.getByRole('table', { name: 'Dati' });
    expect(within(data).getByText('{fiscal_code}')).toBeInTheDocument();
    expect(within(data).getByText('{residence}')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Scheda D' }));
    expect(await screen.findByRole('table', { name: 'Corsi: da usare tra {#courses} e {/courses}' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Condizioni' })).toHaveTextContent('{#has_costs} … {/has_costs}');
    expect(screen.getByText('Originale')).toBeInTheDocument();
  });

  it('lets administrators upload a replacement, shows the refusal on the file, and restore after confirming', async () => {
    const admin = makeOperator({ ID: 1, super_operator: true });
    storeSession(admin);
    let current = row('A');
    const api = fakeApi({
      ...sessionRoutes(admin),
      'GET /api/auth/card-templates/': () => ({ status: 200, body: [current, row('D')] }),
      'PUT /api/auth/card-templates/:template': (request) => {
        const file = (request.body as FormData).get('file') as File;
        if (file.name === 'sbagliato.docx') {
          const message = CARD_TEMPLATE_MSG.unknownPlaceholder(['cognome'], 'A');
          return { status: 400, body: { error: message, fields: { file: message } } };
        }
        current = replacedA;
        return { status: 200, body: current };
      },
      'DELETE /api/auth/card-templates/:template': () => {
        current = row('A', {
          changed_by: 'Giulia Neri (giulia@example.org)',
          changed_at: '2026-11-21T10:00:00.000Z',
          UpdatedAt: '2026-11-21T10:00:00.000Z',
        });
        return { status: 200, body: current };
      },
    });
    const { user } = renderApp('/modelli');
    await screen.findByRole('button', { name: 'Carica modello' }, { timeout: 10_000 });
    const input = () => window.document.querySelector('input[type="file"]') as HTMLInputElement;
    const docx = (name: string) =>
      new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

    await user.upload(input(), docx('sbagliato.docx'));
    await user.click(screen.getByRole('button', { name: 'Carica modello' }));
    expect(await screen.findByText(CARD_TEMPLATE_MSG.unknownPlaceholder(['cognome'], 'A'))).toBeInTheDocument();

    await user.upload(input(), docx('scheda-a-2027.docx'));
    await user.click(screen.getByRole('button', { name: 'Carica modello' }));
    expect(await screen.findByText('Sostituito')).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/card-templates/:template').map((r) => r.path)).toEqual([
      '/api/auth/card-templates/A',
      '/api/auth/card-templates/A',
    ]);

    await user.click(screen.getByRole('button', { name: 'Ripristina originale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ripristina originale' });
    expect(dialog).toHaveTextContent(CARD_TEMPLATE_MSG.restoreConfirm('A'));
    await user.click(within(dialog).getByRole('button', { name: 'Ripristina' }));
    await waitFor(() => expect(api.of('DELETE', '/api/auth/card-templates/:template')).toHaveLength(1));
    // saved against the version on screen
    expect(api.of('DELETE', '/api/auth/card-templates/:template')[0].headers.get('If-Match')).toContain('2026-11-20T09:30:00.000Z');
    expect(await screen.findByText('Originale')).toBeInTheDocument();
  });

  it('says when the templates cannot be loaded, with a retry', async () => {
    const operator = makeOperator({ ID: 2 });
    storeSession(operator);
    fakeApi({ ...sessionRoutes(operator), 'GET /api/auth/card-templates/': { status: 500, body: { error: 'Errore interno del server' } } });
    renderApp('/modelli');
    expect(await screen.findByText('Impossibile caricare i modelli', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
