import rateLimit from '@fastify/rate-limit';
import { LoginSchema, MSG, RefreshSchema, ResetPasswordSchema, ResetRequestSchema, ResetTokenQuerySchema } from '@empowerment/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentOperator } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import * as auth from './auth.service';

/** Requests for a reset link, per client IP (they send mail, so they are limited by count too). */
export const RESET_REQUEST_LIMIT = { max: 5, timeWindow: 15 * 60_000 } as const;

const TokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
const AccessTokenSchema = z.object({ access_token: z.string() });
const MessageSchema = z.object({ message: z.string() });
const tags = ['auth'];

/** Sign-in, session and password links (spec 01 §4, §7). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', MSG.tooManyResetRequests),
  });

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Accesso con email e password', body: LoginSchema, response: { 201: TokenPairSchema } },
    },
    async (request, reply) => reply.status(201).send(await auth.login(app, { ...request.body, ip: request.ip })),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Nuovo access token dal refresh token', body: RefreshSchema, response: { 200: AccessTokenSchema } },
    },
    async (request) => auth.refresh(app, request.body.refresh_token),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Revoca il refresh token della sessione', body: RefreshSchema } },
    async (request, reply) => {
      await auth.logout(app, currentOperator(request).id, request.body.refresh_token);
      return reply.status(204).send();
    },
  );

  app.post(
    '/request-reset-password',
    {
      config: { access: 'public', rateLimit: RESET_REQUEST_LIMIT },
      schema: { tags, summary: 'Invia per email il link di recupero password', body: ResetRequestSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await auth.requestPasswordReset(app, request.body.email);
      return { message: MSG.resetMailSent };
    },
  );

  app.put(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sceglie la password con il link di recupero o di invito',
        querystring: ResetTokenQuerySchema,
        body: ResetPasswordSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(app, request.query.token, request.body.password);
      return { message: MSG.passwordResetDone };
    },
  );
};
export default authRoutes;
