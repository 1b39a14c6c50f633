import { screen, within } from '@testing-library/react';
import { formatDateTime } from '@empowerment/shared';
import type { JobsAnswer } from '@empowerment/shared/jobs';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render-with-router';
import { BackgroundJobs } from './background-jobs';

const LOAD = { timeout: 10_000 };
const zero = { created: 0, retry: 0, active: 0, completed: 0, failed: 0 };

describe('BackgroundJobs', () => {
  it('shows each queue by its Italian name with its counts, and its latest failures', async () => {
    const answer: JobsAnswer = {
      queues: [
        {
          queue: 'mailDelivery',
          counts: { created: 1, retry: 2, active: 0, completed: 37, failed: 1 },
          failures: [
            { at: '2026-11-27T08:15:00.000Z', attempt: 3, final: false, message: 'ECONNECTION connect ECONNREFUSED 10.0.0.5:587' },
            { at: '2026-11-26T21:40:00.000Z', attempt: 6, final: true, message: 'EENVELOPE 550 Recipient address rejected: <indirizzo>' },
          ],
        },
        { queue: 'retention', counts: { ...zero, completed: 1 }, failures: [] },
      ],
    };
    fakeApi({ 'GET /api/auth/jobs': { status: 200, body: answer } });
    renderWithRouter(<BackgroundJobs />);

    const counts = await screen.findByRole('table', { name: /quante attività per stato/ }, LOAD);
    const mail = within(counts).getByRole('row', { name: /Invio email/ });
    expect(
      within(mail)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '2', '0', '37', '1']);
    const header = within(counts)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(header).toEqual(['Attività in background', 'In attesa', 'Da riprovare', 'In corso', 'Completate', 'Non riuscite']);
    expect(within(counts).getByRole('row', { name: /Pulizia dati scaduti/ })).toBeInTheDocument();

    const failures = screen.getByRole('table', { name: 'Invio email' });
    const [first, second] = within(failures).getAllByRole('row').slice(1);
    expect(within(first).getByText('Sarà ritentata')).toBeInTheDocument();
    expect(within(first).getByText('ECONNECTION connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
    expect(within(second).getByText('Abbandonata')).toBeInTheDocument();
    expect(within(second).getByText(formatDateTime('2026-11-26T21:40:00.000Z'))).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pulizia dati scaduti' })).not.toBeInTheDocument();
  });

  it('says when there has been no work and no error', async () => {
    fakeApi({
      'GET /api/auth/jobs': {
        status: 200,
        body: {
          queues: [
            { queue: 'mailDelivery', counts: zero, failures: [] },
            { queue: 'retention', counts: zero, failures: [] },
          ],
        },
      },
    });
    renderWithRouter(<BackgroundJobs />);
    expect(await screen.findByText('Nessuna attività negli ultimi 7 giorni', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Nessun errore')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the queues cannot be read', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/auth/jobs': () =>
        ++calls === 1
          ? { status: 503, body: { error: 'Servizio momentaneamente non disponibile' } }
          : { status: 200, body: { queues: [{ queue: 'retention', counts: { ...zero, completed: 2 }, failures: [] }] } },
    });
    const { user } = renderWithRouter(<BackgroundJobs />);
    expect(await screen.findByText('Non è stato possibile caricare le attività in background.', undefined, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('row', { name: /Pulizia dati scaduti/ }, LOAD)).toBeInTheDocument();
  });
});
