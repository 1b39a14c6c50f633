import { IdParamsSchema, listAnswerSchema } from '@empowerment/shared';
import {
  COURSE_MSG,
  CourseInputSchema,
  CourseListQuerySchema,
  CourseMinInfoSchema,
  CourseSchema,
  CourseUpdateSchema,
  type Course,
  type CourseInput,
} from '@empowerment/shared/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { listNotes } from '../../lib/filter-notes';
import { answerList } from '../../lib/list';
import { versionedBy } from '../../plugins/request-work';
import * as repo from './courses.repository';
import { defineModule } from '../define-module';

const tags = ['courses'];

const courseNotes = (prefix: string, course: Pick<Course, 'ID' | 'type' | 'provider_course'>) =>
  `${prefix}: ${course.type} – ${course.provider_course} (#${course.ID})`;

/** The provider must be a training body: a missing company is a 400, another type a 422, both on the field. */
async function checkProvider(db: Db, input: CourseInput) {
  const type = await repo.companyType(db, input.provider);
  if (type === undefined) throw new AppError('BAD_REQUEST', COURSE_MSG.providerRequired, { provider: COURSE_MSG.providerRequired });
  if (!(await repo.isTrainingBody(db, input.provider))) {
    throw new AppError('UNPROCESSABLE', COURSE_MSG.providerNotTrainingBody, { provider: COURSE_MSG.providerNotTrainingBody });
  }
}

/** Courses (spec 02): every operator reads and adds; administrators edit and delete. */
const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: {
        audit: {
          entity: 'courses',
          notes: (request) => listNotes('Elenco corsi', request.query),
        },
      },
      schema: {
        tags,
        summary: 'Elenco dei corsi con filtri; {total, data} con get-tot=true; minInfo=true dà ID, type, company_name',
        querystring: CourseListQuerySchema,
        response: { 200: z.union([listAnswerSchema(CourseSchema), listAnswerSchema(CourseMinInfoSchema)]) },
      },
    },
    async (request) => {
      const { minInfo, ...query } = request.query;
      return minInfo === 'true' ? answerList(query, repo.courseMinInfoList(app.db)) : answerList(query, repo.courseList(app.db));
    },
  );

  app.post(
    '/',
    {
      config: { audit: { entity: 'courses', notes: () => 'Nuovo corso' } },
      schema: { tags, summary: 'Aggiunge un corso', body: CourseInputSchema, response: { 201: CourseSchema } },
    },
    async (request, reply) => {
      await checkProvider(app.db, request.body);
      const created = await repo.insertCourse(app.db, request.body);
      request.audit.notes = courseNotes('Corso aggiunto', created);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      config: {
        access: 'admin',
        audit: { entity: 'courses', notes: (request) => `Corso #${(request.params as { id: string }).id}` },
        version: versionedBy(courses.id),
      },
      schema: {
        tags,
        summary: 'Modifica un corso (amministratori)',
        params: IdParamsSchema,
        body: CourseUpdateSchema,
        response: { 200: CourseSchema },
      },
    },
    async (request) => {
      const before = await repo.findCourse(app.db, request.params.id);
      if (!before) throw new AppError('NOT_FOUND');
      const { ID: _id, ...input } = request.body;
      await checkProvider(app.db, input);
      const after = (await repo.updateCourse(app.db, request.params.id, input))!;
      request.audit.notes = courseNotes('Corso modificato', after);
      request.audit.changes = changedFields(before, input);
      return after;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'admin', audit: { entity: 'courses', notes: (request) => `Corso #${(request.params as { id: string }).id}` } },
      schema: { tags, summary: 'Elimina un corso senza partecipanti né documenti (amministratori)', params: IdParamsSchema },
    },
    async (request, reply) => {
      const course = await repo.findCourse(app.db, request.params.id);
      if (!course) throw new AppError('NOT_FOUND');
      const outcome = await repo.deleteCourse(app.db, course.ID);
      if (outcome === 'missing') throw new AppError('NOT_FOUND');
      if (outcome === 'has-files') throw new AppError('DEPENDENCIES', COURSE_MSG.hasDependants);
      request.audit.notes = courseNotes('Corso eliminato', course);
      return reply.status(204).send();
    },
  );
};
export default defineModule({ routes: courseRoutes });
