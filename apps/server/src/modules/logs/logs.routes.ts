import { LogCreateSchema, LogIntegritySchema, LogListQuerySchema } from '@empowerment/shared/logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentOperator } from '../../plugins/auth';
import { answerList } from '../../lib/list';
import { verifyLogChain } from './log-chain';
import { logList } from './logs.repository';
import { recordClientLog } from './logs.service';
import { defineModule } from '../define-module';

const LogEntrySchema = z.object({
  ID: z.number(),
  action: z.string(),
  entita: z.string(),
  CreatedAt: z.string(),
  notes: z.string().nullable(),
  status_code: z.number().nullable(),
  beneficiary_id: z.number().nullable(),
  beneficiary_name: z.string().nullable().optional(),
  beneficiary_public_id: z.string().nullable().optional(),
  changes: z
    .array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable(), hidden: z.literal(true).optional() }))
    .nullable()
    .optional(),
  operator: z.object({ email: z.string() }).nullable(),
});

/** The Registro Attività: operators add entries, administrators read them. */
const logs: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['logs'],
        summary: "Scrive una voce del Registro Attività per conto dell'app",
        body: LogCreateSchema,
        response: { 201: LogEntrySchema },
      },
    },
    async (request, reply) => {
      const entry = await recordClientLog(app.db, currentOperator(request), request.body);
      return reply.status(201).send(entry);
    },
  );

  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['logs'],
        summary: 'Registro Attività, dal più recente; {total, data} con get-tot=true',
        querystring: LogListQuerySchema,
        response: { 200: z.union([z.object({ total: z.number(), data: z.array(LogEntrySchema) }), z.array(LogEntrySchema)]) },
      },
    },
    async (request) => answerList(request.query, logList(app.db)),
  );

  // the whole chain from its first entry (decision 0051): a read, on its own connection and snapshot
  app.get(
    '/integrity',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['logs'],
        summary: 'Verifica la catena del Registro Attività dalla prima voce e dice dove si interrompe (amministratori)',
        response: { 200: LogIntegritySchema },
      },
    },
    async () => verifyLogChain(app.database.pool),
  );
};
export default defineModule({ routes: logs });
