import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@empowerment/shared';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const admin = makeOperator({ ID: 1, super_operator: true });
const entries: LogEntry[] = [
  {
    ID: 2,
    action: 'put',
    entita: 'operators',
    CreatedAt: '2026-03-05T10:15:00.000Z',
    notes: 'operatore 7',
    status_code: 200,
    beneficiary_id: null,
    operator: { email: 'anna@example.org' },
  },
  {
    ID: 1,
    action: 'get',
    entita: 'beneficiary',
    CreatedAt: '2026-03-05T09:00:00.000Z',
    notes: null,
    status_code: 404,
    beneficiary_id: 42,
    operator: null,
  },
];

describe('Registro Attività', () => {
  it('shows each entry with its action, operator or Sistema, outcome and notes, and filters by action', async () => {
    storeSession(admin);
    const api = fakeApi({ ...sessionRoutes(admin), 'GET /api/auth/logs/': { status: 200, body: { total: 2, data: entries } } });
    const { user } = renderApp('/logs');
    const table = await screen.findByRole('table', { name: 'Registro Attività' });
    const first = (await within(table).findByText('Aggiornamento operators')).closest('tr')!;
    expect(within(first).getByText('anna@example.org')).toBeInTheDocument();
    expect(within(first).getByText('Success 200')).toBeInTheDocument();
    const second = within(table).getByText('Visualizzazione beneficiary').closest('tr')!;
    expect(within(second).getByText('Sistema')).toBeInTheDocument();
    expect(within(second).getByText('Client Error 404')).toBeInTheDocument();
    expect(within(second).getByText('Nessun dettaglio disponibile')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: '#42' })).toHaveAttribute('href', '/beneficiari/42');

    await user.click(screen.getByRole('combobox', { name: 'Azione' }));
    await user.click(await screen.findByRole('option', { name: 'Eliminazione' }));
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    await waitFor(() => expect(api.of('GET', '/api/auth/logs/').at(-1)?.query.get('action')).toBe('delete'));
  });
});
