import { MSG } from '@empowerment/shared';
import { REPORT_TEXT, ReportFiltersSchema, ReportSchema, type Report, type ReportFilters } from '@empowerment/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { municipioName, reportBlocks } from './reports.repository';
import { reportXlsx } from './reports.xlsx';
import { defineModule } from '../define-module';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['reports'];

const reportNotes = (f: ReportFilters) => `Report dal ${f.from} al ${f.to}${f.municipio_id ? `, municipio ${f.municipio_id}` : ''}`;

async function buildReport(db: Db, filters: ReportFilters): Promise<Report> {
  const municipioId = filters.municipio_id ?? null;
  const municipio = municipioId ? await municipioName(db, municipioId) : null;
  if (municipio === undefined) throw new AppError('BAD_REQUEST', MSG.badValue, { municipio_id: MSG.badValue });
  return { filters: { from: filters.from, to: filters.to, municipio_id: municipioId, municipio }, blocks: await reportBlocks(db, filters) };
}

/** /report (administrators only): the programme's statistics for a period and a municipio, and their xlsx. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin', audit: { entity: 'report', notes: (request) => reportNotes(request.query as ReportFilters) } },
      schema: {
        tags,
        summary: 'Statistiche del periodo (from, to) e del municipio (municipio_id, facoltativo)',
        querystring: ReportFiltersSchema,
        response: { 200: ReportSchema },
      },
    },
    async (request) => buildReport(app.db, request.query),
  );

  app.get(
    '/xlsx',
    {
      config: { access: 'admin', audit: { entity: 'report', notes: (request) => `${reportNotes(request.query as ReportFilters)} (xlsx)` } },
      schema: { tags, summary: 'Il report in xlsx, un foglio per blocco', querystring: ReportFiltersSchema },
    },
    async (request, reply) => {
      const report = await buildReport(app.db, request.query);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="${REPORT_TEXT.filename(report.filters.from, report.filters.to)}"`)
        .header('Cache-Control', 'no-store')
        .send(reportXlsx(report));
    },
  );
};
export default defineModule({ routes: reportRoutes });
