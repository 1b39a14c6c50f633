import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupActivityRow } from '@empowerment/shared/events';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { renderWithRouter } from '../../test/render-with-router';
import { makeOperator, sessionRoutes, storeSession } from '../../test/session';
import { GroupActivityPanel } from './index';

const teatro: GroupActivityRow = {
  ID: 4,
  name: 'Laboratorio di teatro',
  type: 'Laboratorio',
  date: '2026-09-01',
  participants: 0,
  CreatedAt: '2026-08-01T10:00:00.000Z',
  UpdatedAt: '2026-08-01T10:00:00.000Z',
};

describe('Group Activity', () => {
  it('lists name, type and date, and adds one', async () => {
    const operator = makeOperator({ ID: 5 });
    storeSession(operator);
    const api = fakeApi({
      ...sessionRoutes(operator),
      'GET /api/auth/group-activity/': { status: 200, body: { total: 1, data: [teatro] } },
      'POST /api/auth/group-activity/': (request) => ({ status: 201, body: { ...teatro, ...(request.body as object), ID: 8 } }),
    });
    const { user } = renderApp('/group-activity');
    const row = (
      await within(await screen.findByRole('table', { name: 'Elenco delle group activity' })).findByText('Laboratorio di teatro')
    ).closest('tr')!;
    expect(within(row).getByText('Laboratorio')).toBeInTheDocument();
    expect(within(row).getByText('01/09/2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aggiungi Group Activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Group Activity' });
    await user.type(within(dialog).getByLabelText(/Nome/), 'Yoga');
    await user.type(within(dialog).getByLabelText(/Tipo/), 'Incontro');
    await user.type(within(dialog).getByLabelText(/Data/), '03/10/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Group Activity creata con successo')).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/group-activity/').map((r) => r.body)).toEqual([
      { name: 'Yoga', type: 'Incontro', date: '2026-10-03' },
    ]);
  }, 30_000);
});

describe('GroupActivityPanel (beneficiary tab 17)', () => {
  it('lists her group activities and offers the ones she has not joined', async () => {
    const api = fakeApi({
      'GET /api/auth/beneficiaries/:id/group-activity/': {
        status: 200,
        body: [{ ID: 2, group_activity_id: 2, name: 'Cucito', type: 'Laboratorio', date: '2026-06-01' }],
      },
      'GET /api/auth/group-activity/': { status: 200, body: [teatro] },
    });
    renderWithRouter(<GroupActivityPanel beneficiaryId={12} />);
    expect(await screen.findByText('Cucito · Laboratorio · 01/06/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registra' })).toBeDisabled();
    await waitFor(() => expect(api.of('GET', '/api/auth/group-activity/').map((r) => r.query.get('notBeneficiary'))).toEqual(['12']));
  });
});
