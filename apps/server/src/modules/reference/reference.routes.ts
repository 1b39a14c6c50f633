import { INIT_LIST_KEYS, INIT_LISTS, TABLE_LISTS } from '@empowerment/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadTableLists } from './reference.repository';

const InitListsSchema = z.object(
  Object.fromEntries(INIT_LIST_KEYS.map((k) => [k, k === 'prefix' ? z.array(z.object({ name: z.string() })) : z.array(z.string())])),
);

const TableListItemSchema = z.object({
  ID: z.number(),
  name: z.string().optional(),
  municipio: z.string().optional(),
  type: z.string().optional(),
  id_public: z.number().nullable().optional(),
  notes: z.string().nullable().optional(),
  CreatedAt: z.string().optional(),
});
const TableListsSchema = z.object(Object.fromEntries(Object.keys(TABLE_LISTS).map((k) => [k, z.array(TableListItemSchema)])));

/** The reference data every screen needs: the enumerations and the table lists. */
const reference: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inits-json',
    { schema: { tags: ['reference'], summary: 'Liste di valori (enumerazioni)', response: { 200: InitListsSchema } } },
    async () => INIT_LISTS,
  );

  app.get(
    '/list-settings',
    { schema: { tags: ['reference'], summary: 'Liste da tabella (paesi, municipi, tipi ...)', response: { 200: TableListsSchema } } },
    async () => loadTableLists(app.db),
  );
};
export default reference;
