import type { ExportType } from '@empowerment/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoutes, signInRoutes } from './auth/auth.routes';
import bugReportRoutes from './bug-reports/bug-reports.routes';
import careerDays from './events/career-days';
import groupActivities from './events/group-activities';
import { beneficiaryExport } from './beneficiaries';
import beneficiaryRoutes from './beneficiaries/beneficiaries.routes';
import { beneficiarySectionRoutes, sectionRowRoutes } from './beneficiary-sections/sections.routes';
import { companyExport } from './companies';
import companyRoutes from './companies/companies.routes';
import { costExport } from './costs';
import costRoutes from './costs/costs.routes';
import { courseExport } from './courses';
import courseRoutes from './courses/courses.routes';
import participantRoutes from './courses/participants.routes';
import { exportRegistry, type AnyExportDefinition } from './export/export.definition';
import exportRoutes from './export/export.routes';
import fileRoutes from './files/files.routes';
import cardTemplateRoutes from './card-templates/card-templates.routes';
import health from './health/health.routes';
import { privacyPolicyRoutes, usefulInfoRoutes } from './information/information.routes';
import { internshipExport } from './internships';
import internshipRoutes from './internships/internships.routes';
import jobRoutes from './jobs/jobs.routes';
import { interviewExport } from './interviews';
import interviewRoutes from './interviews/interviews.routes';
import { logExport } from './logs';
import logRoutes from './logs/logs.routes';
import operatorRoutes from './operators/operators.routes';
import { listSettingsRoutes, referenceRoutes } from './reference/reference.routes';
import reportRoutes from './reports/reports.routes';

/** A module as the API registers it: its routes, their prefix under /api, and its xlsx export if it has one. */
type ModuleDeclaration = { prefix?: string; routes: FastifyPluginAsyncZod; export?: AnyExportDefinition };

/**
 * The one map of the API: every module with its prefix under /api. A module's routes are relative to
 * the prefix it is registered with here, and write none of it themselves. A module with an export
 * (`<module>.export.ts`) names it here; the export routes serve the ones listed.
 */
const MODULES = [
  { routes: health },
  { routes: signInRoutes },
  { prefix: '/auth', routes: sessionRoutes },
  { prefix: '/auth/operators', routes: operatorRoutes },
  { routes: referenceRoutes },
  { prefix: '/auth/list-settings', routes: listSettingsRoutes },
  { prefix: '/auth/logs', routes: logRoutes, export: logExport },
  { prefix: '/auth/beneficiaries', routes: beneficiaryRoutes, export: beneficiaryExport },
  { prefix: '/auth/beneficiaries/:beneficiaryId', routes: beneficiarySectionRoutes },
  // the two sections whose rows are updated by their own ID, at their own paths (spec 02 §7)
  { prefix: '/auth/address', routes: sectionRowRoutes('address') },
  { prefix: '/auth/residence-permit', routes: sectionRowRoutes('residence-permit') },
  { prefix: '/auth/carrers-days', routes: careerDays.routes },
  { prefix: '/auth/beneficiaries/:beneficiaryId/carrers-days', routes: careerDays.beneficiaryRoutes },
  { prefix: '/auth/group-activity', routes: groupActivities.routes },
  { prefix: '/auth/beneficiaries/:beneficiaryId/group-activity', routes: groupActivities.beneficiaryRoutes },
  { prefix: '/auth/companies', routes: companyRoutes, export: companyExport },
  { prefix: '/auth/files', routes: fileRoutes },
  { prefix: '/auth/card-templates', routes: cardTemplateRoutes },
  { prefix: '/auth/courses', routes: courseRoutes, export: courseExport },
  { prefix: '/auth/participants', routes: participantRoutes },
  { prefix: '/auth/interviews', routes: interviewRoutes, export: interviewExport },
  { prefix: '/auth/internships', routes: internshipRoutes, export: internshipExport },
  { prefix: '/auth/costs', routes: costRoutes, export: costExport },
  { prefix: '/auth/bug-reports', routes: bugReportRoutes },
  { prefix: '/auth/useful-info', routes: usefulInfoRoutes },
  { prefix: '/auth/privacy-policy', routes: privacyPolicyRoutes },
  { prefix: '/auth/reports', routes: reportRoutes },
  { prefix: '/auth/jobs', routes: jobRoutes },
] as const satisfies readonly ModuleDeclaration[];

// Every export type an entity declares (packages/shared) is provided by a module above: a type
// declared and not provided stops the compiler here, naming the type.
type Provided = Extract<(typeof MODULES)[number], { export: object }>['export']['type'];
const everyExportProvided: [Exclude<ExportType, Provided>] extends [never] ? true : Exclude<ExportType, Provided> = true;

const modules: FastifyPluginAsyncZod = async (app) => {
  const declared: readonly ModuleDeclaration[] = MODULES;
  for (const { prefix, routes } of declared) await app.register(routes, { prefix });
  const exports = exportRegistry(declared.flatMap((m) => (m.export ? [m.export] : [])));
  await app.register(exportRoutes, { prefix: '/auth/export', exports });
  void everyExportProvided;
};
export default modules;
