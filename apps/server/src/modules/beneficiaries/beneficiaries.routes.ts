import { BeneficiaryListQuerySchema, type BeneficiaryFilters } from '@empowerment/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeFilters } from '../logs';
import { listBeneficiaries, listBeneficiaryPage } from './beneficiaries.repository';

const BeneficiaryListRowSchema = z.object({
  ID: z.number(),
  id_public: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_prefix: z.string().nullable(),
  fiscal_code: z.string().nullable(),
  birth_date: z.string().nullable(),
  active: z.boolean(),
});

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
        response: {
          200: z.union([z.object({ total: z.number(), data: z.array(BeneficiaryListRowSchema) }), z.array(BeneficiaryListRowSchema)]),
        },
      },
    },
    async (request) => {
      const { limit, offset, 'get-tot': withTotal, ...filters } = request.query;
      const page = { limit, offset };
      return withTotal === 'true'
        ? listBeneficiaryPage(app.db, filters as BeneficiaryFilters, page)
        : listBeneficiaries(app.db, filters as BeneficiaryFilters, page);
    },
  );
};
export default beneficiaries;
