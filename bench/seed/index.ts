import type pg from 'pg';
import { seedActivityLogs } from './activity-logs';
import { seedBeneficiaries } from './beneficiaries';
import { seedCompanies } from './companies';
import { seedCourses } from './courses';
import { seedDataProjects } from './data-projects';
import { seedInternshipPositions } from './internship-positions';
import { seedInterviews } from './interviews';
import { seedInternships } from './internships';
import { seedOperators } from './operators';
import { seedSections } from './sections';

/**
 * One seeding function per entity, run in this order for rows `from`..`to`; a later feature adds
 * its entity here. Companies, courses and operators grow with the beneficiaries (2,000, 500 and 25
 * at 100,000), and so does the Registro Attività (ten rows each: 1,000,000).
 * The administrator and the reference lists are not seeded: the product creates them on first
 * start, so it runs before the first seeding.
 */
const SEEDERS: { entity: string; seed: (client: pg.ClientBase, from: number, to: number) => Promise<void> }[] = [
  { entity: 'beneficiaries', seed: seedBeneficiaries },
  { entity: 'data_projects', seed: seedDataProjects },
  { entity: 'the other sections', seed: seedSections },
  { entity: 'companies', seed: seedCompanies },
  { entity: 'company_internship_positions', seed: seedInternshipPositions },
  { entity: 'courses', seed: seedCourses },
  { entity: 'operators', seed: seedOperators },
  { entity: 'activity_logs', seed: seedActivityLogs },
  { entity: 'interviews', seed: seedInterviews },
  { entity: 'internships', seed: seedInternships },
];

/** Grows the database to `to` beneficiaries (and the rows that grow with them), then refreshes the statistics. */
export async function seedUpTo(client: pg.ClientBase, from: number, to: number, log: (m: string) => void) {
  for (const { entity, seed } of SEEDERS) {
    const started = Date.now();
    await seed(client, from, to);
    log(`  seed ${entity} ${from}..${to}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // as autovacuum would in a live database: statistics for the planner, visibility map for index-only scans
  await client.query('VACUUM (ANALYZE)');
  // and the seeded pages written out now, not by a checkpoint in the middle of a figure
  await client.query('CHECKPOINT');
}
