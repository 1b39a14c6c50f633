import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { STATUS_MESSAGES } from '@empowerment/shared';
// Zod's own messages in Italian (a rule without its own): set by the package's index, but a bundle
// (the compiled server) keeps only the index's re-exports it uses, so the app sets them itself.
import '@empowerment/shared/zod-locale';
import Fastify, { type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { requestScopedDb } from './db/request-transaction';
import { logSerializers } from './lib/log-serializers';
import { JOB_TIMINGS } from './lib/job-timings';
import { startJobs, type Jobs } from './lib/jobs';
import { createMailer, type Mailer } from './lib/mail';
import { smtpTransport } from './lib/mail-transport';
import { requestIdOf } from './lib/request-id';
import { OneLinePerRequest } from './lib/request-log';
import { answerClientError, requestTimeLimits, serverTimeOptions, watchRequestBodies } from './lib/request-time-limits';
import { createTokenService, type TokenService } from './lib/tokens';
import modules from './modules';
import { anonymisedGuard, listPastRetention } from './modules/data-protection';
import { sweepExpired } from './modules/jobs';
import { startLogSealer } from './modules/logs';
import { sendWeeklyDigests } from './modules/today';
import audit from './plugins/audit';
import requestWork from './plugins/request-work';
import auth from './plugins/auth';
import drain from './plugins/drain';
import errors from './plugins/errors';
import metrics from './plugins/metrics';
import requestId from './plugins/request-id';
import safeInput from './plugins/safe-input';
import securityHeaders from './plugins/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    tokens: TokenService;
    mailer: Mailer;
    /** The job queue, when this process runs it (config.jobs). */
    jobs?: Jobs;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the tests build their route table with it). */
  onRoute?: onRouteHookHandler;
};

export async function buildApp({ config, database, logger, onRoute }: BuildAppOptions) {
  const timeLimits = requestTimeLimits(config.requestTimeLimits);
  const app = Fastify({
    logger:
      logger === false ? false : { level: config.logLevel, ...(typeof logger === 'object' ? logger : {}), serializers: logSerializers },
    logController: new OneLinePerRequest(),
    routerOptions: { ignoreTrailingSlash: true },
    // X-Forwarded-For is believed only from the configured number of proxies in front
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // a client that stops sending is answered and let go (lib/request-time-limits, decision 0033)
    http: serverTimeOptions(timeLimits),
    requestTimeout: timeLimits.requestMs,
    clientErrorHandler: answerClientError,
    // the client's X-Request-Id when it is a safe token, a new id otherwise: reqId of every log line
    genReqId: requestIdOf,
    // a stop (lib/graceful-stop) closes idle kept-alive connections at once and serves the requests
    // that still arrive on open ones, with Connection: close, instead of Fastify's English 503
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  watchRequestBodies(app.server, timeLimits);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  // a handler's statements run in its request's transaction, when it has one (plugins/request-work)
  app.decorate('db', requestScopedDb(database.db));
  app.decorate('database', database);
  app.decorate(
    'tokens',
    createTokenService(config.jwtSecret, { accessSec: config.accessTokenTtlSec, refreshSec: config.refreshTokenTtlSec }),
  );
  // background work (lib/jobs), in every process: stopped by app.close(), so by the graceful stop too
  const timings = { ...JOB_TIMINGS, ...config.jobTimings };
  const jobs = config.jobs ? await startJobs({ pool: database.pool, timings, log: app.log }) : undefined;
  if (jobs) app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  const transport = config.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  app.decorate('mailer', createMailer({ transport, jobs, from: config.mailFrom, db: app.db, log: app.log }));
  if (jobs) {
    // without a mail server nothing is enqueued: the outbox is the mailbox
    if (transport) await jobs.work('mailDelivery', ({ mailId }) => app.mailer.deliver(Number(mailId)));
    // the sweep, then the list of closed records past their retention, for review (never deleted)
    await jobs.work('retention', async () => ({ ...(await sweepExpired(database.db)), ...(await listPastRetention(database.db)) }));
    await jobs.schedule('retention', timings.retentionCron);
    await jobs.work('weeklyDigest', () => sendWeeklyDigests({ db: database.db, mailer: app.mailer, publicUrl: config.publicUrl }));
    await jobs.schedule('weeklyDigest', timings.digestCron);
  }

  // the Registro's entries sealed in their chain seconds after they are written, in every process,
  // one process at a time (modules/logs/log-chain, decision 0051); stopped by app.close()
  const sealer = config.logSealer ? startLogSealer({ pool: database.pool, intervalMs: 2_000, log: app.log }) : undefined;
  if (sealer) app.addHook('onClose', () => sealer.stop());

  // Served over plain HTTP (a local install, a LAN address), upgrading requests or HSTS would break the app.
  const https = config.publicUrl.startsWith('https://');
  await app.register(requestId);
  await app.register(drain);
  await app.register(metrics);
  await app.register(securityHeaders, {
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine writes its theme variables in style tags
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
  });
  await app.register(errors);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Empowerment API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(auth);
  await app.register(safeInput);
  await app.register(requestWork);
  await app.register(audit);
  // an anonymised beneficiary's records refuse changes (modules/data-protection)
  await app.register(anonymisedGuard);
  await app.register(modules, { prefix: '/api' });

  const webDist = config.webDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // one route for every file, looked up on disk when asked for: a route per file of the build
      // (a thousand, with the compressed copies) would cost the start a fifth of a second
      wildcard: true,
      // the build writes .br and .gz beside each text file: sent as they are, to clients that accept them
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // the web app owns every other path: it shows its own 404 page
      const file = path.extname(request.url.split('?')[0]) ? null : 'index.html';
      if (file) return reply.header('Cache-Control', 'no-cache').sendFile(file);
    }
    return reply.status(404).send({ error: STATUS_MESSAGES[404] });
  });
  return app;
}
