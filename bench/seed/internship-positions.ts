import type pg from 'pg';
import { companyIds } from './companies';
import { pickAt, referenceAt } from './pick';

const JOBS = [
  'Aiuto cuoca',
  'Cameriera di sala',
  'Addetta alle pulizie',
  'Commessa',
  'Magazziniera',
  'Receptionist',
  'Sarta',
  'Assistente familiare',
  'Impiegata amministrativa',
  'Barista',
];

/**
 * The internship positions of the companies for beneficiaries `from`..`to`: none to four per company
 * (two on average), one in seven busy and one in five held by a beneficiary, so that the list's
 * per-company counts (assigned, open, total) are all different from zero.
 */
export async function seedInternshipPositions(client: pg.ClientBase, from: number, to: number) {
  const { first, last } = companyIds(from, to);
  if (last < first) return;
  await client.query(`
    INSERT INTO company_internship_positions (company_id, job_positions, requisiti, orari_turni, start_date, municipio_id,
                                              place, busy, id_beneficiary)
    SELECT c, ${pickAt(JOBS, 'c + k')},
           CASE WHEN (c + k) % 2 = 0 THEN 'Conoscenza base della lingua italiana' ELSE '' END,
           ${pickAt(['Lun-Ven 9-13', 'Turni su 6 giorni', 'Part-time pomeridiano', 'Sabato e domenica'], 'c * k')},
           date '2025-01-01' + ((c * 31 + k * 17) % 500),
           ${referenceAt('municipi', 'c + k')},
           'Sede operativa',
           (c + k) % 7 = 0,
           CASE WHEN (c + k) % 5 = 0 THEN 1 + (c * 97 + k) % ${to} END
    FROM generate_series(${first}, ${last}) AS c
    CROSS JOIN LATERAL generate_series(1, c % 5) AS k`);
}
