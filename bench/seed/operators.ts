import type pg from 'pg';
import { FIRST_NAMES, SURNAMES } from './italian-names';
import { asciiLower, pickAt } from './pick';

/** One operator for every BENEFICIARIES_PER_OPERATOR beneficiaries: 25 at 100,000. */
const BENEFICIARIES_PER_OPERATOR = 4000;

/**
 * Operators for beneficiaries `from`..`to` (one per 4,000), who write the Registro Attività's rows.
 * They are invited and never signed in (no password): the bench signs in as its administrator only.
 * Their numbers follow the beneficiaries, so their e-mails never collide whatever the size.
 */
export async function seedOperators(client: pg.ClientBase, from: number, to: number) {
  const first = Math.ceil(from / BENEFICIARIES_PER_OPERATOR);
  const last = Math.floor(to / BENEFICIARIES_PER_OPERATOR);
  if (last < first) return;
  await client.query(`
    INSERT INTO operators (email, name, surname, phone, notes)
    SELECT ${asciiLower("o.name || '.' || o.surname")} || n || '@servizi.example.org', o.name, o.surname,
           '06' || lpad((n * 7919 % 10000000)::text, 7, '0'), ''
    FROM generate_series(${first}, ${last}) AS n,
         LATERAL (SELECT ${pickAt(FIRST_NAMES, 'n * 7')} AS name, ${pickAt(SURNAMES, 'n * 13')} AS surname) AS o`);
}
