import { IdParamsSchema, listAnswerSchema } from '@empowerment/shared';
import {
  BeneficiaryCreateSchema,
  BeneficiaryDuplicateSchema,
  BeneficiaryDuplicatesQuerySchema,
  BeneficiaryListQuerySchema,
  BeneficiaryListRowSchema,
  BeneficiaryPatchSchema,
  BeneficiarySchema,
} from '@empowerment/shared/beneficiaries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beneficiaries as beneficiariesTable } from '../../db/schema';
import { listNotes } from '../../lib/filter-notes';
import { answerList } from '../../lib/list';
import { currentOperator } from '../../plugins/auth';
import type { AuditConfig } from '../../plugins/audit';
import { versionedBy } from '../../plugins/request-work';
import { beneficiaryList, findDuplicates } from './beneficiaries.repository';
import * as service from './beneficiaries.service';
import { defineModule } from '../define-module';

const tags = ['beneficiaries'];

/** Her own record's calls: the entry names her by the path's id (when she exists). */
const recordAudit: AuditConfig = {
  entity: 'beneficiary',
  beneficiaryId: (request) => (request.params as { id?: unknown }).id,
  notes: (request) => `Beneficiario #${String((request.params as { id?: unknown }).id)}`,
};

const beneficiaries: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { audit: { entity: 'beneficiary', notes: (request) => listNotes('Elenco beneficiari', request.query) } },
      schema: {
        tags,
        summary: 'Elenco dei beneficiari con filtri; {total, data} con get-tot=true',
        querystring: BeneficiaryListQuerySchema,
        response: { 200: listAnswerSchema(BeneficiaryListRowSchema) },
      },
    },
    async (request) => answerList(request.query, beneficiaryList(app.db)),
  );

  app.get(
    '/duplicates',
    {
      // who looked for whom is a view like the list's: recorded once, without the values typed
      config: { audit: { entity: 'beneficiary', notes: () => 'Controllo dei possibili duplicati' } },
      schema: {
        tags,
        summary: 'Beneficiari probabilmente uguali a quello in creazione (stesso codice fiscale, o stessa data di nascita e nome simile)',
        querystring: BeneficiaryDuplicatesQuerySchema,
        response: { 200: z.array(BeneficiaryDuplicateSchema) },
      },
    },
    async (request) => findDuplicates(app.db, request.query),
  );

  app.post(
    '/',
    {
      config: { audit: { entity: 'beneficiary', notes: () => 'Nuovo beneficiario' } },
      schema: { tags, summary: 'Crea un beneficiario', body: BeneficiaryCreateSchema, response: { 201: BeneficiarySchema } },
    },
    async (request, reply) => {
      const created = await service.createBeneficiary(app.db, currentOperator(request), request.body);
      request.audit.beneficiaryId = created.ID;
      request.audit.notes = service.beneficiaryNotes('Beneficiario aggiunto', created);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/:id',
    {
      config: { audit: recordAudit },
      schema: { tags, summary: 'Un beneficiario, con i dati della testata', params: IdParamsSchema, response: { 200: BeneficiarySchema } },
    },
    async (request) => service.getBeneficiary(app.db, request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { audit: recordAudit, version: versionedBy(beneficiariesTable.id) },
      schema: {
        tags,
        summary: 'Modifica i dati personali: solo i campi cambiati, più ID',
        params: IdParamsSchema,
        body: BeneficiaryPatchSchema,
        response: { 200: BeneficiarySchema },
      },
    },
    async (request) => {
      const { beneficiary, changed } = await service.patchBeneficiary(app.db, request.params.id, request.body);
      request.audit.notes = service.beneficiaryNotes('Dati personali modificati', beneficiary);
      request.audit.changes = changed;
      return beneficiary;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'admin', audit: recordAudit },
      schema: { tags, summary: 'Elimina un beneficiario e tutte le sue sezioni', params: IdParamsSchema },
    },
    async (request, reply) => {
      const deleted = await service.deleteBeneficiary(app.db, request.params.id);
      // she is gone, but the entry (and her earlier ones) keep her id
      request.audit.beneficiaryId = request.params.id;
      request.audit.notes = service.beneficiaryNotes('Beneficiario eliminato', deleted);
      return reply.status(204).send();
    },
  );
};
export default defineModule({ routes: beneficiaries });
