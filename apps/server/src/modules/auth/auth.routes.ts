import { IdParamsSchema, MSG } from '@empowerment/shared';
import {
  describeDevice,
  EnrolledSignInSchema,
  LoginAnswerSchema,
  LoginSchema,
  RecoveryCodesSchema,
  RefreshSchema,
  ResetPasswordSchema,
  ResetRequestSchema,
  ResetTokenQuerySchema,
  SecuritySettingsSchema,
  SESSION_MSG,
  SessionSchema,
  TWO_FACTOR_MSG,
  TwoFactorChallengeBodySchema,
  TwoFactorConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorEnrolConfirmSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  TwoFactorVerifySchema,
} from '@empowerment/shared/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentOperator } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import * as auth from './auth.service';
import * as twoFactor from './two-factor';

const TokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
const AccessTokenSchema = z.object({ access_token: z.string() });
const MessageSchema = z.object({ message: z.string() });
const tags = ['auth'];

/** The Registro Attività's words for what changes an operator's security (who did it is the entry's operator). */
const SECURITY_NOTES = {
  sessionEnded: SESSION_MSG.ended,
  sessionsEnded: (id: unknown) => `Sessioni terminate dell'operatore #${String(id)}`,
  twoFactorOn: TWO_FACTOR_MSG.activated,
  twoFactorOff: TWO_FACTOR_MSG.deactivated,
  adminTwoFactor: (required: unknown) => `Verifica in due passaggi per gli amministratori: ${required ? 'richiesta' : 'non richiesta'}`,
};

/** Where a sign-in comes from, as her sessions list shows it. */
const clientOf = (request: FastifyRequest) => ({ ip: request.ip, device: describeDevice(request.headers['user-agent']) });

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
      schema: {
        tags,
        summary: 'Accesso con email e password: i token, o la sfida del secondo passaggio (verifica in due passaggi)',
        body: LoginSchema,
        response: { 201: LoginAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.login(app, { ...request.body, ...clientOf(request) })),
  );

  app.post(
    '/login/two-factor',
    {
      config: { access: 'public' },
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Secondo passaggio: il codice di verifica (6 cifre) o un codice di recupero',
        body: TwoFactorVerifySchema,
        response: { 201: TokenPairSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.verifySignInCode(app, { ...request.body, ...clientOf(request) })),
  );

  app.post(
    '/login/two-factor/setup',
    {
      config: { access: 'public' },
      onRequest: noStore,
      schema: {
        tags,
        summary: "Attivazione obbligatoria all'accesso: la chiave TOTP e il suo URI otpauth://",
        body: TwoFactorChallengeBodySchema,
        response: { 200: TwoFactorSetupSchema },
      },
    },
    async (request) => auth.beginEnrolmentAtSignIn(app, request.body.challenge),
  );

  app.post(
    '/login/two-factor/confirm',
    {
      config: { access: 'public' },
      onRequest: noStore,
      schema: {
        tags,
        summary: "Attivazione obbligatoria all'accesso, confermata con il primo codice: i token e i codici di recupero",
        body: TwoFactorEnrolConfirmSchema,
        response: { 201: EnrolledSignInSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.confirmEnrolmentAtSignIn(app, { ...request.body, ...clientOf(request) })),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      onRequest: noStore,
      schema: { tags, summary: 'Nuovo access token dal refresh token', body: RefreshSchema, response: { 200: AccessTokenSchema } },
    },
    async (request) => auth.refresh(app, request.body.refresh_token, request.ip),
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

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Le sessioni attive di chi chiama (current: quella di questa richiesta)',
        response: { 200: z.array(SessionSchema) },
      },
    },
    async (request) => auth.listSessions(app, currentOperator(request).id, request.sessionId),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Termina una propria sessione: il suo refresh token e i suoi access token non valgono più',
        params: z.object({ id: z.string() }),
      },
      config: { audit: { entity: 'operators', notes: () => SECURITY_NOTES.sessionEnded } },
    },
    async (request, reply) => {
      await auth.endSession(app, currentOperator(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/operators/:id/sessions',
    {
      config: {
        access: 'admin',
        audit: { entity: 'operators', notes: (request) => SECURITY_NOTES.sessionsEnded((request.params as { id: unknown }).id) },
      },
      schema: { tags, summary: 'Termina tutte le sessioni di un operatore', params: IdParamsSchema },
    },
    async (request, reply) => {
      await auth.endAllSessions(app, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/two-factor',
    { schema: { tags, summary: 'La verifica in due passaggi di chi chiama', response: { 200: TwoFactorStatusSchema } } },
    async (request) => twoFactor.status(app.db, currentOperator(request)),
  );

  app.post(
    '/two-factor/setup',
    {
      config: { access: 'admin' },
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Avvia la verifica in due passaggi: la chiave TOTP e il suo URI otpauth://, mostrati solo ora',
        response: { 200: TwoFactorSetupSchema },
      },
    },
    async (request) => {
      const state = await twoFactor.findTwoFactorState(app.db, currentOperator(request).id);
      if (!state) throw new AppError('UNAUTHORIZED');
      return twoFactor.beginEnrolment(app, state);
    },
  );

  app.post(
    '/two-factor/confirm',
    {
      config: { access: 'admin', audit: { entity: 'operators', notes: () => SECURITY_NOTES.twoFactorOn } },
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Attiva la verifica in due passaggi con il primo codice: i codici di recupero, mostrati solo ora',
        body: TwoFactorConfirmSchema,
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => {
      const state = await twoFactor.findTwoFactorState(app.db, currentOperator(request).id);
      if (!state) throw new AppError('UNAUTHORIZED');
      const codes = await twoFactor.confirmEnrolment(app, state, request.body.code);
      if (!codes) throw new AppError('BAD_REQUEST', TWO_FACTOR_MSG.wrongCode);
      return { recovery_codes: codes };
    },
  );

  app.post(
    '/two-factor/disable',
    {
      config: { audit: { entity: 'operators', notes: () => SECURITY_NOTES.twoFactorOff } },
      schema: { tags, summary: 'Disattiva la verifica in due passaggi (con la password o un codice)', body: TwoFactorDisableSchema },
    },
    async (request, reply) => {
      await auth.disableTwoFactor(app, currentOperator(request), request.body, request.ip);
      return reply.status(204).send();
    },
  );

  app.get(
    '/security-settings',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Le impostazioni di sicurezza degli amministratori', response: { 200: SecuritySettingsSchema } },
    },
    async () => {
      const settings = await twoFactor.readSecuritySettings(app.db);
      return { require_admin_two_factor: settings.requireAdminTwoFactor };
    },
  );

  app.put(
    '/security-settings',
    {
      config: {
        access: 'admin',
        version: 'one value',
        audit: {
          entity: 'operators',
          notes: (request) =>
            SECURITY_NOTES.adminTwoFactor((request.body as { require_admin_two_factor?: boolean }).require_admin_two_factor),
        },
      },
      schema: {
        tags,
        summary: 'Cambia le impostazioni di sicurezza degli amministratori',
        body: SecuritySettingsSchema,
        response: { 200: SecuritySettingsSchema },
      },
    },
    async (request) => {
      await twoFactor.writeSecuritySettings(app.db, { requireAdminTwoFactor: request.body.require_admin_two_factor });
      return request.body;
    },
  );
};
