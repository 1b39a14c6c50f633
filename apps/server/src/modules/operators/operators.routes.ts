import { IdParamsSchema, listAnswerSchema } from '@empowerment/shared';
import {
  OperatorCreateSchema,
  OperatorListQuerySchema,
  OperatorSchema,
  OPERATOR_MSG,
  OperatorUpdateBodySchema,
} from '@empowerment/shared/operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operators as operatorsTable } from '../../db/schema';
import { answerList } from '../../lib/list';
import { currentOperator } from '../../plugins/auth';
import { versionedBy } from '../../plugins/request-work';
import { operatorAudit, operatorNotes } from './operators.audit';
import * as repo from './operators.repository';
import * as operators from './operators.service';
import { defineModule } from '../define-module';

const OperatorListSchema = listAnswerSchema(OperatorSchema);

const tags = ['operators'];

/** Operator accounts: administrators manage them, every operator reads and edits her own. */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Elenco degli operatori', querystring: OperatorListQuerySchema, response: { 200: OperatorListSchema } },
    },
    async (request) => answerList(request.query, repo.operatorList(app.db)),
  );

  app.get(
    '/:id',
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
    '/',
    {
      config: { access: 'admin', audit: operatorAudit.create },
      schema: {
        tags,
        summary: "Crea un operatore e gli invia l'invito (il link è nella risposta, invite_url, quando non c'è SMTP_URL)",
        body: OperatorCreateSchema,
        response: { 201: OperatorSchema.extend({ invite_url: z.string().optional() }) },
      },
    },
    async (request, reply) => {
      const created = await operators.createOperator(app, request.body);
      request.audit.notes = operatorNotes('Operatore aggiunto', created);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      config: { audit: operatorAudit.change, version: versionedBy(operatorsTable.id) },
      schema: {
        tags,
        summary: 'Modifica un operatore',
        params: IdParamsSchema,
        body: OperatorUpdateBodySchema,
        response: { 200: OperatorSchema },
      },
    },
    async (request) => {
      const { operator, changed } = await operators.updateOperator(app.db, currentOperator(request), request.params.id, request.body);
      // her powers change in this process with this answer; the others hear it from the database
      app.sessions.forget(operator.ID);
      request.audit.notes = operatorNotes('Operatore modificato', operator);
      request.audit.changes = changed;
      return operator;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'admin', audit: operatorAudit.change },
      schema: {
        tags,
        summary: 'Disattiva un operatore: non può più accedere, la sua attività e le sue beneficiarie restano a suo nome',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const deactivated = await operators.deactivateOperator(app.db, currentOperator(request), request.params.id);
      app.sessions.forget(deactivated.ID);
      request.audit.notes = operatorNotes(OPERATOR_MSG.deactivated, deactivated);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/reactivate',
    {
      config: { access: 'admin', audit: operatorAudit.change, version: versionedBy(operatorsTable.id) },
      schema: { tags, summary: 'Riattiva un operatore disattivato', params: IdParamsSchema, response: { 200: OperatorSchema } },
    },
    async (request) => {
      const operator = await operators.reactivateOperator(app.db, request.params.id);
      request.audit.notes = operatorNotes(OPERATOR_MSG.reactivated, operator);
      return operator;
    },
  );

  app.post(
    '/:id/invitation',
    {
      config: { access: 'admin', audit: operatorAudit.change },
      schema: {
        tags,
        summary: "Invia di nuovo l'invito (il precedente non vale più; il link è nella risposta, invite_url, quando non c'è SMTP_URL)",
        params: IdParamsSchema,
        response: { 200: z.object({ invite_url: z.string().optional() }) },
      },
    },
    async (request) => {
      const { operator, invite_url } = await operators.resendInvitation(app, request.params.id);
      request.audit.notes = operatorNotes('Invito inviato di nuovo', operator);
      return invite_url === undefined ? {} : { invite_url };
    },
  );
};
export default defineModule({ routes: operatorRoutes });
