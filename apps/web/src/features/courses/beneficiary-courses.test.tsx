import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseMinInfo, Participation } from '@empowerment/shared/courses';
import { fakeApi } from '../../test/fake-api';
import { renderWithRouter } from '../../test/render-with-router';
import { BeneficiaryCoursesTab } from './index';

const participation = (ID: number, over: Partial<Participation> = {}): Participation => ({
  ID,
  beneficiary_id: 41,
  course_id: 100 + ID,
  certification: false,
  notes: '',
  name: 'Lucia',
  surname: 'Neri',
  course: {
    ID: 100 + ID,
    type: `Corso ${ID}`,
    type_qualification: '',
    mode: 'Presenza',
    start_date: null,
    provider_course: 'Formazione Roma',
  },
  CreatedAt: '2026-04-01T10:00:00.000Z',
  UpdatedAt: '2026-04-01T10:00:00.000Z',
  ...over,
});
const sartoria: CourseMinInfo = { ID: 7, type: 'Sartoria', company_name: 'Ente Moda', start_date: '2030-03-25' };

/** Her participations as the server keeps them, newest first, with the courses she may still join. */
function server(initial: Participation[]) {
  let rows = [...initial];
  const api = fakeApi({
    'GET /api/auth/participants/beneficiaries/:id': (request) => {
      const offset = Number(request.query.get('offset'));
      return { status: 200, body: rows.slice(offset, offset + Number(request.query.get('limit'))) };
    },
    'GET /api/auth/courses/': () => ({ status: 200, body: rows.some((r) => r.course_id === 7) ? [] : [sartoria] }),
    'POST /api/auth/participants/beneficiaries/:id/courses/:courseId': (request) => {
      const body = request.body as { certification: boolean; notes: string };
      const created = participation(50, {
        ...body,
        course_id: 7,
        course: { ID: 7, type: 'Sartoria', type_qualification: '', mode: 'FAD', start_date: '2030-03-25', provider_course: 'Ente Moda' },
      });
      rows = [created, ...rows];
      return { status: 201, body: created };
    },
    'PUT /api/auth/participants/:id': (request, params) => {
      const body = request.body as Partial<Participation>;
      rows = rows.map((r) => (r.ID === Number(params.id) ? { ...r, ...body, UpdatedAt: '2026-04-02T10:00:00.000Z' } : r));
      return { status: 200, body: rows.find((r) => r.ID === Number(params.id)) };
    },
    'DELETE /api/auth/participants/:id': (_request, params) => {
      rows = rows.filter((r) => r.ID !== Number(params.id));
      return { status: 204 };
    },
  });
  return api;
}

const table = () => screen.findByRole('table', { name: 'Corsi della beneficiaria' });

describe('BeneficiaryCoursesTab (beneficiary tab 10)', () => {
  it('lists her courses with the certificate badge and loads 11 more while the last page was full', async () => {
    const api = server(Array.from({ length: 12 }, (_, i) => participation(i + 1, { certification: i === 0 })));
    const { user } = renderWithRouter(<BeneficiaryCoursesTab beneficiaryId={41} />);
    const rows = () => within(screen.getByRole('table', { name: 'Corsi della beneficiaria' })).getAllByRole('row');
    await table();
    expect(rows()).toHaveLength(12); // the heading and 11
    const first = screen.getByText('Corso 1').closest('tr')!;
    expect(within(first).getByText('Attestato')).toBeInTheDocument();
    expect(within(screen.getByText('Corso 2').closest('tr')!).getByText("Non ha preso l'Attestato")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carica altri' }));
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Carica altri' })).not.toBeInTheDocument();
    expect(api.of('GET', '/api/auth/participants/beneficiaries/:id').map((r) => r.query.toString())).toEqual([
      'limit=11&offset=0',
      'limit=11&offset=11',
    ]);
  });

  it('adds her to a course she is not in, once one is chosen', async () => {
    const api = server([]);
    const { user } = renderWithRouter(<BeneficiaryCoursesTab beneficiaryId={41} />);
    expect(await screen.findByText('Nessun corso registrato per questa beneficiaria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi corso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi corso' });
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeDisabled();
    const select = within(dialog).getByRole('combobox', { name: /Corso/ });
    await user.click(select);
    await user.tab();
    expect(await within(dialog).findByText('Seleziona un corso')).toBeInTheDocument();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Sartoria – Ente Moda · Data di inizio: 25/03/2030' }));
    await user.click(within(dialog).getByLabelText('Preso Attestato'));
    await user.type(within(dialog).getByLabelText('Note'), 'Mattina');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Corso aggiunto con successo al beneficiario')).toBeInTheDocument();
    expect(api.of('POST', '/api/auth/participants/beneficiaries/:id/courses/:courseId').map((r) => [r.path, r.body])).toEqual([
      ['/api/auth/participants/beneficiaries/41/courses/7', { certification: true, notes: 'Mattina', beneficiary_id: 41, course_id: 7 }],
    ]);
    const sartoriaRow = (await within(await table()).findByText('Sartoria')).closest('tr')!;
    expect(within(sartoriaRow).getByText('25/03/2030')).toBeInTheDocument(); // the course's start date
    expect(api.of('GET', '/api/auth/courses/')[0].query.toString()).toBe('notBeneficiary=41&minInfo=true&limit=10000000&only_signed=true');
  }, 30_000);

  it('edits the certification, skips a save that changes nothing, and removes a participation', async () => {
    const api = server([participation(1, { notes: 'Aula 2' })]);
    const { user } = renderWithRouter(<BeneficiaryCoursesTab beneficiaryId={41} />);
    await table();
    await user.click(screen.getByRole('button', { name: 'Modifica la partecipazione a Corso 1 – Formazione Roma' }));
    let dialog = await screen.findByRole('dialog', { name: 'Modifica partecipazione' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nessuna modifica rilevata')).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/participants/:id')).toEqual([]);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica partecipazione' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Modifica la partecipazione a Corso 1 – Formazione Roma' }));
    dialog = await screen.findByRole('dialog', { name: 'Modifica partecipazione' });
    await user.click(within(dialog).getByLabelText('Preso Attestato'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Partecipazione al corso aggiornata con successo')).toBeInTheDocument();
    expect(api.of('PUT', '/api/auth/participants/:id').map((r) => [r.path, r.body])).toEqual([
      ['/api/auth/participants/1', { certification: true, notes: 'Aula 2', beneficiary_id: 41, course_id: 101 }],
    ]);
    expect(await within(screen.getByText('Corso 1').closest('tr')!).findByText('Attestato')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rimuovi la partecipazione a Corso 1 – Formazione Roma' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Rimuovi partecipazione' })).getByRole('button', { name: 'Rimuovi' }),
    );
    expect(await screen.findByText('Nessun corso registrato per questa beneficiaria.')).toBeInTheDocument();
    expect(api.of('DELETE', '/api/auth/participants/:id').map((r) => r.path)).toEqual(['/api/auth/participants/1']);
  }, 30_000);
});
