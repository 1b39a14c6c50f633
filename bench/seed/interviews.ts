import type pg from 'pg';
import { pickAt, referenceAt } from './pick';

const INTERVIEWERS = ['Giulia Bianchi (COL Centro)', 'Lucia Ferri (COL Nord)', 'Anna Russo (COL non selezionato)', 'Sara Conti (COL Est)'];
const NOTES = [
  '',
  'Primo incontro conoscitivo',
  'Interessata a un tirocinio',
  'Da ricontattare tra un mese',
  'Bilancio delle competenze svolto',
];

/**
 * The interviews of beneficiaries `from`..`to`: two each (200,000 at 100,000), on days spread over
 * four years, of every type of the list, by a handful of operators.
 */
export async function seedInterviews(client: pg.ClientBase, from: number, to: number) {
  await client.query(`
    INSERT INTO interviews (beneficiary_id, date, type_id, interviewer, notes, created_at, updated_at)
    SELECT i,
           date '2022-01-01' + ((i * 37 + k * 211) % 1400),
           ${referenceAt('types_interviews', 'i + k')},
           ${pickAt(INTERVIEWERS, 'i + k')},
           ${pickAt(NOTES, 'i * 3 + k')},
           now() - (((i + k) % 700) * interval '1 day'), now()
    FROM generate_series(${from}, ${to}) AS i, generate_series(0, 1) AS k`);
}
