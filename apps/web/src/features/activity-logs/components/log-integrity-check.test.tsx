import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LogIntegrity } from '@empowerment/shared/logs';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const admin = makeOperator({ ID: 1, super_operator: true });
const intact: LogIntegrity = {
  intact: true,
  checked: 12_345,
  pending: 2,
  redacted: 1,
  redactions: [{ id: 40, at: '2026-03-05T10:15:00.000Z', reason: 'Anonimizzazione beneficiaria' }],
  breaks: [],
  breakCount: 0,
  head: { position: 12_345, hash: 'ab'.repeat(32) },
  ms: 850,
};
const broken: LogIntegrity = {
  ...intact,
  intact: false,
  redacted: 0,
  breaks: [
    { kind: 'changed', id: 17, at: '2026-03-05T09:30:00.000Z', position: 17 },
    { kind: 'deleted', id: 20, at: '2026-03-05T09:40:00.000Z', position: 20 },
  ],
  breakCount: 2,
};

const run = async () => {
  // the page is loaded lazily: its first render may take a while on a busy machine
  const section = await screen.findByRole('region', { name: 'Verifica integrità del registro' }, { timeout: 15_000 });
  fireEvent.click(within(section).getByRole('button', { name: 'Verifica integrità' }));
  return section;
};

describe('Verifica integrità del registro (in /logs)', () => {
  it('says the Registro is intact, with the redactions recorded and the entries waiting for their seal', async () => {
    storeSession(admin);
    fakeApi({
      ...sessionRoutes(admin),
      'GET /api/auth/logs/': { status: 200, body: { total: 0, data: [] } },
      'GET /api/auth/logs/integrity': { status: 200, body: intact },
    });
    renderApp('/logs');
    const section = await run();
    const status = within(section).getByRole('status');
    expect(await within(status).findByText('Registro integro: 12.345 voci verificate')).toBeInTheDocument();
    expect(within(status).getByText(/1 voce riscritta di proposito/)).toBeInTheDocument();
    expect(within(status).getByText(/Voce #40, 05\/03\/2026, 11:15:00: Anonimizzazione beneficiaria/)).toBeInTheDocument();
    expect(within(status).getByText('2 voci in attesa di sigillo')).toBeInTheDocument();
  });

  it('says where the Registro breaks: the first entry in the heading, every break listed', async () => {
    storeSession(admin);
    fakeApi({
      ...sessionRoutes(admin),
      'GET /api/auth/logs/': { status: 200, body: { total: 0, data: [] } },
      'GET /api/auth/logs/integrity': { status: 200, body: broken },
    });
    renderApp('/logs');
    const section = await run();
    expect(
      await within(section).findByText('Registro alterato alla voce #17 del 05/03/2026, 10:30:00 (contenuto modificato)'),
    ).toBeInTheDocument();
    expect(within(section).getByText('2 interruzioni trovate')).toBeInTheDocument();
    expect(within(section).getByText('Voce #20 del 05/03/2026, 10:40:00 (posizione 20): voce eliminata')).toBeInTheDocument();
  });
});
