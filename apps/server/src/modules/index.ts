import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoutes, signInRoutes } from './auth/auth.routes';
import careerDays from './events/career-days';
import groupActivities from './events/group-activities';
import beneficiaryRoutes from './beneficiaries/beneficiaries.routes';
import { beneficiarySectionRoutes, sectionRowRoutes } from './beneficiary-sections/sections.routes';
import companyRoutes from './companies/companies.routes';
import exportRoutes from './export/export.routes';
import fileRoutes from './files/files.routes';
import courseRoutes from './courses/courses.routes';
import participantRoutes from './courses/participants.routes';
import interviewRoutes from './interviews/interviews.routes';
import internshipRoutes from './internships/internships.routes';
import costRoutes from './costs/costs.routes';
import health from './health/health.routes';
import logRoutes from './logs/logs.routes';
import operatorRoutes from './operators/operators.routes';
import { listSettingsRoutes, referenceRoutes } from './reference/reference.routes';

/**
 * The one map of the API: every module with its prefix under /api. A module's routes are relative to
 * the prefix it is registered with here, and write none of it themselves.
 */
const modules: FastifyPluginAsyncZod = async (app) => {
  await app.register(health);
  await app.register(signInRoutes);
  await app.register(sessionRoutes, { prefix: '/auth' });
  await app.register(operatorRoutes, { prefix: '/auth/operators' });
  await app.register(referenceRoutes);
  await app.register(listSettingsRoutes, { prefix: '/auth/list-settings' });
  await app.register(logRoutes, { prefix: '/auth/logs' });
  await app.register(beneficiaryRoutes, { prefix: '/auth/beneficiaries' });
  await app.register(beneficiarySectionRoutes, { prefix: '/auth/beneficiaries/:beneficiaryId' });
  // the two sections whose rows are updated by their own ID, at their own paths (spec 02 §7)
  await app.register(sectionRowRoutes('address'), { prefix: '/auth/address' });
  await app.register(sectionRowRoutes('residence-permit'), { prefix: '/auth/residence-permit' });
  await app.register(careerDays.routes, { prefix: '/auth/carrers-days' });
  await app.register(careerDays.beneficiaryRoutes, { prefix: '/auth/beneficiaries/:beneficiaryId/carrers-days' });
  await app.register(groupActivities.routes, { prefix: '/auth/group-activity' });
  await app.register(groupActivities.beneficiaryRoutes, { prefix: '/auth/beneficiaries/:beneficiaryId/group-activity' });
  await app.register(companyRoutes, { prefix: '/auth/companies' });
  await app.register(exportRoutes, { prefix: '/auth/export' });
  await app.register(fileRoutes, { prefix: '/auth/files' });
  await app.register(courseRoutes, { prefix: '/auth/courses' });
  await app.register(participantRoutes, { prefix: '/auth/participants' });
  await app.register(interviewRoutes, { prefix: '/auth/interviews' });
  await app.register(internshipRoutes, { prefix: '/auth/internships' });
  await app.register(costRoutes, { prefix: '/auth/costs' });
};
export default modules;
