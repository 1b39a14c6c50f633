import { BeneficiaryParamsSchema, IdParamsSchema } from '@empowerment/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { versionedBy } from '../../plugins/request-work';
import { SECTIONS, type SectionEntry } from './sections.registry';
import * as sections from './sections.service';

const tags = ['beneficiary sections'];

/** Residence and domicile are told apart in the log's notes. */
const ADDRESS_NOTES: Record<string, string> = { address: 'Residenza', domicile: 'Domicilio' };
const rowNotes = (entry: SectionEntry, row: Record<string, unknown>) =>
  entry.rowsBy ? ADDRESS_NOTES[String(row[entry.rowsBy])] : undefined;

type Payload = Record<string, unknown> & { beneficiary_id: number };

/** The update of a section's row, with its beneficiary, notes and changed fields for the Registro Attività. */
const updated =
  (app: FastifyInstance, entry: SectionEntry) =>
  async (locate: { id: number } | { beneficiaryId: number }, payload: Payload, request: Pick<FastifyRequest, 'audit'>) => {
    const { row, changed } = await sections.updateSection(app.db, entry, locate, payload);
    request.audit.beneficiaryId = row.beneficiary_id;
    request.audit.notes = rowNotes(entry, row);
    request.audit.changes = changed;
    return row;
  };

/**
 * GET (404 while empty), POST (201; 409 when it exists) and PUT of one section at /<key> under the
 * beneficiary's path (spec 02 §7); a section updated by row has its PUT apart (sectionRowRoutes). Each
 * call is written to the Registro Attività with the section's entity; an update names the fields it changed.
 */
const sectionRoutes =
  (entry: SectionEntry): FastifyPluginAsyncZod =>
  async (app) => {
    const { section } = entry;
    const path = `/${section.key}`;
    const audit = { entity: section.logEntity };
    const record = section.record;
    const body = section.input as z.ZodType<Payload>;

    app.get(
      path,
      {
        config: { audit },
        schema: {
          tags,
          summary: `Sezione ${section.key} della beneficiaria (404 finché non esiste)`,
          params: BeneficiaryParamsSchema,
          response: { 200: entry.rowsBy ? z.array(record) : record },
        },
      },
      async (request) => sections.getSection(app.db, entry, request.params.beneficiaryId),
    );

    app.post(
      path,
      {
        config: { audit },
        schema: {
          tags,
          summary: `Crea la sezione ${section.key} (409 se esiste già)`,
          params: BeneficiaryParamsSchema,
          body,
          response: { 201: record },
        },
      },
      async (request, reply) => {
        const row = await sections.createSection(app.db, entry, request.params.beneficiaryId, request.body);
        request.audit.notes = rowNotes(entry, row);
        return reply.status(201).send(row);
      },
    );

    if (entry.updatedByRow) return;
    const update = updated(app, entry);
    app.put(
      path,
      {
        config: { audit, version: versionedBy(entry.table.beneficiaryId, 'beneficiaryId') },
        schema: { tags, summary: `Aggiorna la sezione ${section.key}`, params: BeneficiaryParamsSchema, body, response: { 200: record } },
      },
      async (request) => update({ beneficiaryId: request.params.beneficiaryId }, request.body, request),
    );
  };

/** Every declared section, under /auth/beneficiaries/:beneficiaryId. */
export const beneficiarySectionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const entry of SECTIONS) await app.register(sectionRoutes(entry));
};

/** The update by the row's ID (PUT /:id) of a section declared updatedByRow, under the section's own path. */
export const sectionRowRoutes = (key: string): FastifyPluginAsyncZod => {
  const entry = SECTIONS.find((e) => e.section.key === key);
  if (!entry?.updatedByRow) throw new Error(`${key}: no section is updated by its row's ID`);
  const { section } = entry;
  const body = section.input as z.ZodType<Payload>;
  return async (app) => {
    const update = updated(app, entry);
    app.put(
      '/:id',
      {
        config: { audit: { entity: section.logEntity }, version: versionedBy(entry.table.id) },
        schema: {
          tags,
          summary: `Aggiorna una riga della sezione ${section.key}`,
          params: IdParamsSchema,
          body,
          response: { 200: section.record },
        },
      },
      async (request) => update({ id: request.params.id }, request.body, request),
    );
  };
};
