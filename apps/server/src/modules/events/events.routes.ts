import { BeneficiaryParamsSchema, IdParamsSchema, listAnswerSchema, type ListQuery, type LogEntity } from '@empowerment/shared';
import { MembershipParamsSchema, ParticipantParamsSchema, ParticipantSchema } from '@empowerment/shared/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { answerList } from '../../lib/list';
import { versionedBy } from '../../plugins/request-work';
import { beneficiaryExists } from '../beneficiaries';
import { eventRepository, type EventRecord, type EventStore, type EventTable } from './events.repository';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** A list's query: paging, the kind's own filters and notBeneficiary (the ones she did not join). */
type EventListQuery = ListQuery & { notBeneficiary?: number };

/**
 * One kind of event: its paths, its log entity, its schemas and its store; typed by its table (its
 * rows' types derive from it), its list query (its filters) and the key of its id in a beneficiary's list.
 */
export type EventKind<T extends EventTable, Query extends EventListQuery, Key extends string> = {
  /** Its path segment (carrers-days, group-activity), under which modules/index.ts registers it: the API description's tag. */
  path: string;
  entity: LogEntity;
  /** 'Career day', 'Group activity': the start of the log notes. */
  noun: string;
  /** How the log names one: its title or name and its day. */
  describe: (event: EventRecord<T>) => string;
  store: EventStore<T, Omit<Query, keyof ListQuery>, Key>;
  schemas: {
    listQuery: z.ZodType<Query>;
    row: ObjectSchema;
    record: ObjectSchema;
    create: ObjectSchema;
    update: ObjectSchema;
    /** {carrers_days_ids:[n]} / {group_activity_ids:[n]} */
    join: z.ZodObject<Record<string, z.ZodType<number[]>>>;
    beneficiaryItem: ObjectSchema;
  };
};

/**
 * The validated query of a list: its schema's output. Fastify types a request's parts through a
 * conditional type (UndefinedToUnknown) that TypeScript leaves unresolved over this factory's type
 * parameters, though the schema, checked before the handler runs, says what the query is.
 */
const listQueryOf = <Query extends ListQuery>(request: { query: unknown }) => request.query as Query;

/**
 * The routes of one kind of event (spec 02 §7), two plugins for the two prefixes of modules/index.ts:
 * `routes` (under /auth/<path>) the list with its filters and notBeneficiary, create, update and
 * delete (any operator, spec 02 §6) and its participants; `beneficiaryRoutes` (under
 * /auth/beneficiaries/:beneficiaryId/<path>) the beneficiary's sign-ups.
 * Career days and group activities are this factory used twice.
 */
export function eventRoutes<T extends EventTable, Query extends EventListQuery, Key extends string>(
  kind: EventKind<T, Query, Key>,
): { routes: FastifyPluginAsyncZod; beneficiaryRoutes: FastifyPluginAsyncZod } {
  const { schemas, path, noun } = kind;
  const tags = [path];
  const audit = { entity: kind.entity };

  const routes: FastifyPluginAsyncZod = async (app) => {
    const repo = eventRepository(app.db, kind.store);

    app.get(
      '/',
      {
        config: { audit: { entity: kind.entity, notes: () => `${noun}: elenco` } },
        schema: {
          tags,
          summary: `Elenco (${path}) con filtri e numero di partecipanti; notBeneficiary esclude quelli della beneficiaria`,
          querystring: schemas.listQuery,
          response: { 200: listAnswerSchema(schemas.row) },
        },
      },
      async (request) => answerList(listQueryOf<Query>(request), repo.list),
    );

    app.post(
      '/',
      { config: { audit }, schema: { tags, summary: `Crea (${path})`, body: schemas.create, response: { 201: schemas.record } } },
      async (request, reply) => {
        const created = await repo.insert(request.body);
        request.audit.notes = `${noun} creato: ${kind.describe(created)}`;
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/:id',
      {
        config: { audit, version: versionedBy(kind.store.table.id) },
        schema: {
          tags,
          summary: `Modifica (${path}); risponde con l'elemento`,
          params: IdParamsSchema,
          body: schemas.update,
          response: { 200: schemas.record },
        },
      },
      async (request) => {
        const updated = await repo.update(request.params.id, request.body);
        if (!updated) throw notFound();
        request.audit.notes = `${noun} modificato: ${kind.describe(updated)}`;
        return updated;
      },
    );

    app.delete(
      '/:id',
      { config: { audit }, schema: { tags, summary: `Elimina (${path}); 424 se ci sono iscritti`, params: IdParamsSchema } },
      async (request, reply) => {
        const deleted = await repo.remove(request.params.id);
        if (!deleted) throw notFound();
        request.audit.notes = `${noun} eliminato: ${kind.describe(deleted)}`;
        return reply.status(204).send();
      },
    );

    app.get(
      '/:id/beneficiaries',
      {
        config: { audit },
        schema: { tags, summary: `Partecipanti (${path})`, params: IdParamsSchema, response: { 200: z.array(ParticipantSchema) } },
      },
      async (request) => {
        const event = await repo.find(request.params.id);
        if (!event) throw notFound();
        request.audit.notes = `${noun}: partecipanti di ${kind.describe(event)}`;
        return repo.participants(request.params.id);
      },
    );

    app.delete(
      '/:id/beneficiaries/:beneficiary_id',
      { config: { audit }, schema: { tags, summary: `Rimuove una partecipante (${path})`, params: ParticipantParamsSchema } },
      async (request, reply) => {
        const { id, beneficiary_id } = request.params;
        request.audit.beneficiaryId = beneficiary_id;
        if (!(await repo.leave(beneficiary_id, id))) throw notFound();
        request.audit.notes = `${noun} #${id}: partecipante rimossa`;
        return reply.status(204).send();
      },
    );
  };

  const beneficiaryRoutes: FastifyPluginAsyncZod = async (app) => {
    const repo = eventRepository(app.db, kind.store);
    const joinKey = Object.keys(schemas.join.shape)[0];
    const requireBeneficiary = async (id: number) => {
      if (!(await beneficiaryExists(app.db, id))) throw notFound();
    };

    app.get(
      '/',
      {
        config: { audit },
        schema: {
          tags,
          summary: `Iscrizioni della beneficiaria (${path})`,
          params: BeneficiaryParamsSchema,
          response: { 200: z.array(schemas.beneficiaryItem) },
        },
      },
      async (request) => {
        await requireBeneficiary(request.params.beneficiaryId);
        return await repo.beneficiaryEvents(request.params.beneficiaryId);
      },
    );

    app.post(
      '/',
      {
        config: { audit },
        schema: {
          tags,
          summary: `Iscrive la beneficiaria (${path}); 201 con le sue iscrizioni`,
          params: BeneficiaryParamsSchema,
          body: schemas.join,
          response: { 201: z.array(schemas.beneficiaryItem) },
        },
      },
      async (request, reply) => {
        const { beneficiaryId } = request.params;
        await requireBeneficiary(beneficiaryId);
        const ids = request.body[joinKey];
        await repo.join(beneficiaryId, ids);
        request.audit.notes = `${noun}: iscrizione a #${ids.join(', #')}`;
        return reply.status(201).send(await repo.beneficiaryEvents(beneficiaryId));
      },
    );

    app.delete(
      '/:itemId',
      { config: { audit }, schema: { tags, summary: `Annulla un'iscrizione (${path})`, params: MembershipParamsSchema } },
      async (request, reply) => {
        const { beneficiaryId, itemId } = request.params;
        if (!(await repo.leave(beneficiaryId, itemId))) throw notFound();
        request.audit.notes = `${noun} #${itemId}: iscrizione rimossa`;
        return reply.status(204).send();
      },
    );
  };

  return { routes, beneficiaryRoutes };
}
