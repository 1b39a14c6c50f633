import { MSG, OperatorCreateSchema, OperatorListQuerySchema, OperatorUpdateBodySchema } from '@empowerment/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentOperator } from '../../plugins/auth';
import * as repo from './operators.repository';
import * as operators from './operators.service';

const IdParamsSchema = z.object({
  id: z.coerce.number({ error: MSG.badValue }).int(MSG.badValue).positive(MSG.badValue).max(2_147_483_647, MSG.badValue),
});

/** What clients receive for an operator (spec 01 §3); the password hash never leaves. */
const OperatorSchema = z.object({
  ID: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  municipio_id: z.number().nullable(),
  col_id: z.number().nullable(),
  super_operator: z.boolean(),
  notes: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
const OperatorListSchema = z.union([z.array(OperatorSchema), z.object({ total: z.number(), data: z.array(OperatorSchema) })]);

const tags = ['operators'];
const audit = { entity: 'operators', notes: (r: FastifyRequest) => `operatore ${(r.params as { id?: number }).id}` };

/** Operator accounts: administrators manage them, every operator reads and edits her own. */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/operators',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Elenco degli operatori', querystring: OperatorListQuerySchema, response: { 200: OperatorListSchema } },
    },
    async (request) => {
      const { limit, offset, 'get-tot': withTotal, ...filters } = request.query;
      const data = await repo.listOperators(app.db, filters, { limit, offset });
      if (withTotal !== 'true') return data;
      return { total: await repo.countOperators(app.db, filters), data };
    },
  );

  app.get(
    '/auth/operators/:id',
    {
      schema: {
        tags,
        summary: "Un operatore (l'operatore stesso o un amministratore)",
        params: IdParamsSchema,
        response: { 200: OperatorSchema },
      },
    },
    async (request) => operators.getOperator(app.db, currentOperator(request), request.params.id),
  );

  app.post(
    '/auth/operators',
    {
      config: { access: 'admin', audit: { entity: 'operators', notes: (r) => `operatore ${(r.body as { email?: string }).email}` } },
      schema: {
        tags,
        summary: "Crea un operatore e gli invia l'invito (il link è nella risposta, invite_url, quando non c'è SMTP_URL)",
        body: OperatorCreateSchema,
        response: { 201: OperatorSchema.extend({ invite_url: z.string().optional() }) },
      },
    },
    async (request, reply) => reply.status(201).send(await operators.createOperator(app, request.body)),
  );

  app.put(
    '/auth/operators/:id',
    {
      config: { audit },
      schema: {
        tags,
        summary: 'Modifica un operatore',
        params: IdParamsSchema,
        body: OperatorUpdateBodySchema,
        response: { 200: OperatorSchema },
      },
    },
    async (request) => operators.updateOperator(app.db, currentOperator(request), request.params.id, request.body),
  );

  app.delete(
    '/auth/operators/:id',
    { config: { access: 'admin', audit }, schema: { tags, summary: 'Elimina un operatore', params: IdParamsSchema } },
    async (request, reply) => {
      await operators.deleteOperator(app.db, currentOperator(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
export default operatorRoutes;
