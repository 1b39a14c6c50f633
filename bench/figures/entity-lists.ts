import { CompanyListQuerySchema } from '@empowerment/shared/companies';
import { CourseListQuerySchema } from '@empowerment/shared/courses';
import { InternshipListQuerySchema } from '@empowerment/shared/internships';
import { InterviewListQuerySchema } from '@empowerment/shared/interviews';
import { LogListQuerySchema } from '@empowerment/shared/logs';
import { companyList } from '../../apps/server/src/modules/companies/companies.repository';
import { courseList } from '../../apps/server/src/modules/courses/courses.repository';
import { interviewList } from '../../apps/server/src/modules/interviews/interviews.repository';
import { internshipList } from '../../apps/server/src/modules/internships/internships.repository';
import { logList } from '../../apps/server/src/modules/logs/logs.repository';
import { answerList } from '../../apps/server/src/lib/list';
import type { Db } from '../../apps/server/src/db/client';
import { captureQueries, type CapturedQuery } from '../lib/capture-sql';
import type { Row } from '../lib/report';
import type { BenchContext } from './context';
import { LIST_P99_MS, listFigure } from './list-figure';

/** The first page as the web app asks for it: 10 rows with the total. */
const FIRST_PAGE = 'get-tot=true&limit=10&offset=0';
/** A beneficiary present at both sizes: her Registro Attività tab. */
const BENEFICIARY = 4321;
/**
 * A month of the seeded Registro Attività at both sizes (its entries start on 1 June 2022, 90 seconds
 * apart: about 30,000 a month, hers among them); at 100,000 the log holds 1,000,000 entries.
 */
const LOG_MONTH = { from: '2022-07-01', to: '2022-07-31' };
type Params = Record<string, string>;
const logPage = (db: Db, q: Params) => answerList(LogListQuerySchema.parse(q), logList(db));
const interviewPage = (db: Db, q: Params) => answerList(InterviewListQuerySchema.parse(q), interviewList(db));
const internshipPage = (db: Db, q: Params) => answerList(InternshipListQuerySchema.parse(q), internshipList(db));

/**
 * The other entities' lists, each with the SQL its route runs: the route's own answerList over the
 * repository's ListSource, with the query parsed by the route's schema. The Registro Attività in
 * the three ways it is read: the administrators' screen (first page, and filtered by the entity
 * most of its changes are about), and a beneficiary's tab (ten entries, no total).
 */
const ENTITY_LISTS: {
  key: string;
  label: string;
  path: string;
  query: string;
  p99Limit: number;
  run: (db: Db, q: Params) => Promise<unknown>;
}[] = [
  {
    key: 'companies',
    label: 'companies list, first page',
    path: '/api/auth/companies/',
    query: FIRST_PAGE,
    p99Limit: LIST_P99_MS.first,
    run: (db, q) => {
      const { minInfo: _m, ...query } = CompanyListQuerySchema.parse(q);
      return answerList(query, companyList(db));
    },
  },
  {
    key: 'courses',
    label: 'courses list, first page',
    path: '/api/auth/courses/',
    query: FIRST_PAGE,
    p99Limit: LIST_P99_MS.first,
    run: (db, q) => {
      const { minInfo: _m, ...query } = CourseListQuerySchema.parse(q);
      return answerList(query, courseList(db));
    },
  },
  {
    key: 'logs',
    label: 'Registro Attività, first page',
    path: '/api/auth/logs/',
    query: FIRST_PAGE,
    p99Limit: LIST_P99_MS.first,
    run: logPage,
  },
  {
    key: 'logs-beneficiary',
    label: "Registro Attività, a beneficiary's tab",
    path: '/api/auth/logs/',
    query: `beneficiary_id=${BENEFICIARY}&limit=10&offset=0`,
    p99Limit: LIST_P99_MS.selective,
    run: logPage,
  },
  {
    key: 'logs-entity',
    label: 'Registro Attività, broad entity filter',
    path: '/api/auth/logs/',
    query: `entita=beneficiary&${FIRST_PAGE}`,
    p99Limit: LIST_P99_MS.broad,
    run: logPage,
  },
  {
    key: 'logs-range',
    label: 'Registro Attività, a month of entries',
    path: '/api/auth/logs/',
    query: `date_from=${LOG_MONTH.from}&date_to=${LOG_MONTH.to}&${FIRST_PAGE}`,
    p99Limit: LIST_P99_MS.selective,
    run: logPage,
  },
  {
    key: 'logs-beneficiary-range',
    label: "Registro Attività, a beneficiary's month",
    path: '/api/auth/logs/',
    query: `beneficiary_id=${BENEFICIARY}&date_from=${LOG_MONTH.from}&date_to=${LOG_MONTH.to}&${FIRST_PAGE}`,
    p99Limit: LIST_P99_MS.selective,
    run: logPage,
  },
  {
    key: 'logs-failures',
    label: 'Registro Attività, calls that did not succeed',
    path: '/api/auth/logs/',
    query: `outcome=failure&${FIRST_PAGE}`,
    p99Limit: LIST_P99_MS.selective,
    run: logPage,
  },
  {
    key: 'internships',
    label: '/tirocini, first page',
    path: '/api/auth/internships/',
    query: FIRST_PAGE,
    p99Limit: LIST_P99_MS.first,
    run: internshipPage,
  },
  {
    key: 'internships-beneficiary',
    label: "internships, a beneficiary's tab",
    path: '/api/auth/internships/',
    query: `beneficiary_id=${BENEFICIARY}&limit=5&offset=0`,
    p99Limit: LIST_P99_MS.selective,
    run: internshipPage,
  },
  {
    key: 'interviews',
    label: '/colloqui, first page',
    path: '/api/auth/interviews/',
    query: FIRST_PAGE,
    p99Limit: LIST_P99_MS.first,
    run: interviewPage,
  },
  {
    key: 'interviews-beneficiary',
    label: "interviews, a beneficiary's tab",
    path: '/api/auth/interviews/',
    query: `beneficiary_id=${BENEFICIARY}&limit=11&offset=0`,
    p99Limit: LIST_P99_MS.selective,
    run: interviewPage,
  },
];

const params = (query: string): Params => Object.fromEntries(new URLSearchParams(query));

/** The SQL of each list, keyed for the bare server's /q/<key>. */
export async function captureEntityListQueries(databaseUrl: string): Promise<Record<string, CapturedQuery[]>> {
  const sets: Record<string, CapturedQuery[]> = {};
  for (const list of ENTITY_LISTS) sets[list.key] = await captureQueries(databaseUrl, (db) => list.run(db, params(list.query)));
  return sets;
}

/** M2 for the other lists: the list's ratio to the bare server, p99 as the beneficiary list's shape of the same kind. */
export async function entityListFigures(ctx: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const list of ENTITY_LISTS) {
    rows.push(
      ...(await listFigure(ctx, { label: list.label, path: `${list.path}?${list.query}`, bareKey: list.key, p99Limit: list.p99Limit })),
    );
  }
  return rows;
}
