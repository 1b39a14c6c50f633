import type pg from 'pg';
import { pickAt, referenceAt } from './pick';

/**
 * Four beneficiaries in five have filled in their record: the project section (data-projects.ts) and
 * every other section of it (here); the fifth has none. One rule for both seeds and for the figures
 * that read a whole record (M11 picks among these).
 */
export const filledRecord = { sql: (id: string) => `${id} % 5 <> 4`, of: (id: number) => id % 5 !== 4 };

const LANGUAGES_LEVEL = ['Nessuna', 'A1', 'A2', 'B1', 'B2'];
const SERVICES = [
  'Servizi sociali del Municipio',
  'Centro antiviolenza',
  'Centro per l’impiego',
  'Associazione di quartiere',
  'Consultorio',
];
const CONDITIONS = ['Disoccupata', 'Inoccupata', 'Occupata part-time', 'In cerca di prima occupazione'];
const PERMITS = [
  'Permesso per motivi familiari',
  'Permesso UE per soggiornanti di lungo periodo',
  'Protezione internazionale',
  'Lavoro subordinato',
];
const STREETS = ['Via Tiburtina', 'Via Prenestina', 'Via Casilina', 'Viale Marconi', 'Via Appia Nuova', 'Via Nomentana', 'Via Aurelia'];
const HOUSING = ['Affitto', 'Ospite presso familiari', 'Casa famiglia', 'Proprietà', 'Struttura di accoglienza'];

/** One INSERT ... SELECT generate_series per section table, for the filled records of `from`..`to`. */
const SECTIONS: Record<string, (from: number, to: number) => string> = {
  social_data: (from, to) => `
    INSERT INTO social_data (beneficiary_id, occupational_condition, social_situation_type, vulnerability_type)
    SELECT i, ${pickAt(CONDITIONS, 'i')}, ${referenceAt('types_social_situations', 'i')},
           CASE WHEN i % 3 = 0 THEN 'Nucleo monoparentale' ELSE '' END
    FROM generate_series(${from}, ${to}) AS i WHERE ${filledRecord.sql('i')}`,
  // her residence and her domicile: two rows each
  addresses: (from, to) => `
    INSERT INTO addresses (beneficiary_id, type, street, city, province, region, "postalCode", condition)
    SELECT i, t, ${pickAt(STREETS, 'i')} || ' ' || (1 + i % 300), 'Roma', 'RM', 'Lazio', '00' || (100 + i % 200),
           ${pickAt(HOUSING, 'i')}
    FROM generate_series(${from}, ${to}) AS i CROSS JOIN (VALUES ('address'), ('domicile')) AS a(t) WHERE ${filledRecord.sql('i')}`,
  residence_permits: (from, to) => `
    INSERT INTO residence_permits (beneficiary_id, type, start_date, exp_date)
    SELECT i, ${pickAt(PERMITS, 'i')}, date '2020-01-01' + (i * 17 % 1500), date '2024-01-01' + (i * 23 % 1500)
    FROM generate_series(${from}, ${to}) AS i WHERE ${filledRecord.sql('i')}`,
  about_services: (from, to) => `
    INSERT INTO about_services (beneficiary_id, sending_service, active_service, motivation_sending)
    SELECT i, ${pickAt(SERVICES, 'i')}, ${pickAt(SERVICES, 'i + 2')}, 'Orientamento al lavoro'
    FROM generate_series(${from}, ${to}) AS i WHERE ${filledRecord.sql('i')}`,
  economic_situations: (from, to) => `
    INSERT INTO economic_situations (beneficiary_id, adi_date_activation, adi_code, isee, indigence_state, indigence_state_notes)
    SELECT i, CASE WHEN i % 4 = 0 THEN date '2024-01-01' + (i % 600) END, CASE WHEN i % 4 = 0 THEN 'ADI' || i ELSE '' END,
           (i * 37 % 2500000) / 100.0, CASE WHEN i % 6 = 0 THEN 'Segnalata' ELSE '' END,
           CASE WHEN i % 6 = 0 THEN 'Segnalata dai servizi sociali del Municipio' ELSE '' END
    FROM generate_series(${from}, ${to}) AS i WHERE ${filledRecord.sql('i')}`,
  family_commitments: (from, to) => `
    INSERT INTO family_commitments (beneficiary_id, dependent_children, age_children, school_children, caregiver)
    SELECT i, i % 4, CASE WHEN i % 4 > 0 THEN (3 + i % 12)::text || ' anni' ELSE '' END,
           CASE WHEN i % 4 > 0 THEN 'Scuola primaria' ELSE '' END, CASE WHEN i % 9 = 0 THEN 'Madre anziana' ELSE '' END
    FROM generate_series(${from}, ${to}) AS i WHERE ${filledRecord.sql('i')}`,
  personal_resources: (from, to) => `
    INSERT INTO personal_resources (beneficiary_id, italian_level, grade_motivation, grade_work_competence, grade_social_skills,
                                    grade_info_processing, certification_l2)
    SELECT i, i % 11, (i + 3) % 11, (i + 5) % 11, (i + 7) % 11, (i + 1) % 11, ${pickAt(LANGUAGES_LEVEL, 'i')}
    FROM generate_series(${from}, ${to}) AS i WHERE ${filledRecord.sql('i')}`,
  professional_profiles: (from, to) => `
    INSERT INTO professional_profiles (beneficiary_id, professional_training, computer_skills, professional_experiences,
                                       current_professional_profile, training_needs)
    SELECT i, 'Corso HACCP', 'Pacchetto Office di base', 'Due anni come addetta alle pulizie in un albergo',
           'Addetta ai servizi di pulizia', 'Italiano per il lavoro'
    FROM generate_series(${from}, ${to}) AS i WHERE ${filledRecord.sql('i')}`,
  data_sicol: (from, to) => `
    INSERT INTO data_sicol (beneficiary_id, progress_id, unique_code, isced, iso2, age_range)
    SELECT i, 'P' || i, 'U' || lpad(i::text, 8, '0'), 'ISCED ' || (i % 5), 'IT', ${pickAt(['18-24', '25-34', '35-44', '45-54', '55+'], 'i')}
    FROM generate_series(${from}, ${to}) AS i WHERE ${filledRecord.sql('i')}`,
};

/**
 * The record's other sections (social data, addresses, residence permit, service, economic situation,
 * family, personal resources, professional profile, Sicol) of beneficiaries `from`..`to`: every
 * filled record has each of them, with plausible values.
 */
export async function seedSections(client: pg.ClientBase, from: number, to: number) {
  for (const insert of Object.values(SECTIONS)) await client.query(insert(from, to));
}
