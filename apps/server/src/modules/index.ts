import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from './auth/auth.routes';
import careerDayRoutes from './events/career-days';
import groupActivityRoutes from './events/group-activities';
import beneficiaryRoutes from './beneficiaries/beneficiaries.routes';
import beneficiarySectionRoutes from './beneficiary-sections/sections.routes';
import companyRoutes from './companies/companies.routes';
import exportRoutes from './export/export.routes';
import fileRoutes from './files/files.routes';
import courseRoutes from './courses/courses.routes';
import participantRoutes from './courses/participants.routes';
import health from './health/health.routes';
import logRoutes from './logs/logs.routes';
import operatorRoutes from './operators/operators.routes';
import referenceRoutes from './reference/reference.routes';

/** The one map of the API: every module with its prefix under /api. */
const modules: FastifyPluginAsyncZod = async (app) => {
  await app.register(health);
  await app.register(authRoutes);
  await app.register(operatorRoutes);
  await app.register(referenceRoutes);
  await app.register(logRoutes, { prefix: '/auth/logs' });
  await app.register(beneficiaryRoutes, { prefix: '/auth/beneficiaries' });
  await app.register(beneficiarySectionRoutes);
  await app.register(careerDayRoutes);
  await app.register(groupActivityRoutes);
  await app.register(companyRoutes, { prefix: '/auth/companies' });
  await app.register(exportRoutes, { prefix: '/auth/export' });
  await app.register(fileRoutes, { prefix: '/auth/files' });
  await app.register(courseRoutes, { prefix: '/auth/courses' });
  await app.register(participantRoutes, { prefix: '/auth/participants' });
};
export default modules;
