import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A module as the API mounts it: its routes, relative to the prefix modules/index.ts gives it. */
export type ModuleParts = { routes: FastifyPluginAsyncZod };

/**
 * What a module's routes file exports by default: its routes. modules/index.ts mounts it at its
 * prefix with one line; its export, if it has one (`<module>.export.ts`), is listed in modules/exports.ts.
 */
export const defineModule = <const M extends ModuleParts>(parts: M): M => parts;
