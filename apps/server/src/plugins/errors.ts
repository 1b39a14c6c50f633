import { MSG, STATUS_MESSAGES } from '@empowerment/shared';
import { DATA_PROTECTION_MSG } from '@empowerment/shared/data-protection';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ANONYMISED_SQLSTATE, foreignKeyViolation, uniqueViolation } from '../db/constraints';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/app-error';

type PgError = { code?: string; constraint?: string; table?: string };

function toFields(validation: { instancePath?: string; message?: string }[]) {
  const fields: Record<string, string> = {};
  for (const v of validation) {
    const key = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[key] ??= v.message ?? STATUS_MESSAGES[400];
  }
  return fields;
}

/** One place turns every failure into {error, fields?} with the catalogue's status; no stack ever leaves. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & PgError, request, reply) => {
    if (err instanceof AppError) {
      // the rest of the request will not be read: the connection cannot serve another one
      if (err.status === 408) reply.header('Connection', 'close');
      return reply
        .status(err.status)
        .send({ error: err.message, ...(err.fields ? { fields: err.fields } : {}), ...(err.code === 'STALE' ? { stale: true } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = toFields(err.validation);
      const first = Object.values(fields)[0];
      return reply.status(400).send({ error: first ?? STATUS_MESSAGES[400], fields });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.status(503).send({ error: MSG.databaseUnavailable });
    }
    // drizzle wraps the driver's error (DrizzleQueryError): its SQLSTATE is on the cause
    const pgErr: PgError = (err as { cause?: PgError }).cause?.code ? (err as { cause: PgError }).cause : err;
    // the field and text of a unique or foreign key come from db/constraints.ts, by constraint name
    if (pgErr.code === '23505') return reply.status(409).send(uniqueViolation(pgErr.constraint, pgErr.table));
    // an anonymised beneficiary's record refuses every new value, whatever route wrote it (migration 0033)
    if (pgErr.code === ANONYMISED_SQLSTATE) return reply.status(409).send({ error: DATA_PROTECTION_MSG.editRefused });
    if (pgErr.code === '23503') {
      const { status, body } = foreignKeyViolation(pgErr.constraint, request.method === 'DELETE');
      return reply.status(status).send(body);
    }
    // class 22, data exceptions: a value the column cannot take (bad encoding, out of range, bad date).
    // The validation should have refused it; the code says which, the SQL and its values stay out of the log.
    if (pgErr.code?.startsWith('22')) {
      request.log.warn({ sqlState: pgErr.code }, 'value refused by the database');
      return reply.status(400).send({ error: STATUS_MESSAGES[400] });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'unexpected error');
    const message = status === 429 ? err.message : status === 413 ? MSG.contentTooLarge : (STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]);
    return reply.status(status).send({ error: message });
  });
});
