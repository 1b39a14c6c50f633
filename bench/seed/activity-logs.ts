import type pg from 'pg';
import { pickAt } from './pick';

/** Rows of the Registro Attività per beneficiary: 1,000,000 at 100,000. */
const LOG_ROWS_PER_BENEFICIARY = 10;

/**
 * What the ten rows of a beneficiary record, by the row's place k (0-9): her creation, views of her
 * record (three in ten: hidden by default), her sections filled and updated, documents and events,
 * and one row of a mix (deletions, a refused change, exports and operator changes, which name no
 * beneficiary). SQL expressions of k and of b, her id.
 */
const sections = (index: string) =>
  pickAt(['social situation', 'economic situation', 'address', 'family commitments', 'service information'], index);
const KINDS = {
  action: `(ARRAY['post','get','post','put','get','patch','post','get','put',${pickAt(['delete', 'patch', 'post', 'put', 'delete'], 'b')}])[k + 1]`,
  entity: `(ARRAY['beneficiary','beneficiary','data project',${sections('b')},'beneficiary','beneficiary',
      ${pickAt(['files', 'participants', 'career day', 'group activity'], 'b')},${pickAt(['beneficiary', 'beneficiary', 'files'], 'b')},
      ${pickAt(['personal resources', 'professional profile', 'residence permits', 'Sicol data'], 'b')},
      ${pickAt(['files', 'beneficiary', 'export', 'operators', 'participants'], 'b')}])[k + 1]`,
  status: `CASE WHEN k = 9 AND b % 5 = 1 THEN 409 WHEN k IN (0, 2, 6) THEN 201 ELSE 200 END`,
  notes: `CASE WHEN k IN (3, 5, 8) THEN ${pickAt(['campi modificati: phone', 'campi modificati: email, notes', 'campi modificati: isee_value', 'nessun campo modificato'], 'b + k')}
               WHEN k = 9 AND b % 5 = 1 THEN 'Il codice fiscale è già registrato'
               WHEN k = 9 AND b % 5 = 2 THEN 'Elenco beneficiari'
               WHEN k = 9 AND b % 5 = 3 THEN 'Operatore modificato' END`,
  // exports and operator changes name no beneficiary
  beneficiary: `CASE WHEN k = 9 AND b % 5 IN (2, 3) THEN NULL ELSE b END`,
};

/**
 * The Registro Attività of beneficiaries `from`..`to`, in one INSERT ... SELECT generate_series: ten
 * rows each, written by the operators seeded so far, in time order (a row's time grows with its
 * number, 90 seconds apart: about three years at 100,000; its id comes from the table's sequence, as
 * the rows the product itself writes meanwhile take theirs). The log's count triggers (migration
 * 0009) count them as any insert.
 */
export async function seedActivityLogs(client: pg.ClientBase, from: number, to: number) {
  const first = (from - 1) * LOG_ROWS_PER_BENEFICIARY + 1;
  const last = to * LOG_ROWS_PER_BENEFICIARY;
  await client.query(`
    INSERT INTO activity_logs (action, entity, beneficiary_id, operator_id, status_code, notes, created_at)
    SELECT ${KINDS.action}, ${KINDS.entity}, ${KINDS.beneficiary}, ops.ids[1 + b % cardinality(ops.ids)],
           ${KINDS.status}, ${KINDS.notes}, timestamptz '2022-06-01 08:00:00+02' + j * interval '90 seconds'
    FROM (SELECT array_agg(id ORDER BY id) AS ids FROM operators) AS ops,
         generate_series(${first}, ${last}) AS j,
         LATERAL (SELECT (j - 1) / ${LOG_ROWS_PER_BENEFICIARY} + 1 AS b, (j - 1) % ${LOG_ROWS_PER_BENEFICIARY} AS k) AS r`);
}
