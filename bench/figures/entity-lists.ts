import { CompanyListQuerySchema, CourseListQuerySchema } from '@empowerment/shared';
import { companyList } from '../../apps/server/src/modules/companies/companies.repository';
import { courseList } from '../../apps/server/src/modules/courses/courses.repository';
import { answerList } from '../../apps/server/src/lib/list';
import { captureQueries, type CapturedQuery } from '../lib/capture-sql';
import type { Row } from '../lib/report';
import type { BenchContext } from './context';
import { listFigure } from './list-figure';

/** The first page as the web app asks for it: 10 rows with the total. */
const FIRST_PAGE = 'get-tot=true&limit=10&offset=0';
const params = (query: string) => Object.fromEntries(new URLSearchParams(query));

/**
 * The other entities' lists (first page), each with the SQL its route runs: the route's own
 * answerList over the repository's ListSource, with the query parsed by the route's schema.
 */
const ENTITY_LISTS = [
  {
    key: 'companies',
    label: 'companies list, first page',
    path: `/api/auth/companies/?${FIRST_PAGE}`,
    run: (db: Parameters<typeof companyList>[0]) => {
      const { minInfo: _m, ...query } = CompanyListQuerySchema.parse(params(FIRST_PAGE));
      return answerList(query, companyList(db));
    },
  },
  {
    key: 'courses',
    label: 'courses list, first page',
    path: `/api/auth/courses/?${FIRST_PAGE}`,
    run: (db: Parameters<typeof courseList>[0]) => {
      const { minInfo: _m, ...query } = CourseListQuerySchema.parse(params(FIRST_PAGE));
      return answerList(query, courseList(db));
    },
  },
] as const;

/** The SQL of each list, keyed for the bare server's /q/<key>. */
export async function captureEntityListQueries(databaseUrl: string): Promise<Record<string, CapturedQuery[]>> {
  const sets: Record<string, CapturedQuery[]> = {};
  for (const list of ENTITY_LISTS) sets[list.key] = await captureQueries(databaseUrl, list.run);
  return sets;
}

/** M2 for the companies and courses lists: ratio to the bare server ≥ 0.60, p99 as the first page's. */
export async function entityListFigures(ctx: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const list of ENTITY_LISTS) {
    rows.push(...(await listFigure(ctx, { label: list.label, path: list.path, bareKey: list.key, p99Limit: 30 })));
  }
  return rows;
}
