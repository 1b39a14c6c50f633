import { z } from 'zod';
import { MSG } from '../messages';
import { isBlank } from '../common/empty';
import { optionalId, optionalText, requiredId } from '../common/fields';
import { enumFilter, idFilter } from '../common/filters';
import { ListQuerySchema } from '../common/list';
import { DOCUMENT_EXTENSIONS, DOCUMENT_TYPES, fileExtension } from './file-names';

/** Spec 02 §5 "File upload" and §8: the texts of the upload form and the documents lists. */
export const FILE_MSG = {
  badType: 'È possibile caricare solo file PDF, DOC o DOCX',
  tooBig: 'Il file non può superare i 15MB',
  entityTypeRequired: 'Seleziona un tipo di azione a cui è legato il file',
  /** A course or participation document without its course. */
  entityRequired: 'Seleziona il corso a cui è legato il file',
  typeRequired: 'Seleziona un tipo di documento',
  fileRequired: 'Seleziona un file da caricare',
  notesTooLong: 'Le note possono contenere al massimo 250 caratteri',
  uploaded: 'Documento caricato con successo',
  /** The record the document is for does not exist. */
  entityMissing: 'Il record a cui collegare il documento non esiste',
  /** 422: a participation belongs to another beneficiary than the one named. */
  entityMismatch: 'Il record indicato non appartiene a questo beneficiario',
  /** 404: the beneficiary named does not exist. */
  beneficiaryMissing: 'Il beneficiario indicato non esiste',
  /** 422: a course document names a beneficiary who is not one of the course's participants. */
  notParticipant: 'Il beneficiario indicato non partecipa a questo corso: aggiungilo ai partecipanti prima di collegargli un documento',
  /** A multipart upload with a second file. */
  oneFileOnly: 'Invia un solo file per volta',
  /** A multipart upload with more texts than the upload form has. */
  tooManyFields: 'La richiesta contiene troppi campi',
  /** 429: more uploads at once than the server stores and queues. */
  busy: 'Troppi caricamenti in corso: riprova tra qualche istante',
  /** 404 on a download. */
  notFound: 'Documento non trovato',
} as const;

/** Spec 02 §9: upload 15 MB at most. */
export const FILE_MAX_BYTES = 15 * 1024 * 1024;
export const FILE_NOTES_MAX = 250;
/** Spec 02 §9: files lists page by 12. */
export const FILES_PAGE_SIZE = 12;
/** What the file input offers (the server decides by the content, not by these). */
export const FILE_ACCEPT = [...DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`), ...Object.values(DOCUMENT_TYPES)].join(',');

/** Spec 02 §3: the records a document may belong to (entity_type), as they are stored. */
export const FILE_ENTITY_TYPES = ['Corsi', 'Partecipazione al Corso', 'Costi'] as const;
export type FileEntityType = (typeof FILE_ENTITY_TYPES)[number];

/**
 * What the browser can tell of a chosen file before sending it: missing, too big, or a name that
 * is not .pdf/.doc/.docx. The server judges the content itself (a renamed file is refused there).
 */
export function fileChoiceProblem(file: { name: string; size: number } | null | undefined): string | undefined {
  if (!file) return FILE_MSG.fileRequired;
  if (file.size > FILE_MAX_BYTES) return FILE_MSG.tooBig;
  if (!(DOCUMENT_EXTENSIONS as string[]).includes(fileExtension(file.name))) return FILE_MSG.badType;
  return undefined;
}

/** spend: the form's checkbox (boolean) or the multipart text '1' / '0' ('true' / 'false' too); missing is false. */
const spendFlag = z.preprocess(
  (v) => (isBlank(v) ? false : v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ message: MSG.badValue }),
);

const uploadFields = {
  entity_type: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(FILE_ENTITY_TYPES, { message: FILE_MSG.entityTypeRequired })),
  entity_id: optionalId(),
  type_id: z.preprocess((v) => (isBlank(v) ? undefined : v), requiredId(FILE_MSG.typeRequired)),
  notes: optionalText(FILE_NOTES_MAX, FILE_MSG.notesTooLong),
  spend: spendFlag,
  beneficiary_id: optionalId(),
};

/** The entity types whose document names its record (entity_id); a cost document names only its beneficiary. */
const LINKED_ENTITY_TYPES: readonly unknown[] = ['Corsi', 'Partecipazione al Corso'] satisfies FileEntityType[];

/** A course or participation document names its course: checked beside the other fields' errors, so the form shows them all at once. */
const withLinkedRecord = <T extends z.ZodObject>(schema: T) =>
  schema.refine(
    (v: { entity_type?: unknown; entity_id?: unknown }) => !LINKED_ENTITY_TYPES.includes(v.entity_type) || !isBlank(v.entity_id),
    {
      path: ['entity_id'],
      message: FILE_MSG.entityRequired,
      when: () => true,
    },
  );

/** The fields of the multipart upload (POST /api/auth/files/) besides the file, and of the upload form. */
export const FileUploadFieldsSchema = withLinkedRecord(z.object(uploadFields));
export type FileUploadFields = z.infer<typeof FileUploadFieldsSchema>;
export type FileUploadFormValues = z.input<typeof FileUploadFieldsSchema>;

/** A stored document as lists give it (spec 02 §3), with its type's label, size and kind. */
export const FileRecordSchema = z.object({
  ID: z.number().int(),
  name: z.string(),
  type_id: z.number().int(),
  /** The label of type_id (types_files). */
  type: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  beneficiary_id: z.number().int().nullable(),
  notes: z.string(),
  spend: z.boolean(),
  /** Bytes. */
  size: z.number().int(),
  mime: z.string(),
  CreatedAt: z.string(),
});
export type FileRecord = z.infer<typeof FileRecordSchema>;

/** GET /api/auth/files/?entity_id&beneficiary_id&entity_type&limit&offset */
export const FileListQuerySchema = ListQuerySchema.extend({
  limit: ListQuerySchema.shape.limit.unwrap().default(FILES_PAGE_SIZE),
  entity_type: enumFilter(FILE_ENTITY_TYPES),
  entity_id: idFilter,
  beneficiary_id: idFilter,
});
export type FileListQuery = z.infer<typeof FileListQuerySchema>;

/** The upload form: the fields, and the chosen file with the rules the browser can check. */
export const DocumentUploadFormSchema = withLinkedRecord(
  z.object({
    ...uploadFields,
    file: z
      .custom<{ name: string; size: number } | null>((v) => v == null || (typeof v === 'object' && 'name' in v && 'size' in v))
      .superRefine((file, ctx) => {
        const problem = fileChoiceProblem(file);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  }),
);
