import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@empowerment/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { addRouteHook } from '../lib/route-hooks';

/**
 * PostgreSQL cannot store NUL in text, and a lone surrogate is not Unicode: either would fail deep
 * in a query (a 500 and an error log). One hook before every route's validation refuses them with a
 * 400 on the field, so no route, present or future, has to remember it.
 */
export default fp(async function safeInput(app: FastifyInstance) {
  async function refuseUnsafeText(request: FastifyRequest) {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnsafeText(part);
      if (found) throw new AppError('BAD_REQUEST', UNSAFE_TEXT_MESSAGE, { [found.path || '_']: UNSAFE_TEXT_MESSAGE });
    }
  }
  // a route that takes no input at all (a GET without parameters or query: the health probe) runs no check
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const readsOnly = methods.every((m) => m === 'GET' || m === 'HEAD');
    const takesInput =
      !readsOnly || /[:*]/.test(route.url) || route.schema?.querystring !== undefined || route.schema?.params !== undefined;
    if (!takesInput) return;
    addRouteHook(route, 'preValidation', refuseUnsafeText, 'first');
  });
});
