import { STATUS_MESSAGES, UNIQUE_FIELD_MESSAGES } from '@empowerment/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

type PgError = { code?: string; constraint?: string; detail?: string };

/** Which field a unique constraint guards: "<table>_<field>_key" or the field named in the detail. */
function uniqueField(err: PgError): string {
  const fromDetail = /Key \((?:lower\()?"?([a-z_]+)"?\)?\)=/.exec(err.detail ?? '')?.[1];
  if (fromDetail) return fromDetail;
  const fromName = /^[a-z]+_(.+)_key$/.exec(err.constraint ?? '')?.[1];
  return fromName ?? 'value';
}

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
      return reply.status(err.status).send({ error: err.message, ...(err.fields ? { fields: err.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = toFields(err.validation);
      const first = Object.values(fields)[0];
      return reply.status(400).send({ error: first ?? STATUS_MESSAGES[400], fields });
    }
    // drizzle wraps the driver's error (DrizzleQueryError): its SQLSTATE is on the cause
    const pgErr: PgError = (err as { cause?: PgError }).cause?.code ? (err as { cause: PgError }).cause : err;
    if (pgErr.code === '23505') {
      const field = uniqueField(pgErr);
      const message = UNIQUE_FIELD_MESSAGES[field] ?? `${STATUS_MESSAGES[409]} (${field})`;
      return reply.status(409).send({ error: message, fields: { [field]: message } });
    }
    if (pgErr.code === '23503') {
      if (request.method === 'DELETE') return reply.status(424).send({ error: STATUS_MESSAGES[424] });
      return reply.status(422).send({ error: STATUS_MESSAGES[422] });
    }
    // class 22, data exceptions: a value the column cannot take (bad encoding, out of range, bad date).
    // The validation should have refused it; the code says which, the SQL and its values stay out of the log.
    if (pgErr.code?.startsWith('22')) {
      request.log.warn({ sqlState: pgErr.code }, 'value refused by the database');
      return reply.status(400).send({ error: STATUS_MESSAGES[400] });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'unexpected error');
    const message =
      status === 429
        ? err.message
        : status === 413
          ? 'Il contenuto inviato è troppo grande'
          : (STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]);
    return reply.status(status).send({ error: message });
  });
});
