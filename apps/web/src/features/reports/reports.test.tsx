import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORT_BLOCK_KEYS, type Report } from '@empowerment/shared/reports';
import { fakeApi, type FakeReply } from '../../test/fake-api';
import { renderWithRouter } from '../../test/render-with-router';
import { nextReportParams, ReportsPage } from './pages/reports-page';

const emptyBlocks = {} as Report['blocks'];
for (const key of REPORT_BLOCK_KEYS) emptyBlocks[key] = { rows: [], total: null };
const REPORT: Report = {
  filters: { from: '2025-01-01', to: '2025-12-31', municipio_id: null, municipio: null },
  blocks: {
    ...emptyBlocks,
    beneficiaries: {
      rows: [
        { label: 'Registrati nel periodo', count: 12345 },
        { label: 'di cui attivi', count: 1000 },
        { label: 'di cui chiusi (non attivi)', count: 234 },
        { label: 'Percorsi conclusi nel periodo (data di uscita)', count: 12 },
      ],
      total: null,
    },
    costs: {
      rows: [{ label: 'Trasporti', count: 2, committed: '1234.50', expected: '0.30', paid: '1000.01' }],
      total: { label: 'Totale', count: 2, committed: '1234.50', expected: '0.30', paid: '1000.01' },
    },
  },
};
const LISTS = {
  'GET /api/list-settings': { status: 200, body: { municipi: [{ ID: 3, municipio: 'Municipio III' }] } },
  'GET /api/inits-json': { status: 200, body: {} },
};

describe('/report', () => {
  it('asks the period of the address and shows each block with the table of its numbers', async () => {
    const server = fakeApi({ ...LISTS, 'GET /api/auth/reports': { status: 200, body: REPORT } });
    renderWithRouter(<ReportsPage />, { url: '/report?from=2025-01-01&to=2025-12-31', path: '/report' });

    const people = await screen.findByRole('table', { name: 'Beneficiari: i numeri del grafico' });
    expect(within(people).getByRole('row', { name: /Registrati nel periodo/ })).toHaveTextContent('12.345');
    const costs = screen.getByRole('table', { name: 'Costi: i numeri del grafico' });
    expect(within(costs).getAllByRole('row')[1]).toHaveTextContent(/Trasporti\s*2\s*1\.234,50\s*€\s*0,30\s*€\s*1\.000,01\s*€/);
    expect(within(screen.getByRole('region', { name: 'Tirocini' })).getByText('Nessun dato nel periodo scelto')).toBeInTheDocument();
    expect(Object.fromEntries(server.of('GET', '/api/auth/reports')[0].query)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(screen.getByRole('button', { name: 'Scarica Excel' })).toBeEnabled();
  });

  it('says what is wrong with a reversed period and asks nothing', async () => {
    const server = fakeApi({ ...LISTS, 'GET /api/auth/reports': { status: 200, body: REPORT } });
    renderWithRouter(<ReportsPage />, { url: '/report?from=2025-12-31&to=2025-01-01', path: '/report' });
    expect(await screen.findByText('La data di fine deve essere successiva alla data di inizio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica Excel' })).toBeDisabled();
    expect(server.of('GET', '/api/auth/reports')).toHaveLength(0);
  });

  it('shows a failure in place with a way to try again', async () => {
    let replies: FakeReply[] = [
      { status: 500, body: { error: 'x' } },
      { status: 200, body: REPORT },
    ];
    fakeApi({ ...LISTS, 'GET /api/auth/reports': () => replies.shift()! });
    const { user } = renderWithRouter(<ReportsPage />, { url: '/report?from=2025-01-01&to=2025-12-31', path: '/report' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non è stato possibile caricare il report.');
    expect(alert).toHaveTextContent('Errore interno del server, contattare lo sviluppatore');
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table', { name: 'Beneficiari: i numeri del grafico' })).toBeInTheDocument();
    replies = [];
  });
});

describe("/report's address", () => {
  const period = { from: '2026-01-01', to: '2026-11-28' };

  it('keeps a date just changed when the next one changes before the page is drawn again', () => {
    // 'Dal' typed, then 'Al' at once: the second change starts from the address the first one left
    const afterFrom = nextReportParams(new URLSearchParams(), 'from', '2019-01-01', period);
    expect(afterFrom.toString()).toBe('from=2019-01-01&to=2026-11-28');
    const afterTo = nextReportParams(afterFrom, 'to', '2019-12-31', period);
    expect(afterTo.toString()).toBe('from=2019-01-01&to=2019-12-31');
    expect(nextReportParams(afterTo, 'municipio_id', '16', period).toString()).toBe('from=2019-01-01&to=2019-12-31&municipio_id=16');
  });

  it('takes the municipio away when it is cleared, and keeps an emptied date empty (its error says so)', () => {
    const current = new URLSearchParams('from=2019-01-01&to=2019-12-31&municipio_id=16');
    expect(nextReportParams(current, 'municipio_id', null, period).toString()).toBe('from=2019-01-01&to=2019-12-31');
    expect(nextReportParams(current, 'from', null, period).toString()).toBe('from=&to=2019-12-31&municipio_id=16');
  });
});
