import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render-with-router';
import { TABLE_LISTS } from '../../../test/session';
import { DocumentUploadForm } from './document-upload-form';

const LOAD = { timeout: 10_000 };

function server() {
  return fakeApi({
    'GET /api/list-settings': { status: 200, body: { ...TABLE_LISTS, types_files: [{ ID: 3, type: 'Programma' }] } },
    'GET /api/inits-json': { status: 200, body: {} },
    'POST /api/auth/files': { status: 201, body: { ID: 1 } },
  });
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('DocumentUploadForm', () => {
  it('refuses a file that is not PDF, DOC or DOCX as it is chosen', async () => {
    server();
    renderWithRouter(<DocumentUploadForm owner={{ entityType: 'Corsi', entityId: 4 }} />);
    await screen.findByRole('button', { name: 'Carica documento' }, LOAD);
    // the accept filter of user-event would hide the refusal this test is about
    fireEvent.change(fileInput(), { target: { files: [new File(['ciao'], 'foto.png', { type: 'image/png' })] } });
    expect(await screen.findByText('È possibile caricare solo file PDF, DOC o DOCX')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carica documento' })).toBeDisabled();
    // the entity is given: the form does not ask for it
    expect(screen.queryByRole('combobox', { name: /Collegato a/ })).not.toBeInTheDocument();
  });

  it('sends the document of a course as multipart with its fields', async () => {
    const api = server();
    const { user } = renderWithRouter(<DocumentUploadForm owner={{ entityType: 'Corsi', entityId: 4 }} />);
    await screen.findByRole('button', { name: 'Carica documento' }, LOAD);
    await user.click(screen.getByRole('combobox', { name: /Tipo di documento/ }));
    await user.click(await screen.findByRole('option', { name: 'Programma' }));
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'programma.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Calendario');
    await user.click(screen.getByRole('button', { name: 'Carica documento' }));

    expect(await screen.findByText('Documento caricato con successo', undefined, LOAD)).toBeInTheDocument();
    const [sent] = api.of('POST', '/api/auth/files');
    const form = sent.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      entity_type: 'Corsi',
      entity_id: '4',
      type_id: '3',
      notes: 'Calendario',
      spend: '0',
    });
    expect((form.get('file') as File).name).toBe('programma.pdf');
    // the server stores the file while it streams and judges the texts when it begins: they go first
    expect([...form.keys()].at(-1)).toBe('file');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue(''));
  });
});
