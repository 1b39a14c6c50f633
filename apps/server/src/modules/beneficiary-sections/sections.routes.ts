import { BeneficiaryParamsSchema, IdParamsSchema } from '@empowerment/shared';
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

/**
 * GET (404 while empty), POST (201; 409 when it exists) and PUT of one section, under
 * /api/auth/beneficiaries/:beneficiaryId/<key> (spec 02 §7); the update at the section's own path when
 * it has one (address, residence permit). Each call is written to the Registro Attività with the
 * section's entity; an update names the fields it changed.
 */
const sectionRoutes =
  (entry: SectionEntry): FastifyPluginAsyncZod =>
  async (app) => {
    const { section } = entry;
    const path = `/auth/beneficiaries/:beneficiaryId/${section.key}`;
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

    const update = async (
      locate: { id: number } | { beneficiaryId: number },
      payload: Payload,
      request: { audit: { beneficiaryId?: number | null; notes?: string; changedFields?: string[] } },
    ) => {
      const { row, changed } = await sections.updateSection(app.db, entry, locate, payload);
      request.audit.beneficiaryId = row.beneficiary_id;
      request.audit.notes = rowNotes(entry, row);
      request.audit.changedFields = changed;
      return row;
    };

    if (entry.updatePath) {
      app.put(
        entry.updatePath,
        {
          config: { audit, version: versionedBy(entry.table.id) },
          schema: {
            tags,
            summary: `Aggiorna una riga della sezione ${section.key}`,
            params: IdParamsSchema,
            body,
            response: { 200: record },
          },
        },
        async (request) => update({ id: request.params.id }, request.body, request),
      );
    } else {
      app.put(
        path,
        {
          config: { audit, version: versionedBy(entry.table.beneficiaryId, 'beneficiaryId') },
          schema: { tags, summary: `Aggiorna la sezione ${section.key}`, params: BeneficiaryParamsSchema, body, response: { 200: record } },
        },
        async (request) => update({ beneficiaryId: request.params.beneficiaryId }, request.body, request),
      );
    }
  };

/** Every declared section. */
const beneficiarySectionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const entry of SECTIONS) await app.register(sectionRoutes(entry));
};
export default beneficiarySectionRoutes;
