import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, FileListQuerySchema, FileUploadFieldsSchema, fileChoiceProblem } from '.';
import { messagesOf } from '../common/test-helpers';

describe('FileUploadFieldsSchema', () => {
  const base = { entity_type: 'Corsi', entity_id: '7', type_id: '3', notes: '', spend: '0' };

  it('reads the multipart texts', () => {
    expect(FileUploadFieldsSchema.parse({ ...base, spend: '1', beneficiary_id: '' })).toEqual({
      entity_type: 'Corsi',
      entity_id: 7,
      type_id: 3,
      notes: '',
      spend: true,
      beneficiary_id: null,
    });
    expect(FileUploadFieldsSchema.parse({ ...base, spend: false }).spend).toBe(false);
    expect(FileUploadFieldsSchema.parse({ entity_type: 'Costi', type_id: 1 }).spend).toBe(false);
  });

  it('asks for the course of a course or participation document, not of a cost document', () => {
    for (const entity_type of ['Corsi', 'Partecipazione al Corso']) {
      expect(messagesOf(FileUploadFieldsSchema.safeParse({ ...base, entity_type, entity_id: '' }))).toEqual({
        entity_id: 'Seleziona il corso a cui è legato il file',
      });
    }
    expect(FileUploadFieldsSchema.safeParse({ ...base, entity_type: 'Costi', entity_id: '', beneficiary_id: '4' }).success).toBe(true);
    // beside the other fields' errors, so that the form shows them all at once
    expect(messagesOf(FileUploadFieldsSchema.safeParse({ ...base, entity_id: null, type_id: '' }))).toEqual({
      entity_id: 'Seleziona il corso a cui è legato il file',
      type_id: 'Seleziona un tipo di documento',
    });
  });

  it('gives the texts of spec 02 for a missing entity type and document type, and long notes', () => {
    expect(messagesOf(FileUploadFieldsSchema.safeParse({ ...base, entity_type: '', type_id: '', notes: 'n'.repeat(251) }))).toEqual({
      entity_type: 'Seleziona un tipo di azione a cui è legato il file',
      type_id: 'Seleziona un tipo di documento',
      notes: 'Le note possono contenere al massimo 250 caratteri',
    });
    expect(messagesOf(FileUploadFieldsSchema.safeParse({ ...base, entity_type: 'Altro', type_id: 0 }))).toEqual({
      entity_type: 'Seleziona un tipo di azione a cui è legato il file',
      type_id: 'Seleziona un tipo di documento',
    });
    expect(FileUploadFieldsSchema.safeParse({ ...base, notes: 'n'.repeat(250) }).success).toBe(true);
  });

  it('refuses a spend flag that is not 1/0', () => {
    expect(messagesOf(FileUploadFieldsSchema.safeParse({ ...base, spend: 'yes' }))).toEqual({ spend: 'Valore non valido' });
  });
});

describe('fileChoiceProblem', () => {
  it('asks for a file, refuses more than 15 MB and names other than pdf, doc, docx', () => {
    expect(fileChoiceProblem(null)).toBe('Seleziona un file da caricare');
    expect(fileChoiceProblem({ name: 'a.pdf', size: FILE_MAX_BYTES + 1 })).toBe('Il file non può superare i 15MB');
    expect(fileChoiceProblem({ name: 'a.png', size: 10 })).toBe('È possibile caricare solo file PDF, DOC o DOCX');
    expect(fileChoiceProblem({ name: 'noext', size: 10 })).toBe('È possibile caricare solo file PDF, DOC o DOCX');
    for (const name of ['a.pdf', 'B.DOC', 'c.docx']) expect(fileChoiceProblem({ name, size: FILE_MAX_BYTES })).toBeUndefined();
  });
});

describe('FileListQuerySchema', () => {
  it('pages by 12 and reads the filters', () => {
    expect(FileListQuerySchema.parse({ entity_type: 'Corsi', entity_id: '4' })).toMatchObject({ limit: 12, offset: 0, entity_id: 4 });
    expect(FileListQuerySchema.parse({ limit: '1', beneficiary_id: '' })).toMatchObject({ limit: 1, beneficiary_id: undefined });
    expect(FileListQuerySchema.safeParse({ entity_type: 'x' }).success).toBe(false);
  });
});

describe('DocumentUploadFormSchema', () => {
  it('asks for the file with the spec text and checks its name and size', async () => {
    const { DocumentUploadFormSchema } = await import('.');
    const base = { entity_type: 'Corsi', entity_id: 1, type_id: 2, notes: '', spend: false };
    expect(messagesOf(DocumentUploadFormSchema.safeParse({ ...base, file: null }))).toEqual({ file: 'Seleziona un file da caricare' });
    expect(messagesOf(DocumentUploadFormSchema.safeParse({ ...base, file: { name: 'x.exe', size: 1 } }))).toEqual({
      file: 'È possibile caricare solo file PDF, DOC o DOCX',
    });
    expect(DocumentUploadFormSchema.safeParse({ ...base, file: { name: 'x.pdf', size: 1 } }).success).toBe(true);
  });
});
