import { BeneficiaryListQuerySchema, type BeneficiaryFilters } from '@empowerment/shared/beneficiaries';
import { beneficiaryList } from '../../apps/server/src/modules/beneficiaries/beneficiaries.repository';
import { captureQueries, type CapturedQuery } from '../lib/capture-sql';

/** The three shapes of the list the bench measures, as the web app asks for them (10 rows, with the total). */
export const LIST_SHAPES = [
  { key: 'first', label: 'list, first page', query: 'limit=10&offset=0&get-tot=true' },
  // a name and a surname typed together: about ten rows at 100,000
  { key: 'selective', label: 'list, selective filter', query: 'name=giulia&surname=bianchi&limit=10&offset=0&get-tot=true' },
  // one row in ten is a Rossi
  { key: 'broad', label: 'list, broad filter (10%)', query: 'surname=rossi&limit=10&offset=0&get-tot=true' },
] as const;

export const listPath = (query: string) => `/api/auth/beneficiaries/?${query}`;

/** The SQL each shape runs in the product, read through the product's repository. */
export async function captureListQueries(databaseUrl: string): Promise<Record<string, CapturedQuery[]>> {
  const sets: Record<string, CapturedQuery[]> = {};
  for (const shape of LIST_SHAPES) {
    const parsed = BeneficiaryListQuerySchema.parse(Object.fromEntries(new URLSearchParams(shape.query)));
    const { limit, offset, 'get-tot': _total, ...filters } = parsed;
    sets[shape.key] = await captureQueries(databaseUrl, (db) =>
      beneficiaryList(db).page!(filters as BeneficiaryFilters, { limit, offset }),
    );
  }
  return sets;
}
