import multipart from '@fastify/multipart';
import { VERSION_HEADER } from '@empowerment/shared';
import {
  CARD_TEMPLATE_INFO,
  CARD_TEMPLATE_MAX_BYTES,
  CARD_TEMPLATE_MSG,
  CardTemplateListSchema,
  CardTemplateParamsSchema,
  CardTemplateSchema,
  cardTemplateFileName,
  type CardTemplate,
} from '@empowerment/shared/card-templates';
import { cleanFileName, DOCUMENT_TYPES, SCHEDA_TEMPLATES, type SchedaTemplate } from '@empowerment/shared/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError, staleSave } from '../../lib/app-error';
import { requestTimeLimits } from '../../lib/request-time-limits';
import { attachmentHeader } from '../../lib/attachment-header';
import { badRequest, fieldError, streamParts } from '../../lib/upload-parts';
import { checkTemplate, TemplateRefusal } from './card-templates.check';
import * as repo from './card-templates.repository';
import { templateInUse } from './card-templates.source';
import { defineModule } from '../define-module';

const tags = ['card-templates'];
/** Room for the multipart boundaries around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;
/** The upload is read in parts of this size and kept whole in memory: 5 MB at most. */
const READ_PART_BYTES = 256 * 1024;

/**
 * The form's limits, given again on each call: the multipart plugin decorates the requests of the
 * whole API once, with the options of its first registration (the documents', 15 MB).
 */
const UPLOAD_LIMITS = { fileSize: CARD_TEMPLATE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 };

const tooBig = () => fieldError('TOO_LARGE', 'file', CARD_TEMPLATE_MSG.tooBig);

/** The sheets in their order, each with its state. */
async function templateList(db: Db): Promise<CardTemplate[]> {
  const changed = new Map((await repo.changedTemplates(db)).map((row) => [row.template, row]));
  return SCHEDA_TEMPLATES.map((template) => {
    const row = changed.get(template);
    return {
      template,
      ...CARD_TEMPLATE_INFO[template],
      replaced: row?.replaced ?? false,
      file_name: row?.fileName ?? null,
      size: row?.size ?? null,
      changed_by: row?.changedBy ?? null,
      changed_at: row?.updatedAt ?? null,
      UpdatedAt: row?.updatedAt ?? null,
    };
  });
}

/** The version the client saves against (If-Match), as plugins/request-work reads it; none for '*' or no header. */
function expectedVersion(request: FastifyRequest): string | undefined {
  const header = request.headers[VERSION_HEADER.toLowerCase()];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value === '*') return undefined;
  return value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/**
 * The sheet's row locked for the change, refused (409) when the client saved against another
 * version. The sheets are named by letter, not by a numeric ID, so versionedBy does not apply; the
 * rule is the same.
 */
async function checkVersion(db: Db | Tx, request: FastifyRequest, template: SchedaTemplate) {
  const expected = expectedVersion(request);
  const stored = await repo.lockedVersion(db, template);
  if (expected !== undefined && stored !== expected) throw staleSave();
}

/** The one file of the form, read whole (5 MB at most) by the documents' upload reader. */
async function readUpload(request: FastifyRequest, partMs: number): Promise<{ content: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw badRequest('file', CARD_TEMPLATE_MSG.fileRequired);
  if (Number(request.headers['content-length']) > CARD_TEMPLATE_MAX_BYTES + MULTIPART_OVERHEAD) throw tooBig();
  for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    try {
      // each part shares one buffer with the next: copied
      for await (const chunk of streamParts(part.file, READ_PART_BYTES, partMs)) chunks.push(Buffer.from(chunk));
    } catch (err) {
      throw err instanceof AppError && err.status === 413 ? tooBig() : err;
    }
    // busboy stops a file at the limit and marks it truncated
    if (part.file.truncated) throw tooBig();
    const content = Buffer.concat(chunks);
    if (content.length === 0) throw badRequest('file', CARD_TEMPLATE_MSG.fileRequired);
    return { content, fileName: cleanFileName(part.filename) || cardTemplateFileName(template(request)) };
  }
  throw badRequest('file', CARD_TEMPLATE_MSG.fileRequired);
}

const template = (request: FastifyRequest) => (request.params as { template: SchedaTemplate }).template;
const note = (what: string) => (request: FastifyRequest) => `${what} Scheda ${(request.params as { template: string }).template}`;

/**
 * /modelli (Modelli Schede): every operator sees and downloads the templates of Scheda A and D;
 * administrators replace one with a .docx of their own (checked before it is taken) and restore
 * the original. The replacement lives in the database, so every process of the server uses it.
 */
const cardTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const { uploadPartMs } = requestTimeLimits(app.config.requestTimeLimits);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'I modelli di Scheda A e D: originale o sostituito, da chi e quando',
        response: { 200: CardTemplateListSchema },
      },
    },
    async () => templateList(app.db),
  );

  app.get(
    '/:template/download',
    {
      config: { audit: { entity: 'card templates', notes: note('Download modello') } },
      schema: { tags, summary: 'Scarica il modello .docx in uso della scheda', params: CardTemplateParamsSchema },
    },
    async (request, reply) => {
      const { template } = request.params;
      const content = await templateInUse(app.db, template);
      return reply
        .header('Content-Type', DOCUMENT_TYPES.docx)
        .header('Content-Length', content.length)
        .header('Content-Disposition', attachmentHeader(cardTemplateFileName(template)))
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  );

  app.put(
    '/:template',
    {
      // read and checked before the transaction opens: no connection is held while the file arrives
      // its version (If-Match) is compared in the transaction, under lock, once the file has been checked
      config: {
        access: 'admin',
        audit: { entity: 'card templates', notes: note('Sostituzione modello') },
        transaction: 'lazy',
        version: 'in handler',
      },
      schema: {
        tags,
        summary: `Sostituisce il modello della scheda (amministratori; multipart, campo file: un .docx fino a 5 MB con i soli segnaposto della scheda). ${VERSION_HEADER}: la versione letta`,
        consumes: ['multipart/form-data'],
        params: CardTemplateParamsSchema,
        response: { 200: CardTemplateSchema },
      },
    },
    async (request) => {
      const { template } = request.params;
      let upload: { content: Buffer; fileName: string };
      try {
        upload = await readUpload(request, uploadPartMs);
      } catch (err) {
        throw (err as { code?: string }).code === 'FST_FILES_LIMIT' ? badRequest('file', CARD_TEMPLATE_MSG.fileRequired) : err;
      }
      try {
        await checkTemplate(upload.content, template);
      } catch (err) {
        if (!(err instanceof TemplateRefusal)) throw err;
        request.audit.notes = `Modello Scheda ${template} rifiutato (${upload.fileName}): ${err.message}`;
        throw badRequest('file', err.message);
      }
      await app.db.transaction(async (tx) => {
        await checkVersion(tx, request, template);
        await repo.saveTemplate(tx, template, upload, request.operator!.id);
      });
      request.audit.notes = `Modello Scheda ${template} sostituito: ${upload.fileName}`;
      return (await templateList(app.db)).find((t) => t.template === template)!;
    },
  );

  app.delete(
    '/:template',
    {
      config: { access: 'admin', audit: { entity: 'card templates', notes: note('Ripristino modello originale') } },
      schema: {
        tags,
        summary: `Ripristina il modello originale della scheda (amministratori). ${VERSION_HEADER}: la versione letta`,
        params: CardTemplateParamsSchema,
        response: { 200: CardTemplateSchema },
      },
    },
    async (request) => {
      const { template } = request.params;
      await checkVersion(app.db, request, template);
      await repo.saveTemplate(app.db, template, null, request.operator!.id);
      request.audit.notes = `Modello Scheda ${template}: ripristinato l'originale`;
      return (await templateList(app.db)).find((t) => t.template === template)!;
    },
  );
};
export default defineModule({ routes: cardTemplateRoutes });
