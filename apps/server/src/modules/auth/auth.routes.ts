import { LoginSchema, MSG, RefreshSchema, ResetPasswordSchema, ResetRequestSchema, ResetTokenQuerySchema } from '@empowerment/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentOperator } from '../../plugins/auth';
import * as auth from './auth.service';

const TokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
const AccessTokenSchema = z.object({ access_token: z.string() });
const MessageSchema = z.object({ message: z.string() });
const tags = ['auth'];

/** Answers that carry tokens must stay out of every cache (browser, proxy); set first, so errors carry it too. */
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
};

/** Sign-in and password links (spec 01 §4, §7): public, at the root of the API. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      onRequest: noStore,
      schema: { tags, summary: 'Accesso con email e password', body: LoginSchema, response: { 201: TokenPairSchema } },
    },
    async (request, reply) => reply.status(201).send(await auth.login(app, { ...request.body, ip: request.ip })),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      onRequest: noStore,
      schema: { tags, summary: 'Nuovo access token dal refresh token', body: RefreshSchema, response: { 200: AccessTokenSchema } },
    },
    async (request) => auth.refresh(app, request.body.refresh_token),
  );

  app.post(
    '/request-reset-password',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Invia per email il link di recupero password', body: ResetRequestSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await auth.requestPasswordReset(app, request.body.email, request.ip);
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
      await auth.resetPassword(app, request.query.token, request.body.password, request.ip);
      return { message: MSG.passwordResetDone };
    },
  );
};

/** The signed-in operator's session (under /auth). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    { schema: { tags, summary: 'Revoca il refresh token della sessione', body: RefreshSchema } },
    async (request, reply) => {
      await auth.logout(app, currentOperator(request).id, request.body.refresh_token);
      return reply.status(204).send();
    },
  );
};
