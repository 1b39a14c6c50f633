import { BeneficiaryParamsSchema, IdParamsSchema, listAnswerSchema } from '@empowerment/shared';
import {
  InternshipHoursInputSchema,
  InternshipHoursSchema,
  InternshipInputSchema,
  InternshipListQuerySchema,
  InternshipSchema,
  InternshipUpdateSchema,
  type Internship,
} from '@empowerment/shared/internships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { internships } from '../../db/schema';
import { notFound, sameId } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { listNotes } from '../../lib/filter-notes';
import { answerList } from '../../lib/list';
import { versionedBy } from '../../plugins/request-work';
import { beneficiaryExists } from '../beneficiaries';
import * as repo from './internships.repository';
import * as service from './internships.service';
import { defineModule } from '../define-module';

const tags = ['internships'];
const audit = { entity: 'internship' } as const;

const named = (what: string, row: Internship) =>
  `${what}: ${row.hosting_company_name}${row.internship_company ? ` – ${row.internship_company.job_positions}` : ''} (#${row.ID})`;

/**
 * Internships (spec 02 §7): her tab and the programme-wide list (/tirocini); every operator reads,
 * adds, changes and removes them, and counts their hours.
 */
const internshipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { audit: { ...audit, notes: (request) => listNotes('Elenco tirocini', request.query, ['beneficiary_id']) } },
      schema: {
        tags,
        summary: 'Tirocini di un beneficiario (beneficiary_id, 5 per pagina) o di tutti, con filtri; {total, data} con get-tot=true',
        querystring: InternshipListQuerySchema,
        response: { 200: listAnswerSchema(InternshipSchema) },
      },
    },
    async (request) => answerList(request.query, repo.internshipList(app.db)),
  );

  app.post(
    '/beneficiaries/:beneficiaryId',
    {
      config: { audit },
      schema: {
        tags,
        summary: 'Aggiunge un tirocinio al beneficiario; la posizione scelta diventa sua (409 se è già occupata)',
        params: BeneficiaryParamsSchema,
        body: InternshipInputSchema,
        response: { 201: InternshipSchema },
      },
    },
    async (request, reply) => {
      const { beneficiaryId } = request.params;
      const { beneficiary_id, ...input } = request.body;
      sameId('beneficiary_id', beneficiary_id, beneficiaryId);
      if (!(await beneficiaryExists(app.db, beneficiaryId))) throw notFound();
      const created = await service.createInternship(app.db, beneficiaryId, input);
      request.audit.notes = named('Tirocinio aggiunto', created);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      config: { audit, version: versionedBy(internships.id) },
      schema: {
        tags,
        summary: 'Modifica un tirocinio; cambiando posizione, la precedente torna libera',
        params: IdParamsSchema,
        body: InternshipUpdateSchema,
        response: { 200: InternshipSchema },
      },
    },
    async (request) => {
      const before = await repo.findInternship(app.db, request.params.id);
      if (!before) throw notFound();
      request.audit.beneficiaryId = before.beneficiary_id;
      const { beneficiary_id, ID: _id, ...input } = request.body;
      sameId('beneficiary_id', beneficiary_id, before.beneficiary_id);
      const after = await service.changeInternship(app.db, before, input);
      request.audit.notes = named('Tirocinio modificato', after);
      request.audit.changes = changedFields(before, input);
      return after;
    },
  );

  app.delete(
    '/:id',
    {
      config: { audit },
      schema: { tags, summary: 'Elimina un tirocinio; la sua posizione torna libera', params: IdParamsSchema },
    },
    async (request, reply) => {
      const row = await repo.findInternship(app.db, request.params.id);
      if (!row) throw notFound();
      request.audit.beneficiaryId = row.beneficiary_id;
      await repo.deleteInternship(app.db, row.ID);
      request.audit.notes = named('Tirocinio eliminato', row);
      return reply.status(204).send();
    },
  );

  app.put(
    '/:id/add-remove-hours',
    {
      config: { audit, version: versionedBy(internships.id) },
      schema: {
        tags,
        summary: 'Aggiunge (positivo) o toglie (negativo) ore completate; 422 sotto 0 o sopra le ore previste. Sicuro con clic concorrenti',
        params: IdParamsSchema,
        body: InternshipHoursInputSchema,
        response: { 200: InternshipHoursSchema },
      },
    },
    async (request) => {
      const delta = request.body.completed_hours;
      const moved = await service.moveHours(app.db, request.params.id, delta);
      request.audit.beneficiaryId = moved.beneficiary_id;
      const change = `${delta > 0 ? '+' : ''}${delta}${moved.refusal ? ' rifiutate' : ''}`;
      request.audit.notes = `Ore completate ${change}: ${moved.completed_hours} di ${moved.scheduled_hours} (tirocinio #${request.params.id})`;
      if (moved.refusal) throw moved.refusal;
      return { completed_hours: moved.completed_hours };
    },
  );
};
export default defineModule({ routes: internshipRoutes });
