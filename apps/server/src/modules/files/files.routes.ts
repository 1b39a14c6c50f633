import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { IdParamsSchema, listAnswerSchema } from '@empowerment/shared';
import {
  cleanFileName,
  FILE_MAX_BYTES,
  FILE_MSG,
  FileListQuerySchema,
  FileRecordSchema,
  FileUploadFieldsSchema,
  SchedaParamsSchema,
  type FileUploadFields,
} from '@empowerment/shared/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerList } from '../../lib/list';
import { AppError } from '../../lib/app-error';
import { describeFilters, listFilters } from '../../lib/filter-notes';
import { requestTimeLimits } from '../../lib/request-time-limits';
import type { Db } from '../../db/client';
import * as repo from './files.repository';
import { attachmentHeader } from '../../lib/attachment-header';
import { badRequest, fieldError, storeUpload, tooBig } from './files.upload';
import { generateScheda } from './scheda';
import { defineModule } from '../define-module';

const tags = ['files'];
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Room for the multipart boundaries and the form's fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** What a failed upload tells its client: busboy's limits (@fastify/multipart's 413s) in the form's words. */
function uploadRefusal(err: unknown) {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooBig();
    case 'FST_FILES_LIMIT':
      return badRequest('file', FILE_MSG.oneFileOnly);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('TOO_LARGE', FILE_MSG.tooManyFields);
    default:
      return err;
  }
}

/** The fields by the shared rules, with their Italian texts on the fields. */
function parseFields(texts: Record<string, string>): FileUploadFields {
  const parsed = FileUploadFieldsSchema.safeParse(texts);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  throw new AppError('BAD_REQUEST', Object.values(fields)[0], fields);
}

/**
 * The records a document is linked to exist (404) and belong together (422): a course and, when one
 * is named, a beneficiary among its participants; a participation, whose beneficiary the document
 * then belongs to; a cost, none of which exists before the costs table does, so a cost document
 * names only its beneficiary. A course or participation not named at all is refused by the shared
 * schema (400).
 */
async function checkLinks(db: Db, fields: FileUploadFields): Promise<FileUploadFields> {
  const { entity_type: type, entity_id: entityId, beneficiary_id: beneficiaryId } = fields;
  const missing = (field: string, message: string) => fieldError('NOT_FOUND', field, message);
  if (beneficiaryId && !(await repo.beneficiaryExists(db, beneficiaryId))) throw missing('beneficiary_id', FILE_MSG.beneficiaryMissing);
  switch (type) {
    case 'Corsi':
      if (!(await repo.courseExists(db, entityId!))) throw missing('entity_id', FILE_MSG.entityMissing);
      if (beneficiaryId && !(await repo.isParticipant(db, entityId!, beneficiaryId))) {
        throw fieldError('UNPROCESSABLE', 'beneficiary_id', FILE_MSG.notParticipant);
      }
      return fields;
    case 'Partecipazione al Corso': {
      const owner = await repo.participationOwner(db, entityId!);
      if (owner === undefined) throw missing('entity_id', FILE_MSG.entityMissing);
      if (beneficiaryId && beneficiaryId !== owner) throw fieldError('UNPROCESSABLE', 'entity_id', FILE_MSG.entityMismatch);
      return { ...fields, beneficiary_id: owner };
    }
    case 'Costi':
      if (entityId) throw missing('entity_id', FILE_MSG.entityMissing);
      return fields;
  }
}

/** The list's filters for the log. */
const listNotes = (query: unknown) => `Elenco documenti: ${describeFilters(listFilters(query)) || 'tutti'}`;

/** Documents (spec 02 "Files"): every operator lists, uploads and downloads; administrators delete. */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
  });
  const { uploadPartMs } = requestTimeLimits(app.config.requestTimeLimits);

  app.get(
    '/',
    {
      config: {
        audit: {
          entity: 'files',
          notes: (request) => listNotes(request.query),
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
      // its transaction opens once it has its turn among the uploads, not while it waits (decision 0029)
      config: { audit: { entity: 'files', notes: () => 'Caricamento documento' }, transaction: 'lazy' },
      schema: {
        tags,
        summary:
          'Carica un documento (multipart: il file e i campi entity_type, entity_id, type_id, notes, spend, beneficiary_id, in qualsiasi ordine); PDF, DOC o DOCX fino a 15 MB',
        consumes: ['multipart/form-data'],
        response: { 201: FileRecordSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('file', FILE_MSG.fileRequired);
      // a declared length over the limit is refused before any of it is read
      if (Number(request.headers['content-length']) > FILE_MAX_BYTES + MULTIPART_OVERHEAD) throw tooBig();
      let id: number;
      try {
        id = await storeUpload(
          app.db,
          request.parts()[Symbol.asyncIterator](),
          async (texts, filename) => {
            const parsed = parseFields(texts);
            request.audit.beneficiaryId = parsed.beneficiary_id;
            const fields = await checkLinks(app.db, parsed);
            request.audit.beneficiaryId = fields.beneficiary_id;
            return { ...fields, name: cleanFileName(filename), operatorId: request.operator?.id ?? null };
          },
          { partMs: uploadPartMs },
        );
      } catch (err) {
        throw uploadRefusal(err);
      }
      const created = (await repo.findFile(app.db, id))!;
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
        .send(Readable.from(repo.storedParts(app.db, file.ID, file.size)));
    },
  );

  app.post(
    '/beneficiaries/:beneficiaryId/generate-template/:template',
    {
      config: {
        audit: { entity: 'files', notes: (request) => `Generazione Scheda ${(request.params as { template: string }).template}` },
      },
      schema: {
        tags,
        summary: 'Scheda A (iscrizione) o Scheda D (percorso ed esito) della beneficiaria, compilata dal suo modello .docx',
        params: SchedaParamsSchema,
      },
    },
    async (request, reply) => {
      const { beneficiaryId, template } = request.params;
      let scheda: Awaited<ReturnType<typeof generateScheda>>;
      try {
        scheda = await generateScheda(app.db, beneficiaryId, template);
      } catch (err) {
        // a template that cannot be read or filled: its cause in the server's log, never a broken file
        request.log.error({ err }, `Scheda ${template} not generated`);
        throw new AppError('FILE_GENERATION');
      }
      if (!scheda) throw new AppError('NOT_FOUND');
      request.audit.notes = `Scheda ${template} generata: ${scheda.name}`;
      return reply
        .header('Content-Type', DOCX_TYPE)
        .header('Content-Length', scheda.content.length)
        .header('Content-Disposition', attachmentHeader(scheda.name))
        .header('Cache-Control', 'private, no-store')
        .send(scheda.content);
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
export default defineModule({ routes: fileRoutes });
