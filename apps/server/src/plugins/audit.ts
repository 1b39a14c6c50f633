import { isLogEntity, LOG_VIEW_ACTION, rowId, type LogChange, type LogEntity } from '@empowerment/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { instant } from '../lib/instant';
import { addRouteHook } from '../lib/route-hooks';
import { viewKey, viewsWrittenTogether, writeAuditEntry, writeAuditEntryAfterAnswer, type AuditEntry } from './audit-entry';
import { auditNotes, refusalNote } from './audit-notes';
import { namedReferences } from './audit-references';
import { recentViews } from './audit-views';

export type AuditConfig = {
  /** The entity written in the Registro Attività: one of the closed list of packages/shared. */
  entity: LogEntity;
  /** Where the beneficiary id is; by default params.beneficiaryId, then beneficiary_id in body or query. */
  beneficiaryId?: (request: FastifyRequest) => unknown;
  /** The notes when the handler sets none (a refused call, say): what the request alone tells. */
  notes?: (request: FastifyRequest, reply: FastifyReply) => string | undefined;
};

/**
 * What only the handler knows, for its entry in the Registro Attività:
 * `request.audit.beneficiaryId = cost.beneficiary_id`, `request.audit.notes = 'Operatore disattivato: ...'`,
 * `request.audit.changes = changedFields(before, after)`.
 */
export type AuditContext = {
  /** Overrides the declared or default beneficiary id; null records none. */
  beneficiaryId?: number | null;
  /** Overrides the route's declared notes. */
  notes?: string;
  /**
   * The fields an update changed, with their values before and after (lib/changed-fields): their
   * labels are appended to the notes, the values kept in the entry's changes (administrators only).
   */
  changes?: LogChange[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that declares it is written to the activity log after it answers. */
    audit?: AuditConfig;
  }
  interface FastifyRequest {
    /** The audit context of this request: what the handler adds to its log entry. */
    readonly audit: AuditContext;
  }
}

type Bag = Record<string, unknown> | undefined;

function defaultBeneficiaryId(request: FastifyRequest) {
  const params = request.params as Bag;
  return params?.beneficiaryId ?? (request.body as Bag)?.beneficiary_id ?? (request.query as Bag)?.beneficiary_id;
}

// read as the routes read an id (decimal digits only): a call refused for '0x10' is nobody's, not the 16th's
const beneficiaryIdSchema = rowId();
const toId = (v: unknown) => beneficiaryIdSchema.safeParse(v).data ?? null;

const kContext = Symbol('audit context');
const kWritten = Symbol('audit entry written');
const kRefusal = Symbol('why the call was refused');
type WithContext = FastifyRequest & { [kContext]?: AuditContext; [kWritten]?: boolean; [kRefusal]?: string };

/**
 * Writes the activity log once for every route that declares an entity: a committed change in its
 * own transaction (plugins/request-work), anything else after the answer.
 */
export default fp(
  async function audit(app: FastifyInstance) {
    // created on first use, so every request has its own object whichever hook failed before it
    app.decorateRequest('audit', {
      getter(this: WithContext) {
        return (this[kContext] ??= {});
      },
    });

    const views = recentViews();
    // made at the first view: the database is the app's by then
    let viewsWriter: ReturnType<typeof viewsWrittenTogether> | undefined;

    const entryOf = (request: FastifyRequest, reply: FastifyReply): AuditEntry => {
      const audit = request.routeOptions.config.audit!;
      const context = request.audit;
      return {
        action: request.method.toLowerCase(),
        entity: audit.entity,
        beneficiaryId:
          context.beneficiaryId !== undefined ? context.beneficiaryId : toId((audit.beneficiaryId ?? defaultBeneficiaryId)(request)),
        beneficiaryKnown: context.beneficiaryId !== undefined,
        operatorId: request.operator?.id ?? null,
        statusCode: reply.statusCode,
        notes: auditNotes(audit.entity, {
          notes: context.notes ?? audit.notes?.(request, reply),
          changes: context.changes,
          // a handler that wrote the notes of a refusal itself has said why
          refusal: context.notes === undefined ? (request as WithContext)[kRefusal] : undefined,
        }),
        changes: context.changes?.length ? context.changes : null,
        // stamped when the call is answered: two calls answered one after the other keep their order
        // in the Registro even when the second one's entry reaches the database first
        at: instant(),
      };
    };

    // a committed change: its entry is written in the change's own transaction, just before it commits
    app.beforeCommit.push(async (request, reply, tx) => {
      if (!request.routeOptions.config.audit) return;
      await writeAuditEntry(tx, await namedReferences(tx, entryOf(request, reply)));
      (request as WithContext)[kWritten] = true;
    });

    // everything else (views, refusals, a change that committed nothing) after the answer, by an
    // onResponse hook of the routes that declare an entity, and only theirs
    async function writeEntry(request: FastifyRequest, reply: FastifyReply) {
      if ((request as WithContext)[kWritten]) return;
      try {
        // read before the entry is stamped: a view remembered here is never remembered past the
        // database's own window for it, which runs from the stamp (decision 0044)
        const since = Date.now();
        const entry = entryOf(request, reply);
        const view = entry.action === LOG_VIEW_ACTION && entry.operatorId !== null;
        if (!view) {
          await writeAuditEntryAfterAnswer(app.database.db, await namedReferences(app.database.db, entry));
          return;
        }
        const key = viewKey(entry);
        if (views.has(key)) return;
        const knownForMs = await (viewsWriter ??= viewsWrittenTogether(app.database.db)).write(entry);
        if (knownForMs > 0) views.add(key, since, knownForMs);
      } catch (err) {
        request.log.warn({ err }, 'activity log not written');
      }
    }

    // a refused call's entry says why: the error answer's text, read as it is sent
    async function keepRefusal(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode >= 400) {
        const why = refusalNote(request.routeOptions.config.audit!.entity, payload);
        if (why) (request as WithContext)[kRefusal] = why;
      }
      return payload;
    }

    app.addHook('onRoute', (route) => {
      const audit = route.config?.audit;
      if (!audit) return;
      // a route declaring an entity outside the closed list stops the start, whatever the types allowed
      if (!isLogEntity(audit.entity))
        throw new Error(`${String(route.method)} ${route.url}: "${String(audit.entity)}" is not a log entity`);
      addRouteHook(route, 'onSend', keepRefusal, 'last');
      addRouteHook(route, 'onResponse', writeEntry, 'last');
    });
  },
  { name: 'audit', dependencies: ['request-work'] },
);
