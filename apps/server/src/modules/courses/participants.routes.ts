import { BeneficiaryParamsSchema, IdParamsSchema, listAnswerSchema } from '@empowerment/shared';
import {
  BeneficiaryCourseParamsSchema,
  CourseParamsSchema,
  ParticipationInputSchema,
  ParticipationListQuerySchema,
  ParticipationSchema,
  ParticipationUpdateSchema,
  type Participation,
} from '@empowerment/shared/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { participants } from '../../db/schema';
import { AppError, sameId } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { answerList } from '../../lib/list';
import { versionedBy } from '../../plugins/request-work';
import * as repo from './participants.repository';
import { defineModule } from '../define-module';

const tags = ['participants'];

const notes = (prefix: string, row: Participation) =>
  `${prefix}: ${row.name} ${row.surname} – ${row.course.type} (${row.course.provider_course})`;

/** Course participations (spec 02 §7): every operator reads and changes them. */
const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:courseId',
    {
      config: {
        audit: {
          entity: 'participants',
          notes: (request) => `Partecipanti del corso #${(request.params as { courseId: string }).courseId}`,
        },
      },
      schema: { tags, summary: 'Partecipanti di un corso', params: CourseParamsSchema, response: { 200: z.array(ParticipationSchema) } },
    },
    async (request) => repo.courseParticipants(app.db, request.params.courseId),
  );

  app.get(
    '/beneficiaries/:beneficiaryId',
    {
      config: { audit: { entity: 'participants', notes: () => 'Corsi del beneficiario' } },
      schema: {
        tags,
        summary: 'Corsi di un beneficiario (11 per pagina)',
        params: BeneficiaryParamsSchema,
        querystring: ParticipationListQuerySchema,
        response: { 200: listAnswerSchema(ParticipationSchema) },
      },
    },
    async (request) =>
      answerList({ ...request.query, beneficiaryId: request.params.beneficiaryId }, repo.beneficiaryParticipations(app.db)),
  );

  app.post(
    '/beneficiaries/:beneficiaryId/courses/:courseId',
    {
      config: { audit: { entity: 'participants', notes: () => 'Iscrizione a un corso' } },
      schema: {
        tags,
        summary: 'Iscrive un beneficiario a un corso',
        params: BeneficiaryCourseParamsSchema,
        body: ParticipationInputSchema,
        response: { 201: ParticipationSchema },
      },
    },
    async (request, reply) => {
      const { beneficiaryId, courseId } = request.params;
      const { beneficiary_id, course_id } = request.body;
      // a body that repeats the ids must agree with the path
      sameId('beneficiary_id', beneficiary_id, beneficiaryId);
      sameId('course_id', course_id, courseId);
      const created = await repo.insertParticipation(app.db, beneficiaryId, courseId, request.body);
      request.audit.notes = notes('Iscrizione al corso', created);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      config: {
        audit: { entity: 'participants', notes: (request) => `Partecipazione #${(request.params as { id: string }).id}` },
        version: versionedBy(participants.id),
      },
      schema: {
        tags,
        summary: 'Modifica una partecipazione',
        params: IdParamsSchema,
        body: ParticipationUpdateSchema,
        response: { 200: ParticipationSchema },
      },
    },
    async (request) => {
      const before = await repo.findParticipation(app.db, request.params.id);
      if (!before) throw new AppError('NOT_FOUND');
      request.audit.beneficiaryId = before.beneficiary_id;
      const { beneficiary_id, course_id } = request.body;
      sameId('beneficiary_id', beneficiary_id, before.beneficiary_id);
      sameId('course_id', course_id, before.course_id);
      const after = (await repo.updateParticipation(app.db, before.ID, request.body))!;
      request.audit.notes = notes('Partecipazione modificata', after);
      request.audit.changes = changedFields(before, { certification: request.body.certification, notes: request.body.notes });
      return after;
    },
  );

  app.delete(
    '/:id',
    {
      config: { audit: { entity: 'participants', notes: (request) => `Partecipazione #${(request.params as { id: string }).id}` } },
      schema: { tags, summary: 'Toglie un beneficiario da un corso', params: IdParamsSchema },
    },
    async (request, reply) => {
      const row = await repo.findParticipation(app.db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      request.audit.beneficiaryId = row.beneficiary_id;
      await repo.deleteParticipation(app.db, row.ID);
      request.audit.notes = notes('Partecipazione eliminata', row);
      return reply.status(204).send();
    },
  );
};
export default defineModule({ routes: participantRoutes });
