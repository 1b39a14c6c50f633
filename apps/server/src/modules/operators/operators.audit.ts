import type { FastifyRequest } from 'fastify';
import type { AuditConfig } from '../../plugins/audit';

type Named = { name: string; surname: string; email: string };

/** 'Maria Rossi <maria@x.org>': recognisable in the Registro Attività after the operator is deleted. */
export const operatorNotes = (what: string, o: Named) => `${what}: ${`${o.name} ${o.surname}`.trim()} <${o.email}>`;

/** What the request alone tells, for a call refused before the handler could name the operator. */
const byId = (r: FastifyRequest) => `Operatore #${String((r.params as { id?: unknown }).id)}`;
const byEmail = (r: FastifyRequest) => {
  const email = (r.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `Operatore: ${email}` : undefined;
};

export const operatorAudit = {
  create: { entity: 'operators', notes: byEmail },
  change: { entity: 'operators', notes: byId },
} satisfies Record<string, AuditConfig>;
