import { IdParamsSchema, listAnswerSchema, ListQuerySchema } from '@empowerment/shared';
import {
  INIT_LIST_KEYS,
  INIT_LISTS,
  LIST_SETTINGS_KEYS,
  LIST_SETTINGS_TITLES,
  listItemCreateSchema,
  TABLE_LISTS,
} from '@empowerment/shared/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { answerList } from '../../lib/list';
import { deleteListItem, insertListItem, itemLabel, listItems } from './reference.items';
import { keptTableLists } from './reference.repository';

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
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tableLists = keptTableLists(app);
  app.get(
    '/inits-json',
    { schema: { tags: ['reference'], summary: 'Liste di valori (enumerazioni)', response: { 200: InitListsSchema } } },
    async () => INIT_LISTS,
  );

  app.get(
    '/list-settings',
    { schema: { tags: ['reference'], summary: 'Liste da tabella (paesi, municipi, tipi ...)', response: { 200: TableListsSchema } } },
    async () => tableLists.read(),
  );
};

/** Dropdown Edit (administrators): each list at its own path under the prefix, e.g. .../sectors/. */
export const listSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = { entity: 'list settings' } as const;
  const tableLists = keptTableLists(app);
  for (const list of LIST_SETTINGS_KEYS) {
    const title = LIST_SETTINGS_TITLES[list];
    const tags = ['list-settings'];
    app.get(
      `/${list}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `${title}: elementi`,
          querystring: ListQuerySchema,
          response: { 200: listAnswerSchema(TableListItemSchema) },
        },
      },
      async (request) => answerList(request.query, listItems(app.db, list)),
    );

    app.post(
      `/${list}`,
      {
        config: { access: 'admin', audit },
        schema: {
          tags,
          summary: `${title}: aggiunge un elemento (un array di un elemento)`,
          body: listItemCreateSchema(list),
          response: { 201: TableListItemSchema },
        },
      },
      async (request, reply) => {
        const created = await insertListItem(app.db, list, request.body[0]);
        tableLists.forget(); // this process's next read has it; the others hear it from the database
        request.audit.notes = `${title}: aggiunto ${itemLabel(list, created)}`;
        return reply.status(201).send(created);
      },
    );

    app.delete(
      `/${list}/:id`,
      {
        config: { access: 'admin', audit },
        schema: { tags, summary: `${title}: elimina un elemento; 424 se è in uso`, params: IdParamsSchema },
      },
      async (request, reply) => {
        const deleted = await deleteListItem(app.db, list, request.params.id);
        if (!deleted) throw notFound();
        tableLists.forget(); // this process's next read has it; the others hear it from the database
        request.audit.notes = `${title}: eliminato ${itemLabel(list, deleted)}`;
        return reply.status(204).send();
      },
    );
  }
};
