import { PassThrough } from 'node:stream';
import { IdParamsSchema } from '@empowerment/shared';
import {
  AnonymiseAnswerSchema,
  AnonymiseInputSchema,
  BulkAnonymiseAnswerSchema,
  BulkAnonymiseInputSchema,
  DataProtectionStatusSchema,
  RetentionReviewSchema,
  RetentionSettingsSchema,
} from '@empowerment/shared/data-protection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { defineModule } from '../define-module';
import { attachmentHeader } from '../../lib/attachment-header';
import { instant } from '../../lib/instant';
import { currentOperator } from '../../plugins/auth';
import { writeAuditEntry } from '../../plugins/audit-entry';
import { anonymiseMany, anonymiseOne, anonymisedAt } from './anonymise';
import { readDossier, writeDossier } from './dossier';
import { listPastRetention, retentionMonths, retentionReviews, setRetentionMonths } from './retention';

const tags = ['data-protection'];
const idOf = (request: { params: unknown }) => (request.params as { id?: unknown }).id;
const herAudit = (notes: string) => ({
  entity: 'beneficiary' as const,
  beneficiaryId: idOf,
  notes: (request: { params: unknown }) => `${notes}: beneficiario #${String(idOf(request))}`,
});

/**
 * Her dossier, her anonymisation and the retention review (GDPR art. 15, 17, 20; decision 0050).
 * Administrators only, but for whether she is anonymised, which her record's screen reads.
 */
const dataProtectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/beneficiaries/:id/status',
    {
      schema: { tags, summary: 'Se la beneficiaria è anonimizzata', params: IdParamsSchema, response: { 200: DataProtectionStatusSchema } },
    },
    async (request) => ({ anonymised_at: await anonymisedAt(app.db, request.params.id) }),
  );

  app.get(
    '/beneficiaries/:id/dossier',
    {
      config: { access: 'admin', audit: herAudit('Fascicolo GDPR') },
      schema: {
        tags,
        summary: 'Il suo fascicolo (GDPR art. 15 e 20): zip con record.json, fascicolo.xlsx, registro.json e i documenti',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const dossier = await readDossier(app.db, request.params.id);
      if (!dossier) throw new AppError('NOT_FOUND');
      const name = `fascicolo-${dossier.id_public ?? request.params.id}.zip`;
      request.audit.notes = `Fascicolo GDPR scaricato (${dossier.id_public ?? `#${request.params.id}`}): ${dossier.documents.length} documenti`;
      const out = new PassThrough();
      writeDossier(app.database.db, dossier, out).catch((err: unknown) => {
        // the status is already sent: cut the download short rather than deliver a broken archive as whole
        request.log.error({ err }, 'dossier failed while streaming');
        out.destroy(err as Error);
      });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachmentHeader(name))
        .header('Cache-Control', 'private, no-store')
        .send(out);
    },
  );

  app.post(
    '/beneficiaries/:id/anonymise',
    {
      config: { access: 'admin', audit: herAudit('Anonimizzazione') },
      schema: {
        tags,
        summary: 'Anonimizza la beneficiaria (GDPR art. 17): il suo ID pubblico digitato come conferma; 409 se lo è già',
        params: IdParamsSchema,
        body: AnonymiseInputSchema,
        response: { 200: AnonymiseAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const counts = await anonymiseOne(app.db, id, { dryRun: false, confirmIdPublic: request.body.confirm_id_public });
      request.audit.notes = `Beneficiaria anonimizzata (${request.body.confirm_id_public.trim()})`;
      return { beneficiary_id: id, anonymised_at: (await anonymisedAt(app.db, id))!, counts };
    },
  );

  app.get(
    '/retention/settings',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Mesi di conservazione delle schede chiuse', response: { 200: RetentionSettingsSchema } },
    },
    async () => ({ retention_months: await retentionMonths(app.db) }),
  );

  app.put(
    '/retention/settings',
    {
      config: { access: 'admin', audit: { entity: 'data protection', notes: () => 'Periodo di conservazione' }, version: 'one value' },
      schema: {
        tags,
        summary: 'Imposta i mesi di conservazione (null: nessun limite)',
        body: RetentionSettingsSchema,
        response: { 200: RetentionSettingsSchema },
      },
    },
    async (request) => {
      await setRetentionMonths(app.db, request.body.retention_months);
      request.audit.notes = `Periodo di conservazione: ${request.body.retention_months ?? 'nessun limite'}${request.body.retention_months ? ' mesi' : ''}`;
      return { retention_months: request.body.retention_months };
    },
  );

  app.get(
    '/retention/reviews',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Schede chiuse oltre il periodo di conservazione (elenco del job giornaliero)',
        response: { 200: z.array(RetentionReviewSchema) },
      },
    },
    async () => retentionReviews(app.db),
  );

  app.post(
    '/retention/review',
    {
      config: { access: 'admin', audit: { entity: 'data protection', notes: () => 'Revisione della conservazione' } },
      schema: {
        tags,
        summary: "Aggiorna subito l'elenco come fa il job giornaliero (non cancella nulla)",
        response: { 200: z.object({ listed: z.number().int() }) },
      },
    },
    async () => listPastRetention(app.db),
  );

  app.post(
    '/retention/anonymise',
    {
      config: { access: 'admin', audit: { entity: 'data protection', notes: () => 'Anonimizzazione in blocco' } },
      schema: {
        tags,
        summary: 'Anonimizza in blocco le schede indicate; con dry_run dice solo cosa cambierebbe',
        body: BulkAnonymiseInputSchema,
        response: { 200: BulkAnonymiseAnswerSchema },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.beneficiary_ids)];
      const { dry_run } = request.body;
      const counts = await anonymiseMany(app.db, ids, dry_run);
      request.audit.notes = `${dry_run ? 'Anteprima anonimizzazione' : 'Anonimizzazione in blocco'}: ${ids.length} beneficiari`;
      if (!dry_run) {
        // each of them keeps in her own entries that it happened and who did it
        const operatorId = currentOperator(request).id;
        for (const id of ids) {
          await writeAuditEntry(app.db, {
            action: 'post',
            entity: 'beneficiary',
            beneficiaryId: id,
            beneficiaryKnown: true,
            operatorId,
            statusCode: 200,
            notes: 'Beneficiaria anonimizzata (revisione della conservazione)',
            at: instant(),
          });
        }
      }
      return { dry_run, beneficiaries: ids.length, counts };
    },
  );
};
export default defineModule({ routes: dataProtectionRoutes });
