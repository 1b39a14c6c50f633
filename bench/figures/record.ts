import { COSTS_PAGE_SIZE, CostListQuerySchema } from '@empowerment/shared/costs';
import { PARTICIPATIONS_PAGE_SIZE, ParticipationListQuerySchema } from '@empowerment/shared/courses';
import { FILES_PAGE_SIZE, FileListQuerySchema } from '@empowerment/shared/files';
import { INTERNSHIPS_PAGE_SIZE, InternshipListQuerySchema } from '@empowerment/shared/internships';
import { INTERVIEWS_PAGE_SIZE, InterviewListQuerySchema } from '@empowerment/shared/interviews';
import { LogListQuerySchema } from '@empowerment/shared/logs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { answerList } from '../../apps/server/src/lib/list';
import { readBeneficiary } from '../../apps/server/src/modules/beneficiaries/beneficiaries.repository';
import { SECTIONS } from '../../apps/server/src/modules/beneficiary-sections/sections.registry';
import { readByBeneficiary } from '../../apps/server/src/modules/beneficiary-sections/sections.repository';
import { costList } from '../../apps/server/src/modules/costs/costs.repository';
import { beneficiaryParticipations } from '../../apps/server/src/modules/courses/participants.repository';
import { fileList } from '../../apps/server/src/modules/files/files.repository';
import { internshipList } from '../../apps/server/src/modules/internships/internships.repository';
import { interviewList } from '../../apps/server/src/modules/interviews/interviews.repository';
import { logList } from '../../apps/server/src/modules/logs/logs.repository';
import { viewsWrittenTogether, type AuditEntry } from '../../apps/server/src/plugins/audit-entry';
import { captureForAnyId, captureQueries, openDb, type CapturedQuery } from '../lib/capture-sql';
import { alternate, loadMix, median, type MixResult, type Routed } from '../lib/load';
import { ms, rps, x, type Row } from '../lib/report';
import { filledRecord } from '../seed/sections';
import type { BenchContext } from './context';
import { failOnErrors } from './throughput';

/** Issue 22: every call of her record at most 30 ms at p99, and at least 0.85 of the bare server's throughput. */
const P99_TARGET_MS = 30;
const RATIO_TARGET = 0.85;
/** Two filled records present at every size: the SQL captured for both tells her id apart from the other values. */
const CAPTURE_IDS: [number, number] = [1, 6];
/** Her Registro Attività tab reads ten entries at a time (spec 02 §9). */
const LOG_PAGE = 10;

const page = (limit: number) => ({ limit: String(limit), offset: '0' });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * A call of her record's page: its path for her id and the product's code that reads what it answers
 * (the repository function its route calls; what the route adds is a 404 when there is none).
 */
type RecordCall = { key: string; label: string; path: (id: number) => string; run: (db: Db, id: number) => Promise<unknown> };

/** A tab that lists her rows through a list route filtered by beneficiary_id, as the web app asks for it. */
const listTab = <Q>(
  key: string,
  label: string,
  route: string,
  limit: number,
  parse: (q: Record<string, string>) => Q,
  run: (db: Db, q: Q) => Promise<unknown>,
): RecordCall => {
  const params = (id: number) => ({ beneficiary_id: String(id), ...page(limit) });
  return { key, label, path: (id) => `/api/auth/${route}/?${query(params(id))}`, run: (db, id) => run(db, parse(params(id))) };
};

/**
 * Every call her record's page makes (apps/web/src/features/beneficiaries and each feature's
 * recordTab): her header and personal data, each section of her record (sections.registry), and the
 * tabs of her path, each a list of hers: courses, internships, interviews, costs, documents and
 * her Registro Attività. Her career days and group activities tabs are not among them: their store
 * is declared inside the events' route factory (modules/events), which the bench cannot call without
 * the routes.
 */
const RECORD_CALLS: RecordCall[] = [
  {
    key: 'beneficiary',
    label: 'her record (header and personal data)',
    path: (id) => `/api/auth/beneficiaries/${id}`,
    run: readBeneficiary,
  },
  ...SECTIONS.map((entry): RecordCall => ({
    key: `section-${entry.section.key}`,
    label: `section ${entry.section.key}`,
    path: (id) => `/api/auth/beneficiaries/${id}/${entry.section.key}`,
    run: (db, id) => readByBeneficiary(db, entry.table, id),
  })),
  {
    key: 'courses',
    label: 'tab courses',
    path: (id) => `/api/auth/participants/beneficiaries/${id}?${query(page(PARTICIPATIONS_PAGE_SIZE))}`,
    run: (db, id) =>
      answerList(
        { ...ParticipationListQuerySchema.parse(page(PARTICIPATIONS_PAGE_SIZE)), beneficiaryId: id },
        beneficiaryParticipations(db),
      ),
  },
  listTab(
    'internships',
    'tab internships',
    'internships',
    INTERNSHIPS_PAGE_SIZE,
    (q) => InternshipListQuerySchema.parse(q),
    (db, q) => answerList(q, internshipList(db)),
  ),
  listTab(
    'interviews',
    'tab interviews',
    'interviews',
    INTERVIEWS_PAGE_SIZE,
    (q) => InterviewListQuerySchema.parse(q),
    (db, q) => answerList(q, interviewList(db)),
  ),
  listTab(
    'costs',
    'tab costs',
    'costs',
    COSTS_PAGE_SIZE,
    (q) => CostListQuerySchema.parse(q),
    (db, q) => answerList(q, costList(db)),
  ),
  listTab(
    'documents',
    'tab documents',
    'files',
    FILES_PAGE_SIZE,
    (q) => FileListQuerySchema.parse(q),
    (db, q) => answerList(q, fileList(db)),
  ),
  listTab(
    'logs',
    'tab Registro Attività',
    'logs',
    LOG_PAGE,
    (q) => LogListQuerySchema.parse(q),
    (db, q) => answerList(q, logList(db)),
  ),
];

const bareKey = (call: RecordCall) => `m11-${call.key}`;

/**
 * The SQL of each call, for any beneficiary: the bare server's /q/m11-<key>?id=<her id>. Each call
 * of her record also writes its view in the Registro Attività after the answer (decision 0056), so
 * the set ends with the statement that writes it: the product is asked the call once, its entry read
 * back (entity, notes, status), and the statement the product writes it with captured for it.
 */
export async function captureRecordQueries(
  databaseUrl: string,
  product: { url: string; auth: Record<string, string> },
): Promise<Record<string, CapturedQuery[]>> {
  const sets: Record<string, CapturedQuery[]> = {};
  const { db, close } = openDb(databaseUrl);
  try {
    for (const call of RECORD_CALLS) {
      const view = await viewOf(call, db, product);
      const reads = await captureForAnyId(databaseUrl, CAPTURE_IDS, call.run);
      sets[bareKey(call)] = view ? [...reads, await viewStatement(databaseUrl, view)] : reads;
    }
  } finally {
    await close();
  }
  return sets;
}

/**
 * The view the product writes for `call` of the first capture beneficiary: asked once, read back from
 * the Registro (none when two seconds on a quiet machine brought none).
 */
async function viewOf(call: RecordCall, db: Db, product: { url: string; auth: Record<string, string> }): Promise<AuditEntry | undefined> {
  const newest = async () =>
    (
      await db.execute<{
        id: string;
        entity: string;
        beneficiary_id: number | null;
        operator_id: number;
        status_code: number;
        notes: string | null;
      }>(
        sql`SELECT id, entity, beneficiary_id, operator_id, status_code, notes FROM activity_logs WHERE action = 'get' ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0];
  const before = (await newest())?.id;
  const res = await fetch(product.url + call.path(CAPTURE_IDS[0]), { headers: product.auth });
  if (!res.ok) throw new Error(`${call.label}: ${res.status} ${await res.text()}`);
  // written after the answer: a moment later
  for (let tries = 0; tries < 100; tries++) {
    const row = await newest();
    if (row && row.id !== before) {
      if (Number(row.beneficiary_id) !== CAPTURE_IDS[0]) throw new Error(`${call.label}: its view names ${row.beneficiary_id}, not her`);
      return {
        action: 'get',
        entity: row.entity,
        beneficiaryId: row.beneficiary_id,
        // a GET names her by its path or its query, never from the row it read
        beneficiaryKnown: false,
        operatorId: row.operator_id,
        statusCode: row.status_code,
        notes: row.notes,
        at: new Date().toISOString(),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // a call the Registro does not record (reading the Registro itself): nothing written after it
  return undefined;
}

/**
 * The statement the product writes `view` with (one view of a batch), her id and the answer's time
 * marked: written for two beneficiaries, the values that differ are her id (another value may equal
 * it: the operator's id, say).
 */
async function viewStatement(databaseUrl: string, view: AuditEntry): Promise<CapturedQuery> {
  const [statement, other] = await Promise.all(
    CAPTURE_IDS.map(async (id) => {
      const [captured, ...more] = await captureQueries(databaseUrl, (db) => viewsWrittenTogether(db).write({ ...view, beneficiaryId: id }));
      if (!captured || more.length) throw new Error(`a view written by ${1 + more.length} statements`);
      return captured;
    }),
  );
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const idAt = statement.params.flatMap((v, at) => (same(v, other.params[at]) ? [] : [at]));
  const nowAt = statement.params.flatMap((v, at) => (same(v, [view.at]) ? [at] : []));
  if (statement.text !== other.text || idAt.length !== 1 || nowAt.length !== 1 || !same(statement.params[idAt[0]], [CAPTURE_IDS[0]]))
    throw new Error(`her id or the time not found once in the view's values: ${statement.text}`);
  return { ...statement, idAt, nowAt, afterAnswer: true };
}

/** A beneficiary drawn anew for each request from the whole table (a filled record), so no one row stays cached. */
function anyBeneficiary(size: number) {
  for (;;) {
    const id = 1 + Math.floor(Math.random() * size);
    if (filledRecord.of(id)) return id;
  }
}

/** One of her calls for one of them, each call as likely as the others. */
const drawn = (size: number, path: (call: RecordCall, id: number) => string) => (): Routed => {
  const call = RECORD_CALLS[Math.floor(Math.random() * RECORD_CALLS.length)];
  return { route: call.key, path: path(call, anyBeneficiary(size)) };
};

/**
 * M11, her record's page at `size` beneficiaries: every call it makes, mixed, each request for
 * another beneficiary drawn from the whole table, against the bare server running the same SQL for
 * the same beneficiaries (the reads, and the view each call writes after its answer, written
 * together as the product writes them), A B A B at 10 clients. The mix's throughput ratio, and each call's p99 (the
 * median of the rounds'), measured in the same runs.
 */
export async function recordFigures(ctx: BenchContext, size: number): Promise<Row[]> {
  for (const call of RECORD_CALLS) {
    const res = await fetch(ctx.product.url + call.path(anyBeneficiary(size)), { headers: ctx.auth });
    if (!res.ok) throw new Error(`${call.label}: ${res.status} ${await res.text()}`);
  }
  const product = drawn(size, (call, id) => call.path(id));
  const bare = drawn(size, (call, id) => `/q/${bareKey(call)}?id=${id}`);
  const runs = await alternate(
    ctx.rounds,
    () => loadMix(ctx.product.url, product, { seconds: ctx.seconds, headers: ctx.auth }),
    () => loadMix(ctx.bare.url, bare, { seconds: ctx.seconds }),
  );
  const errors = (rs: MixResult[]) => rs.reduce((n, r) => n + r.errors, 0);
  // the views the bare server writes after its answers: one that failed makes its figure easier, so it counts
  const bareViewsFailed = ((await (await fetch(`${ctx.bare.url}/after-failures`)).json()) as { failures: number }).failures;
  const p = median(runs.a.map((r) => r.rps));
  const b = median(runs.b.map((r) => r.rps));
  const ratio = p / b;
  ctx.log(`  her record, ${RECORD_CALLS.length} calls mixed: ${rps(p)} against ${rps(b)}`);
  const rows: Row[] = [
    failOnErrors(
      {
        figure: `M11 her record, ${RECORD_CALLS.length} calls mixed, throughput`,
        product: rps(p),
        baseline: rps(b),
        ratio: x(ratio),
        target: `≥ ${x(RATIO_TARGET)}`,
        pass: ratio >= RATIO_TARGET,
      },
      { product: errors(runs.a), baseline: errors(runs.b) + bareViewsFailed },
    ),
  ];
  for (const call of RECORD_CALLS) {
    const of = (rs: MixResult[]) => ({
      p99: median(rs.map((r) => r.routes[call.key]?.p99 ?? Infinity)),
      errors: rs.reduce((n, r) => n + (r.routes[call.key]?.errors ?? 0), 0),
    });
    const pc = of(runs.a);
    const bc = of(runs.b);
    rows.push(
      failOnErrors(
        {
          figure: `M11 ${call.label} p99 @10 clients`,
          product: ms(pc.p99),
          baseline: ms(bc.p99),
          ratio: x(pc.p99 / bc.p99),
          target: `≤ ${P99_TARGET_MS} ms`,
          pass: pc.p99 <= P99_TARGET_MS,
        },
        { product: pc.errors, baseline: bc.errors },
      ),
    );
  }
  return rows;
}
