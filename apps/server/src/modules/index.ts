import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoutes, signInRoutes } from './auth/auth.routes';
import careerDays from './events/career-days';
import groupActivities from './events/group-activities';
import { beneficiarySectionRoutes, sectionRowRoutes } from './beneficiary-sections/sections.routes';
import type { ModuleParts } from './define-module';
import exportRoutes from './export/export.routes';
import { EXPORTS } from './exports';
import { privacyPolicyRoutes, usefulInfoRoutes } from './information/information.routes';
import { listSettingsRoutes, referenceRoutes } from './reference/reference.routes';

/**
 * A module as the API registers it, at its prefix under /api: its routes file (whose default export
 * is `defineModule({ routes })`), loaded by one line here; or, for a module that serves
 * several groups of routes, one of them, imported above.
 */
type ModuleDeclaration = { prefix?: string } & ({ load: () => Promise<{ default: ModuleParts }> } | { routes: FastifyPluginAsyncZod });

/**
 * The one map of the API: every module with its prefix under /api. A module's routes are relative to
 * the prefix it is registered with here, and write none of it themselves. A new module is one line:
 * `{ prefix: '/auth/<path>', load: () => import('./<module>/<module>.routes') }`; its export, if it
 * has one, is a line of ./exports.ts, which the export routes serve.
 */
const MODULES = [
  { load: () => import('./health/health.routes') },
  { routes: signInRoutes },
  { prefix: '/auth', routes: sessionRoutes },
  { prefix: '/auth/operators', load: () => import('./operators/operators.routes') },
  { routes: referenceRoutes },
  { prefix: '/auth/list-settings', routes: listSettingsRoutes },
  { prefix: '/auth/logs', load: () => import('./logs/logs.routes') },
  { prefix: '/auth/beneficiaries', load: () => import('./beneficiaries/beneficiaries.routes') },
  { prefix: '/auth/beneficiary-imports', load: () => import('./beneficiary-import/beneficiary-import.routes') },
  { prefix: '/auth/beneficiaries/:beneficiaryId', routes: beneficiarySectionRoutes },
  // the two sections whose rows are updated by their own ID, at their own paths (spec 02 §7)
  { prefix: '/auth/address', routes: sectionRowRoutes('address') },
  { prefix: '/auth/residence-permit', routes: sectionRowRoutes('residence-permit') },
  { prefix: '/auth/carrers-days', routes: careerDays.routes },
  { prefix: '/auth/beneficiaries/:beneficiaryId/carrers-days', routes: careerDays.beneficiaryRoutes },
  { prefix: '/auth/group-activity', routes: groupActivities.routes },
  { prefix: '/auth/beneficiaries/:beneficiaryId/group-activity', routes: groupActivities.beneficiaryRoutes },
  { prefix: '/auth/companies', load: () => import('./companies/companies.routes') },
  { prefix: '/auth/files', load: () => import('./files/files.routes') },
  { prefix: '/auth/card-templates', load: () => import('./card-templates/card-templates.routes') },
  { prefix: '/auth/courses', load: () => import('./courses/courses.routes') },
  { prefix: '/auth/participants', load: () => import('./courses/participants.routes') },
  { prefix: '/auth/interviews', load: () => import('./interviews/interviews.routes') },
  { prefix: '/auth/internships', load: () => import('./internships/internships.routes') },
  { prefix: '/auth/costs', load: () => import('./costs/costs.routes') },
  { prefix: '/auth/bug-reports', load: () => import('./bug-reports/bug-reports.routes') },
  { prefix: '/auth/useful-info', routes: usefulInfoRoutes },
  { prefix: '/auth/privacy-policy', routes: privacyPolicyRoutes },
  { prefix: '/auth/search', load: () => import('./search/search.routes') },
  { prefix: '/auth/reports', load: () => import('./reports/reports.routes') },
  { prefix: '/auth/jobs', load: () => import('./jobs/jobs.routes') },
  { prefix: '/auth/data-protection', load: () => import('./data-protection/data-protection.routes') },
  { prefix: '/auth/today', load: () => import('./today/today.routes') },
] as const satisfies readonly ModuleDeclaration[];

// Every module, loaded with this file as static imports would be (so none counts against the
// time Fastify gives a plugin to start): its routes and its prefix.
const declared: readonly ModuleDeclaration[] = MODULES;
const LOADED: readonly (ModuleParts & { prefix?: string })[] = await Promise.all(
  declared.map(async (module) => ({ prefix: module.prefix, ...('load' in module ? (await module.load()).default : module) })),
);

const modules: FastifyPluginAsyncZod = async (app) => {
  for (const { prefix, routes } of LOADED) await app.register(routes, { prefix });
  await app.register(exportRoutes, { prefix: '/auth/export', exports: EXPORTS });
};
export default modules;
