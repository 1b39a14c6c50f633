import { screen, within } from '@testing-library/react';
import { formatDate } from '@empowerment/shared';
import type { TodayAnswer } from '@empowerment/shared/today';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const LOAD = { timeout: 10_000 };
const amina = { ID: 41, name: 'Amina', surname: 'Diallo' };
const empty = (kind: TodayAnswer['sections'][number]['kind']) => ({ kind, total: 0, items: [] });

const answer: TodayAnswer = {
  today: '2030-03-10',
  scope: 'own',
  sections: [
    {
      kind: 'permitExpiring',
      total: 1,
      items: [
        { kind: 'permitExpiring', date: '2030-04-09', beneficiary: amina, municipio_id: null, record_id: 7, detail: 'Lavoro', tab: 8 },
      ],
    },
    empty('internshipEnding'),
    empty('internshipHours'),
    {
      kind: 'courseStarting',
      total: 1,
      items: [
        {
          kind: 'courseStarting',
          date: '2030-03-25',
          beneficiary: amina,
          municipio_id: null,
          record_id: 5,
          detail: 'Sartoria (Ente Formazione)',
          tab: 10,
        },
      ],
    },
    empty('careerDay'),
    {
      kind: 'costToVerify',
      total: 3,
      items: [
        { kind: 'costToVerify', date: '2030-03-01', beneficiary: amina, municipio_id: null, record_id: 9, detail: 'Trasporti', tab: 12 },
      ],
    },
  ],
  by_municipio: [],
  followed: { total: 1, items: [amina] },
  recent: [],
};

describe('Oggi', () => {
  it('lists each kind with its links to her record at the right tab, the empty ones with their text', async () => {
    const operator = makeOperator();
    storeSession(operator);
    fakeApi({ ...sessionRoutes(operator), 'GET /api/auth/today': { status: 200, body: answer } });
    renderApp('/oggi');

    const permits = await screen.findByRole('region', { name: 'Permessi di soggiorno in scadenza' }, LOAD);
    expect(within(permits).getByRole('link', { name: 'Diallo Amina' })).toHaveAttribute('href', '/beneficiari/41?tab=8');
    expect(permits).toHaveTextContent(formatDate('2030-04-09'));
    const costs = screen.getByRole('region', { name: 'Costi da verificare' });
    expect(within(costs).getByRole('link', { name: 'Diallo Amina' })).toHaveAttribute('href', '/beneficiari/41?tab=12');
    expect(costs).toHaveTextContent('Scaduto');
    expect(costs).toHaveTextContent('Mostrate 1 di 3');
    const courses = screen.getByRole('region', { name: 'Corsi in partenza' });
    expect(within(courses).getByRole('link', { name: 'Diallo Amina' })).toHaveAttribute('href', '/beneficiari/41?tab=10');
    expect(courses).toHaveTextContent(`${formatDate('2030-03-25')}Diallo Amina · Sartoria (Ente Formazione)`);
    expect(screen.getByRole('region', { name: 'Career Day in arrivo' })).toHaveTextContent('Nessun Career Day in arrivo');
    expect(screen.getByRole('region', { name: 'Aperte di recente' })).toHaveTextContent('Non hai aperto schede negli ultimi giorni');
  });

  it("says what failed and loads again with 'Riprova'", { timeout: 60_000 }, async () => {
    const operator = makeOperator();
    storeSession(operator);
    let failing = true;
    fakeApi({
      ...sessionRoutes(operator),
      'GET /api/auth/today': () => (failing ? { status: 500, body: { error: 'Errore' } } : { status: 200, body: answer }),
    });
    const { user } = renderApp('/oggi');
    expect(await screen.findByText('Non è stato possibile caricare le scadenze.', {}, { timeout: 30_000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'Permessi di soggiorno in scadenza' }, LOAD)).toBeInTheDocument();
  });
});
