import { BeneficiaryParamsSchema, IdParamsSchema, listAnswerSchema } from '@empowerment/shared';
import {
  InterviewInputSchema,
  InterviewListQuerySchema,
  InterviewSchema,
  InterviewUpdateSchema,
  interviewEntity,
  type Interview,
} from '@empowerment/shared/interviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interviews } from '../../db/schema';
import { notFound, sameId } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { listNotes } from '../../lib/filter-notes';
import { answerList } from '../../lib/list';
import { versionedBy } from '../../plugins/request-work';
import { beneficiaryExists } from '../beneficiaries';
import * as repo from './interviews.repository';
import { defineModule } from '../define-module';

const tags = ['interviews'];
const audit = { entity: interviewEntity.log.entity } as const;

const notes = (what: string, row: Interview) =>
  `${what}: ${row.date} ${row.type} – ${row.interviewer} (#${row.ID}, ${row.beneficiary.name} ${row.beneficiary.surname})`;

/** A beneficiary's interviews (spec 02 §7): every operator reads, adds, changes and deletes them. */
const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { audit: { ...audit, notes: (request) => listNotes('Elenco colloqui', request.query, ['beneficiary_id']) } },
      schema: {
        tags,
        summary: "Colloqui, i più recenti prima: di un beneficiario (beneficiary_id, 11 per pagina) o dell'intero programma con i filtri",
        querystring: InterviewListQuerySchema,
        response: { 200: listAnswerSchema(InterviewSchema) },
      },
    },
    async (request) => answerList(request.query, repo.interviewList(app.db)),
  );

  app.post(
    '/beneficiaries/:beneficiaryId',
    {
      config: { audit },
      schema: {
        tags,
        summary: 'Aggiunge un colloquio a un beneficiario',
        params: BeneficiaryParamsSchema,
        body: InterviewInputSchema,
        response: { 201: InterviewSchema },
      },
    },
    async (request, reply) => {
      const { beneficiaryId } = request.params;
      sameId('beneficiary_id', request.body.beneficiary_id, beneficiaryId);
      if (!(await beneficiaryExists(app.db, beneficiaryId))) throw notFound();
      const created = await repo.insertInterview(app.db, beneficiaryId, request.body);
      request.audit.notes = notes('Colloquio aggiunto', created);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      config: { audit, version: versionedBy(interviews.id) },
      schema: {
        tags,
        summary: 'Modifica un colloquio',
        params: IdParamsSchema,
        body: InterviewUpdateSchema,
        response: { 200: InterviewSchema },
      },
    },
    async (request) => {
      const before = await repo.findInterview(app.db, request.params.id);
      if (!before) throw notFound();
      request.audit.beneficiaryId = before.beneficiary_id;
      sameId('beneficiary_id', request.body.beneficiary_id, before.beneficiary_id);
      const after = (await repo.updateInterview(app.db, before.ID, request.body))!;
      const { date, type_id, interviewer, notes: text } = request.body;
      request.audit.notes = notes('Colloquio modificato', after);
      request.audit.changes = changedFields(before, { date, type_id, interviewer, notes: text });
      return after;
    },
  );

  app.delete(
    '/:id',
    {
      config: { audit },
      schema: { tags, summary: 'Elimina un colloquio', params: IdParamsSchema },
    },
    async (request, reply) => {
      const row = await repo.findInterview(app.db, request.params.id);
      if (!row) throw notFound();
      request.audit.beneficiaryId = row.beneficiary_id;
      await repo.deleteInterview(app.db, row.ID);
      request.audit.notes = notes('Colloquio eliminato', row);
      return reply.status(204).send();
    },
  );
};
export default defineModule({ routes: interviewRoutes });
