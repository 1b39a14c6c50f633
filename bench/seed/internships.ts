import type pg from 'pg';
import { INIT_LISTS } from '@empowerment/shared/reference';
import { companyIds } from './companies';
import { pickAt, referenceAt } from './pick';

/**
 * The internships of beneficiaries `from`..`to`: one for every other beneficiary (50,000 at
 * 100,000), at the companies seeded so far, in every status and sector, with their hours within the
 * scheduled ones. No position is named (each may be held by one internship only; the positions'
 * seed marks its own as taken).
 */
export async function seedInternships(client: pg.ClientBase, from: number, to: number) {
  // every company seeded so far, 1..last
  const companies = companyIds(1, to).last;
  if (companies < 1) return;
  await client.query(`
    INSERT INTO internships (beneficiary_id, hosting_company_id, sector_id, status_internships, paying_company,
                             duration_month, scheduled_hours, week_sceduled_hours, completed_hours, created_at, updated_at)
    SELECT i,
           1 + (i * 7) % ${companies},
           ${referenceAt('sectors', 'i')},
           ${pickAt(INIT_LISTS.statusInternships, 'i / 2')},
           ${pickAt(INIT_LISTS.payingCompany, 'i / 2')},
           1 + i % 12,
           80 + (i % 10) * 40,
           (i % 5) * 5,
           (i * 13) % 80,
           now() - ((i % 900) * interval '1 day'), now()
    FROM generate_series(${from}, ${to}) AS i
    WHERE i % 2 = 0`);
}
