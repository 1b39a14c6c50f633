import type pg from 'pg';
import { seedBeneficiaries } from './beneficiaries';
import { seedDataProjects } from './data-projects';

/**
 * One seeding function per entity, run in this order for rows `from`..`to`; a later feature adds
 * its entity here. Operators are not seeded: the product creates its administrator on first start.
 */
const SEEDERS: { entity: string; seed: (client: pg.ClientBase, from: number, to: number) => Promise<void> }[] = [
  { entity: 'beneficiaries', seed: seedBeneficiaries },
  { entity: 'data_projects', seed: seedDataProjects },
];

/** Grows the database to `to` beneficiaries (and their related rows), then refreshes the statistics. */
export async function seedUpTo(client: pg.ClientBase, from: number, to: number, log: (m: string) => void) {
  for (const { entity, seed } of SEEDERS) {
    const started = Date.now();
    await seed(client, from, to);
    log(`  seed ${entity} ${from}..${to}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // as autovacuum would in a live database: statistics for the planner, visibility map for index-only scans
  await client.query('VACUUM (ANALYZE)');
}
