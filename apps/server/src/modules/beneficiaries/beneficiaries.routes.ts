import { BeneficiaryListQuerySchema, BeneficiaryListRowSchema, listAnswerSchema } from '@empowerment/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerList } from '../../lib/list';
import { describeFilters } from '../logs';
import { beneficiaryList } from './beneficiaries.repository';

const listNotes = (query: unknown) => {
  const { limit: _l, offset: _o, 'get-tot': _t, ...filters } = query as Record<string, unknown>;
  const described = describeFilters(filters);
  return described ? `Elenco beneficiari filtrato: ${described}` : 'Elenco beneficiari';
};

const beneficiaries: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { audit: { entity: 'beneficiary', notes: (request) => listNotes(request.query) } },
      schema: {
        tags: ['beneficiaries'],
        summary: 'Elenco dei beneficiari con filtri; {total, data} con get-tot=true',
        querystring: BeneficiaryListQuerySchema,
        response: { 200: listAnswerSchema(BeneficiaryListRowSchema) },
      },
    },
    async (request) => answerList(request.query, beneficiaryList(app.db)),
  );
};
export default beneficiaries;
