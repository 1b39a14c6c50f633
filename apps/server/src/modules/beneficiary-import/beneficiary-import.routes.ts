import multipart, { type Multipart } from '@fastify/multipart';
import {
  beneficiaryImportPage,
  IMPORT_MAX_BYTES,
  IMPORT_MSG,
  ImportCheckSchema,
  ImportMappingBodySchema,
  ImportParamsSchema,
  ImportResultSchema,
  ImportUploadSchema,
  suggestMapping,
} from '@empowerment/shared/beneficiaries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineModule } from '../define-module';
import { AppError } from '../../lib/app-error';
import { attachmentHeader } from '../../lib/attachment-header';
import { requestTimeLimits } from '../../lib/request-time-limits';
import { fieldError, streamParts } from '../../lib/upload-parts';
import { currentOperator } from '../../plugins/auth';
import { readSheet, sheetKind } from './beneficiary-import.read';
import * as repo from './beneficiary-import.repository';
import { summary } from './beneficiary-import.check';
import * as service from './beneficiary-import.service';
import { importTemplate, TEMPLATE_NAME, XLSX_TYPE } from './beneficiary-import.template';

const tags = ['beneficiary-imports'];
const entity = beneficiaryImportPage.log.entity;
/** Room for the multipart boundaries around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooBig = () => fieldError('TOO_LARGE', 'file', IMPORT_MSG.tooBig);
const badType = () => fieldError('BAD_REQUEST', 'file', IMPORT_MSG.badType);
const fileNotes = (what: string, fileName: string, counts: string) => `${what} «${fileName}»: ${counts}`;

/**
 * Importa beneficiari (administrators only, decision 0048): the template, the upload of a file (kept
 * in the database), its dry run with a column mapping, and the import of its valid rows in one
 * transaction.
 */
const beneficiaryImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  const { uploadPartMs } = requestTimeLimits(app.config.requestTimeLimits);

  /** The one file of the form, whole; its other parts read and dropped. */
  async function readFile(parts: AsyncIterableIterator<Multipart>) {
    let file: { name: string; content: Buffer } | undefined;
    try {
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        const chunks: Buffer[] = [];
        // the parts share one buffer: each is copied
        for await (const content of streamParts(part.file, 1024 * 1024, uploadPartMs, tooBig)) chunks.push(Buffer.from(content));
        if (part.fieldname === 'file') file = { name: part.filename, content: Buffer.concat(chunks) };
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('TOO_LARGE');
      throw err;
    }
    if (!file || file.content.length === 0) throw fieldError('BAD_REQUEST', 'file', IMPORT_MSG.fileRequired);
    return file;
  }

  app.get(
    '/template',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Il modello xlsx con le colonne attese e le istruzioni (amministratori)' },
    },
    async (_request, reply) => {
      const content = await importTemplate(app.db);
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentHeader(TEMPLATE_NAME))
        .header('Cache-Control', 'no-store')
        .send(content);
    },
  );

  app.post(
    '/',
    {
      config: { access: 'admin', audit: { entity, notes: () => 'File da importare caricato' }, transaction: 'lazy' },
      schema: {
        tags,
        summary:
          'Carica un file xlsx o CSV di beneficiari (multipart: file, fino a 5 MB e 10.000 righe): ne dà le colonne e la loro associazione ai campi da cui partire (amministratori)',
        consumes: ['multipart/form-data'],
        response: { 201: ImportUploadSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fieldError('BAD_REQUEST', 'file', IMPORT_MSG.fileRequired);
      if (Number(request.headers['content-length']) > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD) throw tooBig();
      const file = await readFile(request.parts());
      const kind = await sheetKind(file.content);
      if (!kind) throw badType();
      const sheet = await readSheet(kind, file.content);
      const operator = currentOperator(request);
      const fileName = file.name.slice(0, 255) || 'file';
      const { id, remembered } = await app.db.transaction(async (tx) => ({
        id: await repo.insertImport(tx, { fileName, kind, content: file.content, sheet, operatorId: operator.id }),
        remembered: await repo.rememberedMapping(tx, operator.id),
      }));
      request.audit.notes = fileNotes('File da importare caricato', fileName, `${sheet.rows.length} righe`);
      return reply.status(201).send({
        ID: id,
        file_name: fileName,
        headers: sheet.headers.filter((h) => h !== ''),
        rows: sheet.rows.length,
        mapping: suggestMapping(sheet.headers, remembered),
      });
    },
  );

  app.post(
    '/:id/check',
    {
      config: { access: 'admin', audit: { entity, notes: () => 'Verifica del file da importare' } },
      schema: {
        tags,
        summary:
          'Prova di importazione: riga per riga chi sarebbe creato e ogni errore, senza scrivere nulla; ricorda l’associazione delle colonne (amministratori)',
        params: ImportParamsSchema,
        body: ImportMappingBodySchema,
        response: { 200: ImportCheckSchema },
      },
    },
    async (request) => {
      const { file, sheet } = await service.loadUpload(app.db, request.params.id);
      const rows = await service.checkUpload(app.db, sheet, request.body.mapping);
      await repo.rememberMapping(app.db, currentOperator(request).id, request.body.mapping);
      const result = summary(rows, request.body.mapping);
      request.audit.notes = fileNotes(
        'Verifica del file da importare',
        file.fileName,
        `${result.valid} righe valide, ${result.invalid} con errori`,
      );
      return result;
    },
  );

  app.post(
    '/:id/import',
    {
      config: { access: 'admin', audit: { entity, notes: () => 'Importazione beneficiari' } },
      schema: {
        tags,
        summary: 'Importa le righe valide del file, tutte in una transazione o nessuna (amministratori)',
        params: ImportParamsSchema,
        body: ImportMappingBodySchema,
        response: { 201: ImportResultSchema },
      },
    },
    async (request, reply) => {
      const operator = currentOperator(request);
      // the upload's row is locked: two imports of one file at once wait, and the second finds it imported
      const { file, sheet } = await service.loadUpload(app.db, request.params.id, true);
      if (file.importedAt) throw new AppError('CONFLICT', IMPORT_MSG.alreadyImported);
      const rows = await service.checkUpload(app.db, sheet, request.body.mapping);
      const { created, skipped } = await service.createRows(app.db, rows, operator.id);
      await repo.markImported(app.db, file.id, created, skipped);
      await repo.rememberMapping(app.db, operator.id, request.body.mapping);
      request.audit.notes = fileNotes(
        'Importazione beneficiari dal file',
        file.fileName,
        `${created} creati, ${skipped} righe con errori non importate`,
      );
      return reply.status(201).send({ created, skipped, message: IMPORT_MSG.imported(created, skipped) });
    },
  );
};
export default defineModule({ routes: beneficiaryImportRoutes });
