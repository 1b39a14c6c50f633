import { BeneficiaryParamsSchema, MSG, formatEuro, listAnswerSchema } from '@empowerment/shared';
import {
  COST_MSG,
  CostEntityChoiceSchema,
  CostIdParamsSchema,
  CostInputSchema,
  CostListQuerySchema,
  CostSchema,
  costConfirmationNote,
  type Cost,
  type CostInput,
} from '@empowerment/shared/costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { costs } from '../../db/schema';
import { AppError, notFound, sameId } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { listNotes } from '../../lib/filter-notes';
import { answerList } from '../../lib/list';
import { versionedBy } from '../../plugins/request-work';
import * as repo from './costs.repository';
import { defineModule } from '../define-module';

const tags = ['costs'];
const audit = (notes?: (request: { params: unknown }) => string) => ({ entity: 'costs' as const, ...(notes && { notes }) });
const idNote = (request: { params: unknown }) => `Costo #${(request.params as { id: string }).id}`;

const describe = (prefix: string, cost: Cost) =>
  `${prefix}: ${cost.type_name} del ${cost.date}, impegnato ${formatEuro(cost.amount_committed)} (${cost.beneficiary})`;

type Db = Parameters<typeof repo.fileBeneficiary>[0];

/** What a cost points to must be hers: its document, and the record of her path it is for (none for 'Beneficiario'). */
async function checkLinks(db: Db, input: CostInput, beneficiaryId: number) {
  if (input.file_id !== null && (await repo.fileBeneficiary(db, input.file_id)) !== beneficiaryId)
    throw new AppError('BAD_REQUEST', MSG.badValue, { file_id: MSG.badValue });
  if (input.entity_id === null) return;
  const label =
    input.entity_type === 'Beneficiario' ? undefined : await repo.pathEntityLabel(db, beneficiaryId, input.entity_type, input.entity_id);
  if (label === undefined) throw new AppError('BAD_REQUEST', COST_MSG.entityInvalid, { entity_id: COST_MSG.entityInvalid });
}

/** A beneficiary's costs (spec 02 §7): every operator reads and changes them. */
const costRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { audit: audit((request) => listNotes('Elenco costi', (request as { query?: unknown }).query, ['beneficiary_id'])) },
      schema: {
        tags,
        summary: 'Costi (di un beneficiario, di un elemento del suo percorso, o di tutto il programma)',
        querystring: CostListQuerySchema,
        response: { 200: listAnswerSchema(CostSchema) },
      },
    },
    async (request) => answerList(request.query, repo.costList(app.db)),
  );

  app.get(
    '/beneficiaries/:beneficiaryId/entities',
    {
      config: { audit: audit(() => 'Elementi del percorso a cui associare un costo') },
      schema: {
        tags,
        summary: 'I corsi, tirocini, colloqui, career day e group activity del beneficiario a cui un costo può essere associato',
        params: BeneficiaryParamsSchema,
        response: { 200: z.array(CostEntityChoiceSchema) },
      },
    },
    async (request) => repo.pathEntitiesOf(app.db, request.params.beneficiaryId),
  );

  app.post(
    '/beneficiaries/:beneficiaryId',
    {
      config: { audit: audit() },
      schema: {
        tags,
        summary: 'Aggiunge un costo a un beneficiario',
        params: BeneficiaryParamsSchema,
        body: CostInputSchema,
        response: { 201: CostSchema },
      },
    },
    async (request, reply) => {
      const { beneficiaryId } = request.params;
      sameId('beneficiary_id', request.body.beneficiary_id, beneficiaryId);
      await checkLinks(app.db, request.body, beneficiaryId);
      const created = await repo.insertCost(app.db, beneficiaryId, request.body);
      request.audit.notes = describe('Costo aggiunto', created);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      config: { audit: audit(idNote), version: versionedBy(costs.id) },
      schema: { tags, summary: 'Modifica un costo', params: CostIdParamsSchema, body: CostInputSchema, response: { 200: CostSchema } },
    },
    async (request) => {
      const before = await repo.findCost(app.db, request.params.id);
      if (!before) throw notFound(COST_MSG.idInvalid);
      request.audit.beneficiaryId = before.beneficiary_id;
      sameId('beneficiary_id', request.body.beneficiary_id, before.beneficiary_id);
      await checkLinks(app.db, request.body, before.beneficiary_id);
      const after = (await repo.updateCost(app.db, before.ID, request.body))!;
      // written with the change, in its transaction: a save that fails leaves no entry saying it happened
      request.audit.notes =
        before.confirmed === after.confirmed
          ? describe('Costo modificato', after)
          : costConfirmationNote(before.confirmed, after.confirmed);
      const { beneficiary_id: _b, ...sent } = request.body;
      request.audit.changes = changedFields(before, sent);
      return after;
    },
  );

  app.delete(
    '/:id',
    {
      config: { audit: audit(idNote) },
      schema: { tags, summary: 'Elimina un costo', params: CostIdParamsSchema },
    },
    async (request, reply) => {
      const row = await repo.findCost(app.db, request.params.id);
      if (!row) throw notFound(COST_MSG.idInvalid);
      request.audit.beneficiaryId = row.beneficiary_id;
      await repo.deleteCost(app.db, row.ID);
      request.audit.notes = describe('Costo eliminato', row);
      return reply.status(204).send();
    },
  );
};
export default defineModule({ routes: costRoutes });
