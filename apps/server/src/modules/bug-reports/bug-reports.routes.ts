import multipart, { type Multipart } from '@fastify/multipart';
import { IdParamsSchema, listAnswerSchema } from '@empowerment/shared';
import {
  BUG_REPORT_MSG,
  BUG_USER_AGENT_MAX,
  BugReportHandleSchema,
  BugReportInputSchema,
  BugReportListQuerySchema,
  BugReportSchema,
  bugReportPage,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
  type BugReport,
  type BugReportInput,
  type ScreenshotMime,
} from '@empowerment/shared/bug-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bugReports } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { listNotes } from '../../lib/filter-notes';
import { answerList } from '../../lib/list';
import { requestTimeLimits } from '../../lib/request-time-limits';
import { versionedBy } from '../../plugins/request-work';
import { fieldError, streamParts } from '../../lib/upload-parts';
import * as repo from './bug-reports.repository';
import { defineModule } from '../define-module';

const tags = ['bug-reports'];
const audit = { entity: bugReportPage.log.entity } as const;
/** Room for the multipart boundaries and the form's texts around the screenshot. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The screenshot is read in parts of this size (the documents' own) and kept whole: 5 MB at most. */
const PART_BYTES = 1024 * 1024;

const badType = () => fieldError('BAD_REQUEST', 'file', BUG_REPORT_MSG.screenshotBadType);
const tooBig = () => fieldError('TOO_LARGE', 'file', BUG_REPORT_MSG.screenshotTooBig);

/** The form's texts by the shared rules, their Italian texts on their fields. */
function parseTexts(texts: Record<string, unknown>): BugReportInput {
  const parsed = BugReportInputSchema.safeParse(texts);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  throw new AppError('BAD_REQUEST', Object.values(fields)[0], fields);
}

/** PNG or JPEG, by the first bytes of its content (never by its name or declared type). */
async function screenshotType(head: Buffer): Promise<ScreenshotMime | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  return Object.values(SCREENSHOT_TYPES).find((mime) => mime === found?.mime);
}

type Screenshot = { data: Buffer; mime: ScreenshotMime };
type Form = { texts: Record<string, string>; screenshot?: Screenshot };

const reportNotes = (what: string, row: Pick<BugReport, 'ID' | 'subject'>) => `${what}: #${row.ID} ${row.subject}`;

/** Segnalazioni (/send-bug): every operator sends one; administrators list, read and handle them. */
const bugReportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: SCREENSHOT_MAX_BYTES, files: 1, fields: 10, fieldSize: 8192, parts: 12 },
  });
  const { uploadPartMs } = requestTimeLimits(app.config.requestTimeLimits);

  /**
   * The whole form, read to its end even when the screenshot is refused (so that the client gets the
   * answer): its texts and the screenshot, judged by its content as its first part arrives.
   */
  async function readForm(parts: AsyncIterableIterator<Multipart>): Promise<Form> {
    const form: Form = { texts: {} };
    let refusal: AppError | undefined;
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          form.texts[part.fieldname] = String(part.value);
          continue;
        }
        const chunks: Buffer[] = [];
        let mime: ScreenshotMime | undefined;
        try {
          for await (const content of streamParts(part.file, PART_BYTES, uploadPartMs)) {
            if (refusal || part.fieldname !== 'file') continue;
            mime ??= await screenshotType(content);
            if (!mime) refusal = badType();
            // the parts share one buffer: each is copied
            else chunks.push(Buffer.from(content));
          }
        } catch (err) {
          if (err instanceof AppError && err.status === 413) refusal ??= tooBig();
          else throw err;
        }
        if (mime && chunks.length > 0) form.screenshot = { data: Buffer.concat(chunks), mime };
      }
    } catch (err) {
      switch ((err as { code?: string }).code) {
        case 'FST_REQ_FILE_TOO_LARGE':
          throw tooBig();
        case 'FST_FILES_LIMIT':
          throw fieldError('BAD_REQUEST', 'file', BUG_REPORT_MSG.screenshotOnlyOne);
        case 'FST_FIELDS_LIMIT':
        case 'FST_PARTS_LIMIT':
          throw new AppError('TOO_LARGE');
        default:
          throw err;
      }
    }
    if (refusal) throw refusal;
    return form;
  }

  app.post(
    '/',
    {
      // its transaction opens once the form has been read (decision 0029)
      config: { audit: { ...audit, notes: () => 'Invio segnalazione' }, transaction: 'lazy' },
      schema: {
        tags,
        summary:
          'Invia una segnalazione (multipart: subject, description, page e, facoltativo, file: uno screenshot PNG o JPEG fino a 5 MB); la ricevono per email gli amministratori',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: BugReportSchema },
      },
    },
    async (request, reply) => {
      let form: Form;
      if (request.isMultipart()) {
        if (Number(request.headers['content-length']) > SCREENSHOT_MAX_BYTES + MULTIPART_OVERHEAD) throw tooBig();
        form = await readForm(request.parts());
      } else {
        form = { texts: (request.body ?? {}) as Record<string, string> };
      }
      const input = parseTexts(form.texts);
      const operator = request.operator!;
      const created = await app.db.transaction(async (tx) => {
        const id = await repo.insertBugReport(tx, {
          ...input,
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, BUG_USER_AGENT_MAX),
          operatorId: operator.id,
          screenshot: form.screenshot,
        });
        return (await repo.findBugReport(tx, id))!;
      });
      request.audit.notes = reportNotes('Segnalazione inviata', created);
      await mailAdministrators(created);
      return reply.status(201).send(created);
    },
  );

  /**
   * Tells every administrator that a report arrived, through the mail outbox. The mail names the
   * sender and the page, not the report's text, which may mention a beneficiary: it is read in the app.
   */
  async function mailAdministrators(report: BugReport) {
    const link = `${app.config.publicUrl}/send-bug?segnalazione=${report.ID}`;
    const sender = report.operator
      ? `${[report.operator.name, report.operator.surname].join(' ').trim() || report.operator.email} (${report.operator.email})`
      : '';
    const lines = [
      `È arrivata la segnalazione n. ${report.ID} nel gestionale Empowerment.`,
      `Inviata da: ${sender}`,
      `Pagina: ${report.page || 'non indicata'}`,
      `Per leggerla e segnarla come gestita: ${link}`,
      'Il testo della segnalazione non è riportato in questa email, perché potrebbe contenere dati personali delle beneficiarie.',
    ];
    for (const to of await repo.administratorEmails(app.db)) {
      await app.mailer.send({ to, subject: `Nuova segnalazione n. ${report.ID}`, text: lines.join('\n\n') });
    }
  }

  app.get(
    '/',
    {
      config: { access: 'admin', audit: { ...audit, notes: (request) => listNotes('Elenco segnalazioni', request.query) } },
      schema: {
        tags,
        summary: 'Segnalazioni, le più recenti prima; status=open (da gestire) o handled (gestite) (amministratori)',
        querystring: BugReportListQuerySchema,
        response: { 200: listAnswerSchema(BugReportSchema) },
      },
    },
    async (request) => answerList(request.query, repo.bugReportList(app.db)),
  );

  app.get(
    '/:id',
    {
      config: { access: 'admin', audit: { ...audit, notes: (request) => `Segnalazione #${(request.params as { id: string }).id}` } },
      schema: { tags, summary: 'Una segnalazione (amministratori)', params: IdParamsSchema, response: { 200: BugReportSchema } },
    },
    async (request) => {
      const report = await repo.findBugReport(app.db, request.params.id);
      if (!report) throw notFound(BUG_REPORT_MSG.notFound);
      request.audit.notes = reportNotes('Segnalazione letta', report);
      return report;
    },
  );

  app.get(
    '/:id/screenshot',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Lo screenshot di una segnalazione (amministratori)', params: IdParamsSchema },
    },
    async (request, reply) => {
      const shot = await repo.findScreenshot(app.db, request.params.id);
      if (!shot?.mime) throw notFound(BUG_REPORT_MSG.noScreenshot);
      return reply
        .header('Content-Type', shot.mime)
        .header('Content-Length', shot.data.length)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="segnalazione-${request.params.id}.${shot.mime === 'image/png' ? 'png' : 'jpg'}"`)
        .send(shot.data);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: 'admin', audit, version: versionedBy(bugReports.id) },
      schema: {
        tags,
        summary: 'Segna una segnalazione come gestita, o di nuovo da gestire (amministratori)',
        params: IdParamsSchema,
        body: BugReportHandleSchema,
        response: { 200: BugReportSchema },
      },
    },
    async (request) => {
      const before = await repo.findBugReport(app.db, request.params.id);
      if (!before) throw notFound(BUG_REPORT_MSG.notFound);
      const { handled } = request.body;
      if (before.handled !== handled) await repo.setHandled(app.db, before.ID, handled, request.operator!.id);
      const after = (await repo.findBugReport(app.db, before.ID))!;
      request.audit.notes = reportNotes(handled ? 'Segnalazione gestita' : 'Segnalazione di nuovo da gestire', after);
      return after;
    },
  );
};
export default defineModule({ routes: bugReportRoutes });
