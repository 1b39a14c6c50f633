import { COURSE_MODES } from '@empowerment/shared/courses';
import { INIT_LISTS } from '@empowerment/shared/reference';
import type pg from 'pg';
import { companyIds, TRAINING_BODY_EVERY } from './companies';
import { pickAt, referenceAt } from './pick';

/** One course for every BENEFICIARIES_PER_COURSE beneficiaries: 500 at 100,000. */
const BENEFICIARIES_PER_COURSE = 200;

/**
 * Courses for beneficiaries `from`..`to` (one per 200, ids follow), each held by one of the training
 * bodies seeded so far (companies whose id is a multiple of five), with a type, a municipio, a mode.
 */
export async function seedCourses(client: pg.ClientBase, from: number, to: number) {
  const first = Math.ceil(from / BENEFICIARIES_PER_COURSE);
  const last = Math.floor(to / BENEFICIARIES_PER_COURSE);
  const trainingBodies = Math.floor(companyIds(1, to).last / TRAINING_BODY_EVERY);
  if (last < first || trainingBodies === 0) return;
  await client.query(`
    INSERT INTO courses (id, type_id, type_qualification, address, municipio_id, mode, duration, days_hours, paid,
                         price_notes, access_criteria, contact_name, contact_phone, contact_mail, notes, provider,
                         created_at, updated_at)
    SELECT i,
           ${referenceAt('types_courses', 'i')},
           ${pickAt(['', ...INIT_LISTS.typeQualification], 'i')},
           ${pickAt(['Via Tiburtina', 'Via Casilina', 'Viale Marconi', 'Via Nomentana', 'Piazza Vittorio'], 'i')} || ' ' || (1 + i % 120),
           ${referenceAt('municipi', 'i * 3')},
           ${pickAt(COURSE_MODES, 'i')},
           ${pickAt(['40 ore', '120 ore', '3 mesi', '6 mesi', '900 ore'], 'i / 3')},
           ${pickAt(['Lun-Ven 9-13', 'Mar e Gio 14-18', 'Sabato mattina', 'Lun-Mer-Ven 15-19'], 'i / 2')},
           i % 3 = 0,
           CASE WHEN i % 3 = 0 THEN 'Quota di iscrizione rimborsabile' ELSE '' END,
           CASE WHEN i % 2 = 0 THEN 'Livello A2 di italiano' ELSE '' END,
           'Segreteria didattica', '06' || lpad((i * 4871 % 10000000)::text, 7, '0'), 'corsi' || i || '@formazione.it',
           '', ${TRAINING_BODY_EVERY} * (1 + (i * 7) % ${trainingBodies}),
           now() - ((i % 700) * interval '1 day'), now()
    FROM generate_series(${first}, ${last}) AS i`);
  await client.query(`SELECT setval(pg_get_serial_sequence('courses', 'id'), ${last})`);
}
