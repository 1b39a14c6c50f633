import { MSG } from '@empowerment/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeFilters } from '../../lib/filter-notes';
import type { ExportRegistry } from './export.definition';
import { countExport, openExport, resolveExport } from './export.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const typeParam = z.string({ message: MSG.exportTypeMissing }).optional();
const CountQuerySchema = z.looseObject({ type: typeParam });
const ExportQuerySchema = z.looseObject({
  'export-type': typeParam,
  offset: z.coerce.number({ message: MSG.badValue }).int(MSG.badValue).min(0, MSG.tooSmall).default(0),
  limit: z.coerce.number({ message: MSG.badValue }).int(MSG.badValue).min(1, MSG.tooSmall).optional(),
});

const exportNotes = (query: unknown) => {
  const { 'export-type': type, offset: _o, limit: _l, ...filters } = query as Record<string, unknown>;
  const described = describeFilters(filters);
  return `Esportazione xlsx ${String(type)}${described ? `, filtri: ${described}` : ''}`;
};

/**
 * Exports of the generic table (administrators only): how many rows, then the xlsx file. The exports
 * are the modules' own (`<module>.export.ts`), handed over by modules/index.ts.
 */
const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportRegistry }> = async (app, { exports }) => {
  app.get(
    '/count',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['export'],
        summary: "Numero di righe dell'esportazione; 404 se non ce ne sono",
        querystring: CountQuerySchema,
        response: { 200: z.object({ count: z.number() }) },
      },
    },
    async (request) => {
      const { definition, filters } = resolveExport(exports, request.query.type, request.query);
      return { count: await countExport(app.db, definition, filters) };
    },
  );

  app.get(
    '/',
    {
      config: { access: 'admin', audit: { entity: 'export', notes: (request) => exportNotes(request.query) } },
      schema: { tags: ['export'], summary: 'File xlsx delle righe filtrate', querystring: ExportQuerySchema },
    },
    async (request, reply) => {
      const { 'export-type': type, offset, limit } = request.query;
      const { definition, filters } = resolveExport(exports, type, request.query);
      const { filename, stream } = await openExport(app.db, app.database.url, request.log, { definition, filters, offset, limit });
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );
};
export default exportRoutes;
