import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Participation } from '@empowerment/shared/courses';
import type { FileRecord } from '@empowerment/shared/files';
import { fakeApi, type FakeReply, type FakeRequest } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render-with-router';
import { makeOperator, sessionRoutes, storeSession, TABLE_LISTS } from '../../../test/session';
import { restoreSession } from '../../auth';
import { DocumentsTab } from './documents-tab';

const LOAD = { timeout: 10_000 };
const admin = makeOperator({ ID: 1, super_operator: true });
const operator = makeOperator({ ID: 2 });

const document = (ID: number, over: Partial<FileRecord> = {}): FileRecord => ({
  ID,
  name: `documento-${ID}.pdf`,
  type_id: 3,
  type: 'Ricevuta',
  entity_type: 'Costi',
  entity_id: null,
  beneficiary_id: 42,
  notes: '',
  spend: false,
  size: 2048,
  mime: 'application/pdf',
  CreatedAt: '2026-04-01T10:00:00.000Z',
  ...over,
});

const sartoria = {
  ID: 9,
  beneficiary_id: 42,
  course_id: 7,
  course: { ID: 7, type: 'Sartoria', type_qualification: '', mode: 'Presenza', start_date: null, provider_course: 'Ente Moda' },
} as Participation;

let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:scheda');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

/** Her documents as the server keeps them, newest first, her one course, and the sheets. */
function start(
  who = admin,
  initial: FileRecord[] = [document(1, { entity_type: 'Corsi', entity_id: 7, notes: 'Iscrizione' })],
  scheda?: FakeReply,
) {
  let rows = [...initial];
  storeSession(who);
  restoreSession();
  const api = fakeApi({
    ...sessionRoutes(who),
    'GET /api/list-settings': { status: 200, body: { ...TABLE_LISTS, types_files: [{ ID: 3, type: 'Ricevuta' }] } },
    'GET /api/auth/files/': (request: FakeRequest) => {
      const offset = Number(request.query.get('offset'));
      return { status: 200, body: rows.slice(offset, offset + Number(request.query.get('limit'))) };
    },
    'POST /api/auth/files': (request: FakeRequest) => {
      const form = request.body as FormData;
      const created = document(100, {
        name: (form.get('file') as File).name,
        entity_type: String(form.get('entity_type')),
        entity_id: Number(form.get('entity_id')) || null,
      });
      rows = [created, ...rows];
      return { status: 201, body: created };
    },
    'DELETE /api/auth/files/:id': (_request: FakeRequest, params: Record<string, string>) => {
      rows = rows.filter((r) => r.ID !== Number(params.id));
      return { status: 204 };
    },
    'GET /api/auth/participants/beneficiaries/42': { status: 200, body: [sartoria] },
    'POST /api/auth/files/beneficiaries/42/generate-template/:template': (_request: FakeRequest, params: Record<string, string>) =>
      scheda ?? {
        status: 200,
        raw: 'PK docx',
        headers: { 'Content-Disposition': `attachment; filename="Scheda_${params.template}_Esposito_Maria.docx"` },
      },
  });
  return { api, ...renderWithRouter(<DocumentsTab beneficiaryId={42} />) };
}

const table = () => screen.findByRole('table', { name: 'Documenti' }, LOAD);
const fileInput = () => window.document.querySelector('input[type="file"]') as HTMLInputElement;

describe('DocumentsTab (beneficiary tab 15)', () => {
  it('lists her documents with what each is linked to, 12 at a time, and more while the last page was full', async () => {
    const { api, user } = start(
      admin,
      Array.from({ length: 13 }, (_, i) => document(i + 1, i === 0 ? { entity_type: 'Corsi', entity_id: 7 } : {})),
    );
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(await within(rows[1]).findByText('Corsi: Sartoria – Ente Moda')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Costi')).toBeInTheDocument();
    expect(api.of('GET', '/api/auth/files/')[0].query.get('beneficiary_id')).toBe('42');
    expect(api.of('GET', '/api/auth/files/')[0].query.get('limit')).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Carica altri documenti' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Documenti' })).getAllByRole('row')).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Carica altri documenti' })).not.toBeInTheDocument();
  });

  it('lets an administrator delete a document after confirming', async () => {
    const { api, user } = start(admin);
    await table();
    await user.click(await screen.findByRole('button', { name: 'Elimina documento-1.pdf' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina documento' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Nessun documento caricato.', undefined, LOAD)).toBeInTheDocument();
    expect(api.of('DELETE', '/api/auth/files/1')).toHaveLength(1);
  });

  it('shows an operator no delete action', async () => {
    start(operator);
    await table();
    expect(await screen.findByRole('button', { name: 'Scarica documento-1.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina documento-1.pdf' })).not.toBeInTheDocument();
  });

  it('uploads a document linked to one of her courses, with her id, and lists it', async () => {
    const { api, user } = start(operator, []);
    await screen.findByText('Nessun documento caricato.', undefined, LOAD);
    await user.click(screen.getByRole('combobox', { name: /Collegato a/ }));
    await user.click(await screen.findByRole('option', { name: 'Corsi' }));
    await user.click(screen.getByRole('combobox', { name: /^Corso/ }));
    await user.click(await screen.findByRole('option', { name: 'Sartoria – Ente Moda' }));
    await user.click(screen.getByRole('combobox', { name: /Tipo di documento/ }));
    await user.click(await screen.findByRole('option', { name: 'Ricevuta' }));
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'attestato.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Frequenza');
    expect(screen.getByText('9/250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carica documento' }));

    expect(await screen.findByText('Documento caricato con successo', undefined, LOAD)).toBeInTheDocument();
    const form = api.of('POST', '/api/auth/files')[0].body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      entity_type: 'Corsi',
      entity_id: '7',
      type_id: '3',
      notes: 'Frequenza',
      spend: '0',
      beneficiary_id: '42',
    });
    expect(await within(await table()).findByText('attestato.pdf')).toBeInTheDocument();
  });

  it('asks for the course of a participation document; a cost document names none', async () => {
    const { user } = start(operator, []);
    await screen.findByText('Nessun documento caricato.', undefined, LOAD);
    await user.click(screen.getByRole('combobox', { name: /Collegato a/ }));
    await user.click(await screen.findByRole('option', { name: 'Partecipazione al Corso' }));
    await user.click(screen.getByRole('combobox', { name: /Tipo di documento/ }));
    await user.click(await screen.findByRole('option', { name: 'Ricevuta' }));
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    // the course is still missing: the save waits for it
    expect(screen.getByRole('button', { name: 'Carica documento' })).toBeDisabled();
    fireEvent.blur(screen.getByRole('combobox', { name: /^Corso/ }));
    expect(await screen.findByText('Seleziona il corso a cui è legato il file')).toBeInTheDocument();
    // a cost document names no course
    await user.click(screen.getByRole('combobox', { name: /Collegato a/ }));
    await user.click(await screen.findByRole('option', { name: 'Costi' }));
    expect(screen.queryByRole('combobox', { name: /^Corso/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carica documento' })).toBeEnabled();
  });

  it('downloads Scheda A and Scheda D under the names the server gives them', async () => {
    const { api, user } = start(operator);
    await user.click(await screen.findByRole('button', { name: 'Genera Scheda A' }, LOAD));
    await waitFor(() => expect(saved).toEqual(['Scheda_A_Esposito_Maria.docx']));
    await user.click(screen.getByRole('button', { name: 'Genera Scheda D' }));
    await waitFor(() => expect(saved).toEqual(['Scheda_A_Esposito_Maria.docx', 'Scheda_D_Esposito_Maria.docx']));
    expect(api.of('POST', '/api/auth/files/beneficiaries/42/generate-template/A')).toHaveLength(1);
  });

  it('says so when the answer holds no file', async () => {
    const { user } = start(operator, [], { status: 200, raw: '' });
    await user.click(await screen.findByRole('button', { name: 'Genera Scheda D' }, LOAD));
    expect(await screen.findByText('Nessun documento generato per la Scheda D')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('gives the catalogue text of a failed generation', async () => {
    const { user } = start(operator, [], { status: 502, body: { error: 'Errore nella generazione del file, riprovare più tardi' } });
    await user.click(await screen.findByRole('button', { name: 'Genera Scheda A' }, LOAD));
    expect(await screen.findByText('Errore nella generazione del file, riprovare più tardi')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
