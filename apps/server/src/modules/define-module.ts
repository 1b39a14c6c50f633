import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnyExportDefinition } from './export/export.definition';

/** A module as the API mounts it: its routes (relative to the prefix modules/index.ts gives it) and its xlsx export if it has one. */
export type ModuleParts = { routes: FastifyPluginAsyncZod; export?: AnyExportDefinition };

/**
 * What a module's routes file exports by default: its routes and, if it has one, its export
 * (`<module>.export.ts`). modules/index.ts mounts it at its prefix with one line.
 */
export const defineModule = <const M extends ModuleParts>(parts: M): M => parts;
