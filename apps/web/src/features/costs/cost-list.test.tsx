import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cost } from '@empowerment/shared/costs';
import { fakeApi } from '../../test/fake-api';
import { renderWithRouter } from '../../test/render-with-router';
import { TABLE_LISTS } from '../../test/session';
import { CostList } from './components/cost-list';

const row: Cost = {
  ID: 5,
  beneficiary_id: 41,
  beneficiary: 'Lucia Neri',
  date: '2026-02-03',
  type: 2,
  type_name: 'Rimborso viaggio',
  amount_committed: 99.9,
  amount_paid: 0,
  amount_expected: 0,
  confirmed: true,
  notes: '',
  file_id: null,
  file_name: null,
  entity_label: null,
  entity_type: 'Colloquio',
  entity_id: 3,
  CreatedAt: '2026-04-01T10:00:00.000Z',
  UpdatedAt: '2026-04-01T10:00:00.000Z',
};

describe('CostList (/costi)', () => {
  it("asks for the URL's filters, shows every beneficiary's costs and opens her record at the Costi tab", async () => {
    const api = fakeApi({
      'GET /api/list-settings': { status: 200, body: TABLE_LISTS },
      'GET /api/inits-json': { status: 200, body: {} },
      'GET /api/auth/costs/': { status: 200, body: { total: 1, data: [row] } },
    });
    const { user, router } = renderWithRouter(<CostList isAdmin={false} />, {
      url: '/costi?confirmed=true&beneficiary=Neri',
      path: '/costi',
    });
    expect(await screen.findByText('Lucia Neri')).toBeInTheDocument();
    expect(screen.getByText('Verificato')).toBeInTheDocument();
    expect(screen.getByText(/99,90\s€/)).toBeInTheDocument();
    const query = api.of('GET', '/api/auth/costs/')[0].query;
    expect(query.get('confirmed')).toBe('true');
    expect(query.get('beneficiary')).toBe('Neri');
    expect(query.get('get-tot')).toBe('true');
    await user.click(screen.getByText('Lucia Neri'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/beneficiari/41?tab=12'));
  });
});
