import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Course, Participation } from '@empowerment/shared/courses';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeOperator, sessionRoutes, storeSession } from '../../../test/session';

const course = (fields: Partial<Course>): Course => ({
  ID: 1,
  type_id: 1,
  type: 'Lingua italiana L2',
  type_qualification: 'Attestato di frequenza',
  address: 'Via Roma 1',
  municipio_id: null,
  municipio: null,
  mode: 'Presenza',
  start_date: null,
  duration: '3 mesi',
  days_hours: '',
  paid: true,
  price_notes: 'Quota di iscrizione 50 euro',
  access_criteria: '',
  website: 'https://ente.example.org',
  contact_name: 'Paola',
  contact_phone: '',
  contact_mail: '',
  internal_referent: '',
  internal_referent_phone: '',
  notes: 'Iscrizioni aperte fino a marzo',
  provider: 5,
  provider_course: 'Ente Alfa',
  participants_count: 2,
  files_count: 0,
  CreatedAt: '2026-01-01T00:00:00.000Z',
  UpdatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const participation = (fields: Partial<Participation>): Participation => ({
  ID: 1,
  beneficiary_id: 7,
  course_id: 1,
  certification: false,
  notes: '',
  name: 'Maria',
  surname: 'Rossi',
  course: { ID: 1, type: 'Lingua italiana L2', type_qualification: '', mode: 'Presenza', start_date: null, provider_course: 'Ente Alfa' },
  CreatedAt: '2026-01-01T00:00:00.000Z',
  UpdatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

function signedIn(superOperator: boolean) {
  const operator = makeOperator({ super_operator: superOperator });
  storeSession(operator);
  return fakeApi({
    ...sessionRoutes(operator),
    'GET /api/auth/courses/': { status: 200, body: { total: 1, data: [course({})] } },
    'GET /api/auth/companies/': { status: 200, body: [{ ID: 5, company_name: 'Ente Alfa' }] },
    'PUT /api/auth/courses/1': (request) => ({ status: 200, body: course(request.body as Partial<Course>) }),
    'GET /api/auth/participants/courses/1': {
      status: 200,
      body: [participation({ ID: 1, certification: true }), participation({ ID: 2, beneficiary_id: 8, name: 'Anna', surname: 'Bianchi' })],
    },
  });
}

// the lazy screen, the reference lists and the table's skeleton come first (a busy machine is slow)
const LOAD = { timeout: 10_000 };

describe('Courses page', () => {
  // the lazy screen's first import is transformed on demand: once, before the clocks of the tests
  beforeAll(() => import('./courses-page'), 60_000);

  it("starts an operator's list with the signed training bodies only and shows her no administrator action", async () => {
    const server = signedIn(false);
    renderApp('/corsi');
    await screen.findByText('Via Roma 1', undefined, LOAD);
    expect(server.of('GET', '/api/auth/courses/')[0].query.get('only_signed')).toBe('true');
    expect(screen.queryByRole('columnheader', { name: 'Azioni' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Modifica / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Esporta in Excel' })).not.toBeInTheDocument();
  });

  it('gives an administrator every course, the actions and the export', async () => {
    const server = signedIn(true);
    renderApp('/corsi');
    await screen.findByText('Via Roma 1', undefined, LOAD);
    expect(server.of('GET', '/api/auth/courses/')[0].query.get('only_signed')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Azioni' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifica Lingua italiana L2 (Ente Alfa)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esporta in Excel' })).toBeInTheDocument();
  });

  it('cuts the notes at 10 characters, opens the price notes, and lists the participants with their certificate badge', async () => {
    signedIn(false);
    const { user } = renderApp('/corsi');
    await screen.findByText('Via Roma 1', undefined, LOAD);
    expect(screen.getByRole('button', { name: /mostra tutto/ })).toHaveTextContent('Iscrizioni…');

    await user.click(screen.getByRole('button', { name: 'Note sul costo' }));
    expect(await screen.findByText('Quota di iscrizione 50 euro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));

    await user.click(screen.getByRole('button', { name: 'Partecipanti di Lingua italiana L2 (Ente Alfa): 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partecipanti – Lingua italiana L2 (Ente Alfa)' });
    const items = await within(dialog).findAllByRole('listitem', undefined, LOAD);
    expect(items[0]).toHaveTextContent('Rossi Maria');
    expect(within(items[0]).getByText('Attestato')).toBeInTheDocument();
    expect(within(items[1]).getByText("Non ha preso l'Attestato")).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Rossi Maria' })).toHaveAttribute('href', '/beneficiari/7?tab=10');
  });

  it('lets an administrator give a course its start date, typed as Italians write it, refusing a day that is none; the list has its column', async () => {
    const server = signedIn(true);
    const { user } = renderApp('/corsi');
    await screen.findByText('Via Roma 1', undefined, LOAD);
    expect(screen.getByRole('columnheader', { name: 'Data di inizio' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifica Lingua italiana L2 (Ente Alfa)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica corso' });
    const start = within(dialog).getByRole('textbox', { name: 'Data di inizio' });
    expect(start).toHaveValue('');
    await user.type(start, '31/02/2030');
    await user.tab();
    expect(await within(dialog).findByText('La data di inizio non è valida')).toBeInTheDocument();

    await user.clear(start);
    await user.type(start, '15.3.2030');
    await user.tab();
    expect(start).toHaveValue('15/03/2030');
    expect(within(dialog).queryByText('La data di inizio non è valida')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Corso aggiornato con successo', undefined, LOAD)).toBeInTheDocument();
    expect(server.of('PUT', '/api/auth/courses/1').map((r) => r.body)).toEqual([
      expect.objectContaining({ ID: 1, start_date: '2030-03-15' }),
    ]);
  }, 60_000);
});
