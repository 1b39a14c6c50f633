import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { Config } from '../src/config';
import type { Access } from '../src/plugins/auth';
import { useTestApp } from './build-app';

export type ApiRoute = {
  method: string;
  /** As registered, with its :params (e.g. /api/auth/operators/:id). */
  url: string;
  access: Access;
  schema: { params?: ZodType; querystring?: ZodType; body?: ZodType };
};

/**
 * The real app with the table of its API routes, collected as they are registered: tests that
 * walk it (authorization, fuzzing) cover every route a feature adds, without being edited.
 * The API description (/api/docs) and the automatic HEAD twins of GET routes are left out.
 */
export async function useRouteTable(overrides: Partial<Config> = {}) {
  const routes: ApiRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as ApiRoute['schema'];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access: route.config?.access ?? 'operator', schema });
    }
  };
  const t = await useTestApp(overrides, { onRoute });
  return { ...t, routes };
}

/** The route's URL with each :param replaced by fill(name). */
export const fillParams = (url: string, fill: (name: string) => string) => url.replace(/:([A-Za-z_]\w*)/g, (_m, name) => fill(name));
