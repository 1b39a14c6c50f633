import type pg from 'pg';
import { filledRecord } from './sections';

/**
 * The project section (data_projects) of beneficiaries `from`..`to`: four in five have one, and
 * seven in ten of those are active (the list's badge; without a row a beneficiary counts as active).
 */
export async function seedDataProjects(client: pg.ClientBase, from: number, to: number) {
  await client.query(`
    INSERT INTO data_projects (beneficiary_id, project_date_start, project_date_exit, active, status_individual_plan)
    SELECT i,
           date '2021-01-01' + (i * 37 % 1400),
           CASE WHEN i % 10 >= 7 THEN date '2021-01-01' + (i * 37 % 1400) + 180 END,
           i % 10 < 7,
           (ARRAY['In corso', 'Concluso', 'Sospeso', 'Da avviare'])[1 + i % 4]
    FROM generate_series(${from}, ${to}) AS i
    WHERE ${filledRecord.sql('i')}`);
}
