import { IdParamsSchema, listAnswerSchema } from '@empowerment/shared';
import {
  COMPANY_ADMIN_FILTERS,
  COMPANY_MSG,
  CompanyInputSchema,
  CompanyListQuerySchema,
  CompanyListRowSchema,
  CompanyMinInfoSchema,
  CompanyParamsSchema,
  CompanySchema,
  CompanyUpdateSchema,
  PositionInputSchema,
  PositionListQuerySchema,
  positionEntity,
  PositionSchema,
  type CompanyListQuery,
} from '@empowerment/shared/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies, companyInternshipPositions } from '../../db/schema';
import { forbidden } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { listNotes } from '../../lib/filter-notes';
import { answerList } from '../../lib/list';
import { currentOperator } from '../../plugins/auth';
import { versionedBy } from '../../plugins/request-work';
import * as repo from './companies.repository';
import * as positions from './positions.repository';
import { defineModule } from '../define-module';

const tags = ['companies'];
const companyAudit = { entity: 'companies' } as const;
const positionAudit = { entity: 'internship positions' } as const;

/** Spec 02 §6: an operator may not filter by what only administrators see. */
function refuseAdminFilters(query: CompanyListQuery, isAdmin: boolean) {
  if (isAdmin) return;
  if (COMPANY_ADMIN_FILTERS.some((key) => query[key] !== undefined)) throw forbidden(COMPANY_MSG.adminFilter);
}

const named = (what: string, company: { ID: number; company_name: string }) => `${what}: ${company.company_name} (#${company.ID})`;
const positionNotes = (what: string, position: { ID: number; job_positions: string; company_id: number }) =>
  `${what}: ${position.job_positions} (#${position.ID}, azienda #${position.company_id})`;

/**
 * Companies (spec 02 §7): every operator reads and adds them; administrators edit, delete them and
 * manage their internship positions (spec 02 §6).
 */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { audit: { ...companyAudit, notes: (request) => listNotes('Elenco aziende', request.query, ['minInfo']) } },
      schema: {
        tags,
        summary:
          'Elenco delle aziende con filtri e conteggi delle posizioni; {total, data} con get-tot=true; minInfo=true solo {ID, company_name}',
        querystring: CompanyListQuerySchema,
        response: { 200: z.union([listAnswerSchema(CompanyListRowSchema), listAnswerSchema(CompanyMinInfoSchema)]) },
      },
    },
    async (request) => {
      refuseAdminFilters(request.query, currentOperator(request).superOperator);
      const { minInfo, ...query } = request.query;
      return minInfo === 'true' ? answerList(query, repo.companyChoices(app.db)) : answerList(query, repo.companyList(app.db));
    },
  );

  app.post(
    '/',
    {
      config: { audit: companyAudit },
      schema: { tags, summary: "Aggiunge un'azienda", body: CompanyInputSchema, response: { 201: CompanySchema } },
    },
    async (request, reply) => {
      const company = await repo.insertCompany(app.db, request.body);
      request.audit.notes = named('Azienda aggiunta', company);
      return reply.status(201).send(company);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: 'admin', audit: companyAudit, version: versionedBy(companies.id) },
      schema: { tags, summary: "Modifica un'azienda", params: IdParamsSchema, body: CompanyUpdateSchema, response: { 200: CompanySchema } },
    },
    async (request) => {
      const { ID: _id, ...input } = request.body;
      const before = await repo.findCompany(app.db, request.params.id);
      const company = await repo.updateCompany(app.db, request.params.id, input);
      request.audit.notes = named('Azienda modificata', company);
      request.audit.changes = changedFields(before, input);
      return company;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'admin', audit: companyAudit },
      schema: { tags, summary: "Elimina un'azienda; 424 se ha posizioni, tirocini o corsi", params: IdParamsSchema },
    },
    async (request, reply) => {
      const company = await repo.deleteCompany(app.db, request.params.id);
      request.audit.notes = named('Azienda eliminata', company);
      return reply.status(204).send();
    },
  );

  app.get(
    '/:companyId/internship',
    {
      config: { audit: positionAudit },
      schema: {
        tags,
        summary: "Posizioni di tirocinio di un'azienda; assigned=true le occupate, false le libere",
        params: CompanyParamsSchema,
        querystring: PositionListQuerySchema,
        response: { 200: z.array(PositionSchema) },
      },
    },
    async (request) => {
      const company = await repo.findCompany(app.db, request.params.companyId);
      request.audit.notes = named(positionEntity.log.label, company);
      return positions.listPositions(app.db, company.ID, request.query);
    },
  );

  app.post(
    '/:companyId/internship',
    {
      config: { access: 'admin', audit: positionAudit },
      schema: {
        tags,
        summary: "Aggiunge una posizione di tirocinio all'azienda",
        params: CompanyParamsSchema,
        body: PositionInputSchema,
        response: { 201: PositionSchema },
      },
    },
    async (request, reply) => {
      const position = await positions.insertPosition(app.db, request.params.companyId, request.body);
      request.audit.notes = positionNotes('Posizione aggiunta', position);
      return reply.status(201).send(position);
    },
  );

  app.put(
    '/internship/:id',
    {
      config: { access: 'admin', audit: positionAudit, version: versionedBy(companyInternshipPositions.id) },
      schema: {
        tags,
        summary: 'Modifica una posizione di tirocinio',
        params: IdParamsSchema,
        body: PositionInputSchema,
        response: { 200: PositionSchema },
      },
    },
    async (request) => {
      const { before, after } = await positions.updatePosition(app.db, request.params.id, request.body);
      request.audit.notes = positionNotes('Posizione modificata', after);
      request.audit.changes = changedFields(before, { ...request.body, ID: undefined, company_id: undefined });
      return after;
    },
  );

  app.delete(
    '/internship/:id',
    {
      config: { access: 'admin', audit: positionAudit },
      schema: { tags, summary: 'Elimina una posizione di tirocinio libera; 424 se è assegnata', params: IdParamsSchema },
    },
    async (request, reply) => {
      const position = await positions.deletePosition(app.db, request.params.id);
      request.audit.notes = positionNotes('Posizione eliminata', position);
      return reply.status(204).send();
    },
  );
};
export default defineModule({ routes: companyRoutes });
