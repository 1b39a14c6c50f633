import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  FILE_MAX_BYTES,
  FILE_MSG,
  FileListQuerySchema,
  FileRecordSchema,
  FileUploadFieldsSchema,
  IdParamsSchema,
  listAnswerSchema,
  type FileUploadFields,
} from '@empowerment/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerList } from '../../lib/list';
import { AppError } from '../../lib/app-error';
import { describeFilters } from '../logs';
import { documentMime } from './files.content';
import * as repo from './files.repository';

const tags = ['files'];
/** Room for the multipart boundaries and the form's fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooBig = () => new AppError('TOO_LARGE', FILE_MSG.tooBig, { file: FILE_MSG.tooBig });
const badRequest = (field: string, message: string) => new AppError('BAD_REQUEST', message, { [field]: message });

/** The name a client gave, without any folder part, at most 255 characters. */
const cleanName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().slice(-255) || 'documento';

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 5987). */
export const attachmentHeader = (name: string) => {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

const isTooLarge = (err: unknown) => {
  const e = err as { code?: string; statusCode?: number };
  return e.statusCode === 413 || e.code === 'FST_REQ_FILE_TOO_LARGE';
};

/**
 * Reads the multipart upload: the form's texts and the one file, which is refused as soon as it
 * passes 15 MB (busboy stops at the limit, the chunks read so far are dropped), before the rest of
 * it is read (Node discards the rest of the body, unread into memory).
 */
async function readUpload(request: FastifyRequest) {
  const declared = Number(request.headers['content-length']);
  if (declared > FILE_MAX_BYTES + MULTIPART_OVERHEAD) throw tooBig();
  const texts: Record<string, string> = {};
  let upload: { name: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        texts[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        continue;
      }
      const file = part.file;
      // busboy only truncates at the limit and reads on to the end of the part: answer at once
      // instead, drop what was read, and let the rest of the body run through unread
      const content = await new Promise<Buffer>((resolve, reject) => {
        let chunks: Buffer[] = [];
        file.on('data', (chunk: Buffer) => chunks.push(chunk));
        file.once('limit', () => {
          chunks = [];
          reject(tooBig());
        });
        file.once('end', () => resolve(Buffer.concat(chunks)));
        file.once('error', reject);
      });
      if (file.truncated) throw tooBig();
      upload = { name: cleanName(part.filename), content };
    }
  } catch (err) {
    if (isTooLarge(err)) throw tooBig();
    throw err;
  }
  return { texts, upload };
}

/** The fields by the shared rules, with their Italian texts on the fields. */
function parseFields(texts: Record<string, string>): FileUploadFields {
  const parsed = FileUploadFieldsSchema.safeParse(texts);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  throw new AppError('BAD_REQUEST', Object.values(fields)[0], fields);
}

/** The list's filters for the log; paging is never part of the notes (a paged list is one view). */
const listNotes = ({ limit: _l, offset: _o, 'get-tot': _t, ...filters }: Record<string, unknown>) =>
  `Elenco documenti: ${describeFilters(filters) || 'tutti'}`;

/** Documents (spec 02 "Files"): every operator lists, uploads and downloads; administrators delete. */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
  });

  app.get(
    '/',
    {
      config: {
        audit: {
          entity: 'files',
          notes: (request) => listNotes(request.query as Record<string, unknown>),
        },
      },
      schema: {
        tags,
        summary: 'Documenti di un record o di un beneficiario',
        querystring: FileListQuerySchema,
        response: { 200: listAnswerSchema(FileRecordSchema) },
      },
    },
    async (request) => answerList(request.query, repo.fileList(app.db)),
  );

  app.post(
    '/',
    {
      config: { audit: { entity: 'files', notes: () => 'Caricamento documento' } },
      schema: {
        tags,
        summary:
          'Carica un documento (multipart: file, entity_type, entity_id, type_id, notes, spend, beneficiary_id); PDF, DOC o DOCX fino a 15 MB',
        consumes: ['multipart/form-data'],
        response: { 201: FileRecordSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('file', FILE_MSG.fileRequired);
      const { texts, upload } = await readUpload(request);
      const fields = parseFields(texts);
      request.audit.beneficiaryId = fields.beneficiary_id;
      if (!upload || upload.content.length === 0) throw badRequest('file', FILE_MSG.fileRequired);
      const mime = await documentMime(upload.content);
      if (!mime) throw badRequest('file', FILE_MSG.badType);
      if (fields.entity_type === 'Corsi' && !(fields.entity_id && (await repo.courseExists(app.db, fields.entity_id)))) {
        throw badRequest('entity_id', FILE_MSG.entityMissing);
      }
      if (fields.entity_type === 'Partecipazione al Corso') {
        const owner = fields.entity_id ? await repo.participationOwner(app.db, fields.entity_id) : undefined;
        if (owner === undefined) throw badRequest('entity_id', FILE_MSG.entityMissing);
        if (fields.beneficiary_id && fields.beneficiary_id !== owner) throw badRequest('entity_id', FILE_MSG.entityMismatch);
        fields.beneficiary_id = owner;
        request.audit.beneficiaryId = owner;
      }
      const created = await repo.insertFile(
        app.db,
        { ...fields, name: upload.name, mime, operatorId: request.operator?.id ?? null },
        upload.content,
      );
      request.audit.notes = `Documento caricato: ${created.name} (${created.entity_type}${created.entity_id ? ` #${created.entity_id}` : ''})`;
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/download/:id',
    {
      config: { audit: { entity: 'files', notes: (request) => `Download documento #${(request.params as { id: string }).id}` } },
      schema: { tags, summary: 'Scarica un documento con il suo nome originale', params: IdParamsSchema },
    },
    async (request, reply) => {
      const file = await repo.findFile(app.db, request.params.id);
      if (!file) throw new AppError('NOT_FOUND', FILE_MSG.notFound);
      request.audit.beneficiaryId = file.beneficiary_id;
      request.audit.notes = `Documento scaricato: ${file.name}`;
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', file.size)
        .header('Content-Disposition', attachmentHeader(file.name))
        .header('Cache-Control', 'private, no-store')
        .send(Readable.from(repo.fileSlices(app.db, file.ID, file.size)));
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'admin', audit: { entity: 'files', notes: (request) => `Documento #${(request.params as { id: string }).id}` } },
      schema: { tags, summary: 'Elimina un documento (amministratori)', params: IdParamsSchema },
    },
    async (request, reply) => {
      const deleted = await repo.deleteFile(app.db, request.params.id);
      if (!deleted) throw new AppError('NOT_FOUND', FILE_MSG.notFound);
      request.audit.beneficiaryId = deleted.beneficiaryId;
      request.audit.notes = `Documento eliminato: ${deleted.name}`;
      return reply.status(204).send();
    },
  );
};
export default fileRoutes;
