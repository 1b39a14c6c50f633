import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { activityLogs } from '../db/schema';

export type AuditConfig = {
  /** The entity written in the Registro Attività (spec 02 §4 log entities). */
  entity: string;
  /** Where the beneficiary id is; by default params.beneficiaryId, then beneficiary_id in body or query. */
  beneficiaryId?: (request: FastifyRequest) => unknown;
  notes?: (request: FastifyRequest, reply: FastifyReply) => string | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that declares it is written to the activity log after it answers. */
    audit?: AuditConfig;
  }
}

type Bag = Record<string, unknown> | undefined;

function defaultBeneficiaryId(request: FastifyRequest) {
  const params = request.params as Bag;
  return params?.beneficiaryId ?? (request.body as Bag)?.beneficiary_id ?? (request.query as Bag)?.beneficiary_id;
}

const toId = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

/** Writes the activity log once, after the answer, for every route that declares an entity. */
export default fp(async function audit(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const audit = request.routeOptions.config?.audit;
    if (!audit) return;
    try {
      await app.db.insert(activityLogs).values({
        action: request.method.toLowerCase(),
        entity: audit.entity,
        beneficiaryId: toId((audit.beneficiaryId ?? defaultBeneficiaryId)(request)),
        operatorId: request.operator?.id ?? null,
        statusCode: reply.statusCode,
        notes: audit.notes?.(request, reply) ?? null,
      });
    } catch (err) {
      // a beneficiary deleted by this very call, for one, cannot be referenced: keep the row without it
      request.log.warn({ err }, 'activity log not written');
    }
  });
});
