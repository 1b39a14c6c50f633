/**
 * Fills an empty database with fictional but plausible data, to try the product or show it:
 * five operators (one administrator) and about 120 beneficiaries with their project rows.
 *
 *   npm run demo-data            (the database of DATABASE_URL, or the embedded one in DATA_DIR)
 *
 * Every demo operator signs in with DEMO_PASSWORD below. The script never runs by itself, and it
 * refuses to touch a database that already holds beneficiaries. The names are invented; emails
 * use the reserved example.org domain; tax codes are well formed but belong to nobody known.
 */
import { computeCodiceFiscale } from '@empowerment/shared';
import { INIT_LISTS } from '@empowerment/shared/reference';
import { count, inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { activityLogs, beneficiaries, countries, dataProjects, municipi, operators, typesCol } from '../db/schema';
import { hashPassword } from '../lib/password';
import { bootstrap } from '../modules/bootstrap';
import { consoleLog } from '../lib/console-log';
import { ITALIAN_FIRST_NAMES, ITALIAN_SURNAMES } from './italian-names';

/** The one password of every demo operator; it passes the password rules. */
export const DEMO_PASSWORD = 'Empowerment1!';
const BENEFICIARIES = 120;

/** A seeded generator, so that two runs on empty databases give the same data. */
function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  const day = (from: string, to: string) => {
    const start = Date.parse(`${from}T00:00:00Z`);
    const end = Date.parse(`${to}T00:00:00Z`);
    return new Date(start + Math.floor(next() * ((end - start) / 86_400_000 + 1)) * 86_400_000).toISOString().slice(0, 10);
  };
  return { int, pick, chance, day };
}

const DEMO_OPERATORS = [
  { name: 'Francesca', surname: 'Marchetti', superOperator: true, municipio: 1, phone: '347 210 5521' },
  { name: 'Laura', surname: 'Conti', superOperator: false, municipio: 5, phone: '348 331 0942' },
  { name: 'Silvia', surname: 'De Santis', superOperator: false, municipio: 6, phone: '339 852 1176' },
  { name: 'Chiara', surname: 'Lombardi', superOperator: false, municipio: 10, phone: '320 447 6093' },
  { name: 'Valentina', surname: 'Ricci', superOperator: false, municipio: 14, phone: '366 129 8840' },
];

type Origin = {
  country: string;
  /** Codice catastale of the place of birth (Z... for a foreign country). */
  places: string[];
  citizenship: string[];
  languages: string[];
  prefix?: string;
  names: string[];
  surnames: string[];
  weight: number;
};

const ORIGINS: Origin[] = [
  {
    country: 'IT',
    // Roma above all, then Napoli, Palermo, Bari, Catania, Milano, Torino, Latina, Frosinone
    places: ['H501', 'H501', 'H501', 'H501', 'F839', 'G273', 'A662', 'C351', 'F205', 'L219', 'E472', 'D810'],
    citizenship: ['Italiana'],
    languages: ['Italiano'],
    names: ITALIAN_FIRST_NAMES,
    surnames: ITALIAN_SURNAMES,
    weight: 50,
  },
  {
    country: 'RO',
    places: ['Z129'],
    citizenship: ['UE'],
    languages: ['Rumeno'],
    prefix: '+40',
    names: ['Ioana', 'Andreea', 'Elena', 'Mihaela', 'Alina', 'Cristina', 'Daniela', 'Gabriela'],
    surnames: ['Popescu', 'Ionescu', 'Popa', 'Stan', 'Dumitru', 'Constantin', 'Munteanu', 'Stoica'],
    weight: 10,
  },
  {
    country: 'AL',
    places: ['Z100'],
    citizenship: ['Extra UE', 'Doppia cittadinanza (italiana e altra)'],
    languages: ['Albanese'],
    prefix: '+355',
    names: ['Elona', 'Ardita', 'Blerina', 'Entela', 'Anila', 'Mirela', 'Eriola'],
    surnames: ['Hoxha', 'Shehu', 'Dervishi', 'Gjoka', 'Leka', 'Kola', 'Prifti'],
    weight: 7,
  },
  {
    country: 'MA',
    places: ['Z330'],
    citizenship: ['Extra UE'],
    languages: ['Arabo', 'Berbero (Tamazight)'],
    prefix: '+212',
    names: ['Fatima', 'Khadija', 'Amina', 'Salma', 'Nadia', 'Hafsa', 'Zineb'],
    surnames: ['El Amrani', 'Benali', 'Bennani', 'El Idrissi', 'Ouali', 'Tazi', 'Alaoui'],
    weight: 7,
  },
  {
    country: 'UA',
    places: ['Z138'],
    citizenship: ['Extra UE'],
    languages: ['Ucraino', 'Russo'],
    prefix: '+380',
    names: ['Olena', 'Oksana', 'Iryna', 'Nataliia', 'Tetiana', 'Svitlana', 'Yuliia'],
    surnames: ['Kovalenko', 'Shevchenko', 'Bondarenko', 'Tkachenko', 'Melnyk', 'Kravchenko', 'Boiko'],
    weight: 7,
  },
  {
    country: 'PH',
    places: ['Z216'],
    citizenship: ['Extra UE'],
    languages: ['Tagalog (filippino)'],
    prefix: '+63',
    names: ['Maricel', 'Jocelyn', 'Rowena', 'Analyn', 'Marites', 'Grace'],
    surnames: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza'],
    weight: 5,
  },
  {
    country: 'NG',
    places: ['Z335'],
    citizenship: ['Extra UE'],
    languages: ['Inglese', 'Yoruba', 'Igbo', 'Edo'],
    prefix: '+234',
    names: ['Blessing', 'Joy', 'Chioma', 'Precious', 'Favour', 'Esther'],
    surnames: ['Okafor', 'Adeyemi', 'Okoro', 'Eze', 'Ogunleye', 'Osagie'],
    weight: 5,
  },
  {
    country: 'PE',
    places: ['Z611'],
    citizenship: ['Extra UE'],
    languages: ['Spagnolo', 'Quechua'],
    prefix: '+51',
    names: ['Rosa', 'Milagros', 'Carmen', 'Lucia', 'Yesenia', 'Maribel'],
    surnames: ['Quispe', 'Flores', 'Huaman', 'Rojas', 'Mamani', 'Vargas'],
    weight: 4,
  },
  {
    country: 'BD',
    places: ['Z249'],
    citizenship: ['Extra UE'],
    languages: ['Bengalese'],
    prefix: '+880',
    names: ['Fatema', 'Nasrin', 'Shirin', 'Rupa', 'Taslima'],
    surnames: ['Akter', 'Begum', 'Khatun', 'Rahman', 'Islam'],
    weight: 4,
  },
  {
    country: 'SN',
    places: ['Z343'],
    citizenship: ['Extra UE'],
    languages: ['Wolof', 'Francese'],
    prefix: '+221',
    names: ['Awa', 'Fatou', 'Aminata', 'Mariama', 'Khady'],
    surnames: ['Diop', 'Ndiaye', 'Fall', 'Sow', 'Diallo'],
    weight: 3,
  },
  {
    country: 'EG',
    places: ['Z336'],
    citizenship: ['Extra UE'],
    languages: ['Arabo'],
    prefix: '+20',
    names: ['Mariam', 'Nour', 'Heba', 'Yasmin', 'Aya'],
    surnames: ['Hassan', 'Mahmoud', 'Ibrahim', 'Mostafa', 'Abdelaziz'],
    weight: 3,
  },
  {
    country: 'CN',
    places: ['Z210'],
    citizenship: ['Extra UE'],
    languages: ['Cinese (mandarino)'],
    prefix: '+86',
    names: ['Mei', 'Xiaoling', 'Yan', 'Hui', 'Jing'],
    surnames: ['Chen', 'Wang', 'Zhang', 'Liu', 'Hu'],
    weight: 3,
  },
  {
    country: 'EC',
    places: ['Z605'],
    citizenship: ['Extra UE'],
    languages: ['Spagnolo'],
    prefix: '+593',
    names: ['Jessica', 'Paola', 'Gabriela', 'Veronica'],
    surnames: ['Guaman', 'Zambrano', 'Cedeno', 'Mora'],
    weight: 2,
  },
];

const NOTES = [
  'Segnalata dal servizio sociale del municipio.',
  'Interessata a un tirocinio nella ristorazione.',
  'Disponibile solo al mattino per impegni familiari.',
  'Necessita di supporto per il riconoscimento del titolo di studio.',
  'Ha frequentato un corso di lingua italiana presso un CPIA.',
  'Inviata dal centro antiviolenza.',
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, consoleLog);
  try {
    await runMigrations(database.pool);
    await bootstrap({ db: database.db, config, log: consoleLog });
    const db = database.db;

    const [{ n: existing }] = await db.select({ n: count() }).from(beneficiaries);
    if (existing > 0) {
      console.error(`Il database contiene già ${existing} beneficiari: i dati dimostrativi non vengono aggiunti.`);
      process.exitCode = 1;
      return;
    }

    const rnd = randomSource(20_240_308);
    const municipioRows = await db.select({ id: municipi.id, idPublic: municipi.idPublic, name: municipi.municipio }).from(municipi);
    const colRows = await db.select({ id: typesCol.id, type: typesCol.type }).from(typesCol);
    const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
    const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
    const municipioOf = (idPublic: number) => municipioRows.find((m) => m.idPublic === idPublic);
    // the seeded C.O.L. are named after their municipio
    const colOf = (idPublic: number) => colRows.find((c) => c.type === `C.O.L. ${municipioOf(idPublic)?.name}`)?.id ?? null;

    await db.transaction(async (tx) => {
      const demoOperators = await Promise.all(
        DEMO_OPERATORS.map(async (o) => ({
          email: `${slug(o.name)}.${slug(o.surname)}@example.org`,
          name: o.name,
          surname: o.surname,
          phone: o.phone,
          superOperator: o.superOperator,
          municipioId: municipioOf(o.municipio)?.id ?? null,
          colId: colOf(o.municipio),
          notes: o.superOperator ? 'Coordinatrice del progetto (dati dimostrativi)' : '',
          passwordHash: await hashPassword(DEMO_PASSWORD),
        })),
      );
      await tx.insert(operators).values(demoOperators).onConflictDoNothing();
      const operatorIds = (
        await tx
          .select({ id: operators.id })
          .from(operators)
          .where(
            inArray(
              operators.email,
              demoOperators.map((o) => o.email),
            ),
          )
      ).map((o) => o.id);

      const totalWeight = ORIGINS.reduce((s, o) => s + o.weight, 0);
      const pickOrigin = () => {
        let r = rnd.int(1, totalWeight);
        for (const o of ORIGINS) if ((r -= o.weight) <= 0) return o;
        return ORIGINS[0];
      };
      const used = { fiscal: new Set<string>(), phone: new Set<string>(), email: new Set<string>() };
      const perMunicipio = new Map<number, number>();

      const rows: (typeof beneficiaries.$inferInsert)[] = [];
      while (rows.length < BENEFICIARIES) {
        const origin = pickOrigin();
        const name = rnd.chance(0.12) ? `${rnd.pick(origin.names)} ${rnd.pick(origin.names)}` : rnd.pick(origin.names);
        const surname = rnd.pick(origin.surnames);
        const birthDate = rnd.day('1960-01-01', '2005-12-31');
        const fiscalCode = computeCodiceFiscale({ name, surname, birthDate, sex: 'F', placeCode: rnd.pick(origin.places) });
        if (used.fiscal.has(fiscalCode)) continue;
        used.fiscal.add(fiscalCode);

        const municipio = rnd.pick(municipioRows);
        const seq = (perMunicipio.get(municipio.idPublic) ?? 0) + 1;
        perMunicipio.set(municipio.idPublic, seq);

        const foreignNumber = origin.prefix !== undefined && rnd.chance(0.15);
        let phone: string | null = null;
        if (!rnd.chance(0.1)) {
          do phone = foreignNumber ? String(rnd.int(600_000_000, 999_999_999)) : `3${rnd.int(20, 93)}${rnd.int(1_000_000, 9_999_999)}`;
          while (used.phone.has(phone));
          used.phone.add(phone);
        }
        let email: string | null = null;
        if (!rnd.chance(0.15)) {
          const base = `${slug(name.split(' ')[0])}.${slug(surname)}`;
          email = `${base}@${rnd.pick(['example.org', 'example.com', 'example.net'])}`;
          for (let k = 2; used.email.has(email); k++) email = `${base}${k}@example.org`;
          used.email.add(email);
        }

        rows.push({
          idPublic: `${String(municipio.idPublic).padStart(2, '0')}_${String(seq).padStart(3, '0')}`,
          name,
          surname,
          email,
          phonePrefix: foreignNumber ? origin.prefix! : '+39',
          phone,
          birthDate,
          fiscalCode,
          nativeLanguage: rnd.pick(origin.languages),
          countryBirth: countryId.get(origin.country) ?? null,
          citizenship: rnd.pick(origin.citizenship),
          sex: 'F',
          education: rnd.pick(INIT_LISTS.educationalList),
          civilStatus: rnd.pick(INIT_LISTS.civilStatus),
          municipioId: municipio.id,
          notes: rnd.chance(0.3) ? rnd.pick(NOTES) : null,
          hasLicenseA: rnd.chance(0.05),
          hasLicenseB: rnd.chance(0.35),
          hasMotorcycle: rnd.chance(0.03),
          hasCar: rnd.chance(0.2),
          hasBankAccount: rnd.chance(0.7),
          operatorId: rnd.pick(operatorIds),
        });
      }
      const inserted = await tx
        .insert(beneficiaries)
        .values(rows)
        .returning({ id: beneficiaries.id, operatorId: beneficiaries.operatorId });

      // most have a project; about one in four of those has ended it
      const projects = inserted
        .filter(() => rnd.chance(0.9))
        .map(({ id }) => {
          const start = rnd.day('2023-01-09', '2025-06-30');
          const active = rnd.chance(0.75);
          return {
            beneficiaryId: id,
            projectDateStart: start,
            projectDateExit: active ? null : rnd.day(start, '2025-12-19'),
            active,
            statusIndividualPlan: active
              ? rnd.pick(['Da definire', 'In definizione', 'Sottoscritto', 'In corso'])
              : rnd.pick(['Concluso', 'Interrotto']),
            objectivesAchieved: active ? null : rnd.pick(['sì', 'parzialmente', 'no']),
          };
        });
      await tx.insert(dataProjects).values(projects);
      await tx.insert(activityLogs).values(
        inserted.map(({ id, operatorId }) => ({
          action: 'post',
          entity: 'beneficiary',
          beneficiaryId: id,
          operatorId,
          statusCode: 201,
          notes: 'Dati dimostrativi',
        })),
      );

      console.log(
        `Dati dimostrativi inseriti: ${demoOperators.length} operatrici, ${inserted.length} beneficiarie, ${projects.length} progetti.`,
      );
      console.log(`Accesso delle operatrici dimostrative (password per tutte: ${DEMO_PASSWORD}):`);
      for (const o of demoOperators) console.log(`  ${o.email}${o.superOperator ? '  (amministratrice)' : ''}`);
    });
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
