import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cost } from '@empowerment/shared/costs';
import type { Interview } from '@empowerment/shared/interviews';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { renderWithRouter } from '../../test/render-with-router';
import { makeOperator, sessionRoutes, storeSession, TABLE_LISTS } from '../../test/session';
import { interviewerOf } from './components/interview-form';
import { BeneficiaryInterviewsTab } from './index';

const LISTS = { ...TABLE_LISTS, types_interviews: [{ ID: 3, type: 'Orientamento' }] };

const interview = (ID: number, over: Partial<Interview> = {}): Interview => ({
  ID,
  beneficiary_id: 41,
  date: `2026-03-${String(28 - (ID % 28)).padStart(2, '0')}`,
  type_id: 3,
  type: 'Orientamento',
  interviewer: 'Giulia Bianchi (COL Centro)',
  notes: '',
  beneficiary: { ID: 41, name: 'Lucia', surname: 'Neri', fiscal_code: 'NRELCU80A41H501X' },
  CreatedAt: '2026-03-01T10:00:00.000Z',
  UpdatedAt: '2026-03-02T11:30:00.000Z',
  ...over,
});

const cost = (entity_id: number): Cost => ({
  ID: 70,
  date: '2026-03-05',
  type: 1,
  amount_committed: 120.5,
  amount_paid: 0,
  amount_expected: 120.5,
  confirmed: false,
  notes: '',
  file_id: null,
  entity_type: 'Colloquio',
  entity_id,
  beneficiary_id: 41,
  beneficiary: 'Lucia Neri',
  type_name: 'Trasporti',
  file_name: null,
  entity_label: null,
  CreatedAt: '2026-03-05T10:00:00.000Z',
  UpdatedAt: '2026-03-05T10:00:00.000Z',
});

/** Her interviews as the server keeps them, newest first (and the costs attached to them). */
function server(initial: Interview[], costs: Cost[] = []) {
  let rows = [...initial];
  return fakeApi({
    'GET /api/auth/costs/': { status: 200, body: costs },
    'GET /api/list-settings': { status: 200, body: LISTS },
    'GET /api/inits-json': { status: 200, body: {} },
    'GET /api/auth/interviews/': (request) => {
      const offset = Number(request.query.get('offset'));
      return { status: 200, body: rows.slice(offset, offset + Number(request.query.get('limit'))) };
    },
    'POST /api/auth/interviews/beneficiaries/:id': (request) => {
      const created = interview(90, { ...(request.body as Partial<Interview>), type: 'Orientamento' });
      rows = [created, ...rows];
      return { status: 201, body: created };
    },
    'PUT /api/auth/interviews/:id': (request, params) => {
      rows = rows.map((r) => (r.ID === Number(params.id) ? { ...r, ...(request.body as Partial<Interview>) } : r));
      return { status: 200, body: rows.find((r) => r.ID === Number(params.id)) };
    },
    'DELETE /api/auth/interviews/:id': (_request, params) => {
      rows = rows.filter((r) => r.ID !== Number(params.id));
      return { status: 204 };
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Colloqui del beneficiario' }, { timeout: 5000 });

describe('the interviewer of a new interview', () => {
  it("is the operator's name and surname with her C.O.L., or 'non selezionato', at most 100 characters", () => {
    expect(interviewerOf(makeOperator({ col_id: 2 }), TABLE_LISTS)).toBe('Giulia Bianchi (COL COL Centro)');
    expect(interviewerOf(makeOperator({ col_id: null }), TABLE_LISTS)).toBe('Giulia Bianchi (COL non selezionato)');
    expect(interviewerOf(makeOperator({ name: 'x'.repeat(120) }), TABLE_LISTS)).toHaveLength(100);
    expect(interviewerOf(null, TABLE_LISTS)).toBe('');
  });
});

describe('BeneficiaryInterviewsTab (beneficiary tab 13)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-30T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the empty state, then adds an interview with the form rules', async () => {
    const api = server([]);
    const { user } = renderWithRouter(<BeneficiaryInterviewsTab beneficiaryId={41} />);
    expect(await screen.findByText('Nessun colloquio', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Non ci sono interviste registrate per questo beneficiario.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi Colloquio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Colloquio' });
    expect(within(dialog).getByLabelText(/^Data/)).toHaveValue('30/03/2026');
    const interviewer = within(dialog).getByLabelText(/^Intervistatore/);
    await user.type(interviewer, 'Al');
    await user.tab();
    expect(await within(dialog).findByText('Il nome deve contenere almeno 3 caratteri')).toBeInTheDocument();
    await user.type(interviewer, 'da Verdi');
    await user.click(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Orientamento' }));
    await user.type(within(dialog).getByLabelText('Esito/Note'), 'Cerca lavoro in sartoria, disponibile al mattino');
    expect(within(dialog).getByText('48/300')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Colloquio aggiunta con successo')).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/interviews/beneficiaries/:id').map((r) => [r.path, r.body])).toEqual([
      [
        '/api/auth/interviews/beneficiaries/41',
        {
          date: '2026-03-30',
          type_id: 3,
          interviewer: 'Alda Verdi',
          notes: 'Cerca lavoro in sartoria, disponibile al mattino',
          beneficiary_id: 41,
        },
      ],
    ]);
    const row = (await within(await table()).findByText('Alda Verdi')).closest('tr')!;
    expect(within(row).getByText('30/03/2026')).toBeInTheDocument();
    expect(within(row).getByText('Orientamento')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Note complete: mostra tutto/ }));
    expect(await screen.findByRole('dialog', { name: 'Note complete' })).toHaveTextContent(
      'Cerca lavoro in sartoria, disponibile al mattino',
    );
  }, 30_000);

  it('lists 11 at a time with the columns of the spec and loads more with its own label', async () => {
    const api = server(
      Array.from({ length: 12 }, (_, i) => interview(i + 1, { type: i === 0 ? '' : 'Orientamento' })),
      [cost(2)],
    );
    const { user } = renderWithRouter(<BeneficiaryInterviewsTab beneficiaryId={41} />);
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Data', 'Tipo', 'Intervistatore', 'Costo Allegato', 'Esito/Note', 'Inserito e Aggiornato', 'Azioni']);
    expect(within(grid).getAllByRole('row')).toHaveLength(12);
    expect(within(grid).getByText('Non definito')).toBeInTheDocument();
    // the cost attached to the second one: its amount in euro and its type
    const attached = within(grid).getAllByRole('row')[2];
    expect(attached).toHaveTextContent('120,50');
    expect(attached).toHaveTextContent('Trasporti');
    expect(api.of('GET', '/api/auth/costs/')[0].query.toString()).toBe('beneficiary_id=41&entity_type=Colloquio&limit=10000');
    await user.click(screen.getByRole('button', { name: 'Carica altre interviste' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Carica altre interviste' })).not.toBeInTheDocument();
    expect(api.of('GET', '/api/auth/interviews/').map((r) => r.query.toString())).toEqual([
      'beneficiary_id=41&limit=11&offset=0',
      'beneficiary_id=41&limit=11&offset=11',
    ]);
  }, 30_000);

  it("edits in 'Modifica colloquio', takes no day after today, and deletes after a confirmation", async () => {
    const api = server([interview(1, { date: '2026-03-10', notes: 'Primo' })]);
    const { user } = renderWithRouter(<BeneficiaryInterviewsTab beneficiaryId={41} />);
    await table();
    await user.click(screen.getByRole('button', { name: 'Modifica il Orientamento del 10/03/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica colloquio' });
    const date = within(dialog).getByLabelText(/^Data/);
    await user.clear(date);
    await user.type(date, '31/03/2026');
    await user.tab();
    // a day after today typed is kept, and the rule says what is wrong with it
    expect(await within(dialog).findByText('La data non può essere nel futuro')).toBeInTheDocument();
    expect(date).toHaveValue('31/03/2026');
    await user.clear(date);
    await user.type(date, '12/03/2026');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Colloquio aggiornata con successo')).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/interviews/:id').map((r) => [r.path, r.body])).toEqual([
      [
        '/api/auth/interviews/1',
        { date: '2026-03-12', type_id: 3, interviewer: 'Giulia Bianchi (COL Centro)', notes: 'Primo', beneficiary_id: 41 },
      ],
    ]);

    await user.click(await screen.findByRole('button', { name: 'Elimina il Orientamento del 12/03/2026' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Elimina colloquio' })).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Nessun colloquio')).toBeInTheDocument();
    expect(api.of('DELETE', '/api/auth/interviews/:id').map((r) => r.path)).toEqual(['/api/auth/interviews/1']);
  }, 30_000);
});

describe('/colloqui', { timeout: 60_000 }, () => {
  it('lists every interview with the daily filters, opens her record at tab 13, and offers the export to administrators', async () => {
    const admin = makeOperator({ ID: 1, super_operator: true });
    storeSession(admin);
    const api = fakeApi({
      ...sessionRoutes(admin),
      'GET /api/list-settings': { status: 200, body: LISTS },
      'GET /api/auth/interviews/': { status: 200, body: { total: 1, data: [interview(5, { notes: 'Esito positivo' })] } },
    });
    const { user, router } = renderApp('/colloqui?type_id=3&date_from=2026-03-01');
    const grid = await screen.findByRole('table', { name: 'Elenco dei colloqui' }, { timeout: 10_000 });
    expect(await within(grid).findByText('Lucia Neri')).toBeInTheDocument();
    for (const daily of ['Beneficiario', 'Tipo', 'Dal', 'Al']) expect(screen.getByLabelText(daily, { selector: 'input' })).toBeVisible();
    const query = api.of('GET', '/api/auth/interviews/').at(-1)!.query;
    expect([query.get('type_id'), query.get('date_from'), query.get('get-tot')]).toEqual(['3', '2026-03-01', 'true']);
    expect(screen.getByRole('button', { name: /Esporta/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aggiungi/ })).not.toBeInTheDocument();
    await user.click(within(grid).getByText('Lucia Neri'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/beneficiari/41?tab=13'));
  });
});
