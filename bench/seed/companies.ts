import { TRAINING_BODY_TYPE } from '@empowerment/shared/courses';
import { COMPANY_STATE_CONTACTS, COMPANY_TYPES } from '@empowerment/shared/reference';
import type pg from 'pg';
import { SURNAMES } from './italian-names';
import { pickAt, referenceAt } from './pick';

/** One company for every BENEFICIARIES_PER_COMPANY beneficiaries: 2,000 at 100,000. */
const BENEFICIARIES_PER_COMPANY = 50;
/** One company in TRAINING_BODY_EVERY is a training body (courses need them). */
export const TRAINING_BODY_EVERY = 5;

const KINDS = [
  'Trattoria',
  'Cooperativa sociale',
  'Hotel',
  'Sartoria',
  'Impresa di pulizie',
  'Forno',
  'Supermercato',
  'Studio',
  'Bar',
  'Residenza per anziani',
  'Magazzini',
  'Agriturismo',
];
const FORMS = ['S.r.l.', 'S.n.c.', 'S.a.s.', '& C.', 'Soc. Coop.', 'S.p.A.'];
const SCHOOLS = ['Centro di formazione', 'Istituto professionale', 'Accademia', 'Scuola di lingue', 'Ente formativo'];
/** Distinct surnames (the list repeats a few): the names below must never collide. */
const NAMES = SURNAMES.filter((s, i) => SURNAMES.findIndex((t) => t.toLowerCase() === s.toLowerCase()) === i);
const STREETS = ['Via Tiburtina', 'Via Prenestina', 'Via Casilina', 'Viale Marconi', 'Via Appia Nuova', 'Via Nomentana', 'Via Aurelia'];

/** The ids of the companies for beneficiaries `from`..`to`. */
export const companyIds = (from: number, to: number) => ({
  first: Math.ceil(from / BENEFICIARIES_PER_COMPANY),
  last: Math.floor(to / BENEFICIARIES_PER_COMPANY),
});

/**
 * Companies for beneficiaries `from`..`to` (one per 50, ids follow), in one INSERT ... SELECT
 * generate_series: one in five a training body, the rest internship hosts and job-day members, in
 * every contact state, with sector and municipio. The name (unique whatever the case) is built from
 * the row's number, kind × surname × legal form, so it never collides up to 6,000 companies; past
 * the last combination (20,000 companies at 1,000,000 beneficiaries) the number itself is added.
 */
export async function seedCompanies(client: pg.ClientBase, from: number, to: number) {
  const { first, last } = companyIds(from, to);
  if (last < first) return;
  const kinds = KINDS.length;
  const surname = `i / ${kinds}`;
  const form = `i / ${kinds * NAMES.length}`;
  const combinations = kinds * NAMES.length * FORMS.length;
  await client.query(`
    INSERT INTO companies (id, company_name, company_type, sector_id, fonte, address, municipio_id, website,
                           contact_email, contact_phone, contact_name, numbers_internships, state_contact,
                           convention_signed, manifest_internship, manifest_job_day, notes, created_at, updated_at)
    SELECT i,
           CASE WHEN i % ${TRAINING_BODY_EVERY} = 0 THEN ${pickAt(SCHOOLS, `i / ${TRAINING_BODY_EVERY}`)} ELSE ${pickAt(KINDS, 'i')} END
             || ' ' || ${pickAt(NAMES, surname)} || ' ' || ${pickAt(FORMS, form)} || CASE WHEN i % ${TRAINING_BODY_EVERY} = 0 OR i >= ${combinations} THEN ' ' || i ELSE '' END,
           CASE WHEN i % ${TRAINING_BODY_EVERY} = 0 THEN '${TRAINING_BODY_TYPE}'
                ELSE ${pickAt(
                  COMPANY_TYPES.filter((t) => t !== TRAINING_BODY_TYPE),
                  'i % 7 / 6',
                )} END,
           ${referenceAt('sectors', 'i')},
           ${pickAt(['Camera di commercio', 'Passaparola', 'Sito web', 'Evento di rete', ''], 'i')},
           ${pickAt(STREETS, 'i')} || ' ' || (1 + i % 240),
           ${referenceAt('municipi', 'i * 7')},
           CASE WHEN i % 3 = 0 THEN 'https://www.azienda' || i || '.it' ELSE '' END,
           'contatti' || i || '@azienda' || i || '.it',
           '06' || lpad((i * 7919 % 10000000)::text, 7, '0'),
           ${pickAt(SURNAMES, 'i * 13')},
           i % 4,
           ${pickAt(COMPANY_STATE_CONTACTS, 'i / 3')},
           i % 4 = 0, i % 3 = 0, i % 6 = 0,
           CASE WHEN i % 5 = 1 THEN 'Disponibile a ospitare tirocini in autunno.' ELSE '' END,
           now() - ((i % 900) * interval '1 day'), now()
    FROM generate_series(${first}, ${last}) AS i`);
  await client.query(`SELECT setval(pg_get_serial_sequence('companies', 'id'), ${last})`);
}
