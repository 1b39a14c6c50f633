import type pg from 'pg';
import { FIRST_NAMES, SURNAMES } from './italian-names';
import { ACCENTED, asciiLower, PLAIN, pickOne } from './pick';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Beneficiaries `from`..`to` (inclusive, ids follow), in one INSERT ... SELECT generate_series.
 * Every row has plausible, varied values; the unique columns (id_public, email, phone, fiscal code)
 * are derived from the row's number so they never collide (id_public's six digits are the number
 * modulo 1,000,000 and its prefix the number modulo 15: unique up to 3,000,000).
 */
export async function seedBeneficiaries(client: pg.ClientBase, from: number, to: number) {
  await client.query(`SELECT setseed(${(from % 1000) / 1000})`);
  // the fiscal code's last five characters are the row number in base 36: unique up to 60 million
  const base36 = (n: string, pos: number) => `substr('${BASE36}', 1 + (${n} / ${36 ** pos})::int % 36, 1)`;
  await client.query(`
    INSERT INTO beneficiaries (id, id_public, name, surname, email, phone_prefix, phone, birth_date, fiscal_code,
                               sex, citizenship, native_language, notes, created_at, updated_at)
    SELECT g.i,
           lpad((1 + g.i % 15)::text, 2, '0') || '_' || lpad((g.i % 1000000)::text, 6, '0'),
           g.name, g.surname,
           CASE WHEN g.i % 10 = 3 THEN NULL
                ELSE ${asciiLower('g.name')} || '.' || ${asciiLower('g.surname')} || g.i || '@'
                     || ${pickOne(['gmail.com', 'libero.it', 'yahoo.it', 'hotmail.it', 'outlook.it', 'tiscali.it'])}
           END,
           CASE WHEN g.i % 10 = 7 THEN NULL ELSE ${pickOne(['+39', '+39', '+39', '+39', '+40', '+380', '+212', '+234'])} END,
           CASE WHEN g.i % 10 = 7 THEN NULL ELSE '3' || lpad((g.i * 7 % 1000000000)::text, 9, '0') END,
           g.birth,
           upper(rpad(left(regexp_replace(translate(g.surname, '${ACCENTED}', '${PLAIN}'), '[aeiouAEIOU ''.]', '', 'g'), 3), 3, 'X'))
             || upper(rpad(left(regexp_replace(translate(g.name, '${ACCENTED}', '${PLAIN}'), '[aeiouAEIOU ''.]', '', 'g'), 3), 3, 'X'))
             || to_char(g.birth, 'YY') || substr('ABCDEHLMPRST', extract(month FROM g.birth)::int, 1)
             || lpad((extract(day FROM g.birth)::int + 40)::text, 2, '0')
             || ${base36('g.i', 4)} || ${base36('g.i', 3)} || ${base36('g.i', 2)} || ${base36('g.i', 1)} || ${base36('g.i', 0)},
           'F',
           ${pickOne(['Italiana', 'Italiana', 'Italiana', 'Rumena', 'Ucraina', 'Marocchina', 'Nigeriana', 'Albanese', 'Cinese'])},
           ${pickOne(['Italiano', 'Italiano', 'Rumeno', 'Ucraino', 'Arabo', 'Inglese', 'Albanese', 'Cinese'])},
           CASE WHEN g.i % 4 = 0 THEN 'Colloquio iniziale svolto; segue il percorso di orientamento.' END,
           now() - (random() * interval '1500 days'), now()
    FROM (
      SELECT i,
             ${pickOne(FIRST_NAMES)} AS name,
             CASE WHEN i % 10 = 0 THEN 'Rossi' ELSE ${pickOne(SURNAMES)} END AS surname,
             date '1960-01-01' + (random() * 16000)::int AS birth
      FROM generate_series(${from}, ${to}) AS i
    ) AS g`);
  await client.query(`SELECT setval(pg_get_serial_sequence('beneficiaries', 'id'), ${to})`);
}
