import { JobsAnswerSchema } from '@empowerment/shared/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsOverview } from './jobs.repository';
import { defineModule } from '../define-module';

/** /api/auth/jobs (administrators): the background work, per queue (docs/decisions/0047-job-queue.md). */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['jobs'],
        summary: 'Attività in background: per coda, quante per stato negli ultimi giorni e gli ultimi errori (amministratori)',
        response: { 200: JobsAnswerSchema },
      },
    },
    async () => jobsOverview(app.database.pool),
  );
};
export default defineModule({ routes: jobRoutes });
