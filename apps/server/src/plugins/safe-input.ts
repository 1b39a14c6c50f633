import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@empowerment/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * PostgreSQL cannot store NUL in text, and a lone surrogate is not Unicode: either would fail deep
 * in a query (a 500 and an error log). One hook before every route's validation refuses them with a
 * 400 on the field, so no route, present or future, has to remember it.
 */
export default fp(async function safeInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnsafeText(part);
      if (found) throw new AppError('BAD_REQUEST', UNSAFE_TEXT_MESSAGE, { [found.path || '_']: UNSAFE_TEXT_MESSAGE });
    }
  });
});
