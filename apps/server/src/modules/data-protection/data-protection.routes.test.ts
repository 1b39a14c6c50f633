import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { useTestApp } from '../../../test/build-app';
import {
  authHeader,
  createAdmin,
  createBeneficiary,
  createCompany,
  createCost,
  createCostType,
  createCourse,
  createCourseType,
  createFileType,
  createInternship,
  createInterview,
  createInterviewType,
  createOperator,
  createPosition,
  createTrainingBody,
} from '../../../test/factories';
import { uniqueSuffix } from '../../../test/factory';
import { sealPendingEntries, verifyLogChain } from '../logs';
import { SCRUBS } from './anonymise';
import { listPastRetention } from './retention';

const t = await useTestApp();
const admin = await createAdmin(t.db);
const operator = await createOperator(t.db);
const adminHeaders = await authHeader(t.app, admin);
const operatorHeaders = await authHeader(t.app, operator);
const fileType = await createFileType(t.db);
const trainingBody = await createTrainingBody(t.db);
const course = await createCourse(t.db, { provider: trainingBody.id, typeId: (await createCourseType(t.db)).id });
const costType = await createCostType(t.db);
const interviewType = await createInterviewType(t.db);
const host = await createCompany(t.db);
const [{ id: sectorId }] = (await t.db.execute<{ id: number }>(sql`select id from sectors order by id limit 1`)).rows;
const [{ id: socialType }] = (await t.db.execute<{ id: number }>(sql`select id from types_social_situations order by id limit 1`)).rows;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers = adminHeaders) =>
  t.app.inject({ method, url, headers, payload });

/** A word no other row holds: what the dossier must show and anonymisation must remove. */
const marker = (what: string) => `${what}${uniqueSuffix()}`.replace(/[^A-Za-z0-9]/g, '');

/** Stores a document of `parts` (Buffers) as the upload does, in parts; answers its id. */
async function storeDocument(db: Db, beneficiaryId: number, name: string, parts: Buffer[]) {
  const size = parts.reduce((n, p) => n + p.length, 0);
  const [{ id }] = (
    await db.execute<{ id: number }>(
      sql`insert into files (name, mime, size, type_id, entity_type, beneficiary_id, notes)
          values (${name}, 'application/pdf', ${size}, ${fileType.id}, 'Beneficiario', ${beneficiaryId}, ${marker('NotaDoc')}) returning id`,
    )
  ).rows;
  for (const [i, data] of parts.entries()) {
    await db.execute(sql`insert into file_contents (file_id, part, data) values (${id}, ${i}, ${data})`);
  }
  return id;
}

/**
 * A beneficiary with every section, path entries of every kind, a position, two documents and
 * Registro entries holding her values (an update through the API, a document's name, another
 * entity's entry naming her). Answers her and every text value given to her.
 */
async function seedHer() {
  const name = marker('Nome');
  const surname = marker('Cognome');
  const her = await createBeneficiary(t.db, {
    name,
    surname,
    birthDate: '1990-03-10',
    notes: marker('NotaPersonale'),
    libertyRestrictions: marker('Restrizione'),
    nativeLanguage: marker('Lingua'),
    citizenship: 'Marocco',
    education: 'Laurea',
    civilStatus: 'Nubile',
    idPublic: `DP_${uniqueSuffix()}`.slice(0, 25),
    active: false,
  });
  const values: Record<string, string> = {};
  const v = (key: string) => (values[key] = marker(key));
  const id = her.id;
  await t.db.execute(
    sql`update data_projects set project_date_start = '2020-01-10', project_date_exit = '2021-02-01', notes = ${v('ProgettoNote')},
          motivation_outcome = ${v('Motivazione')}, critical_issues = ${v('Criticita')}, future_prospects = ${v('Prospettive')}
        where beneficiary_id = ${id}`,
  );
  await t.db.execute(
    sql`insert into data_sicol (beneficiary_id, unique_code, progress_id, notes) values (${id}, ${v('CodiceSicol')}, ${v('Progressivo')}, ${v('SicolNote')})`,
  );
  await t.db.execute(
    sql`insert into social_data (beneficiary_id, social_situation_type, occupational_condition) values (${id}, ${socialType}, 'Disoccupata')`,
  );
  await t.db.execute(
    sql`insert into addresses (beneficiary_id, type, street, city, "postalCode", notes) values (${id}, 'residence', ${v('Via')}, ${v('Citta')}, '00100', ${v('IndirizzoNote')})`,
  );
  await t.db.execute(
    sql`insert into residence_permits (beneficiary_id, type, start_date, notes) values (${id}, 'Lavoro', '2020-01-01', ${v('PermessoNote')})`,
  );
  await t.db.execute(
    sql`insert into about_services (beneficiary_id, sending_service, motivation_sending, notes) values (${id}, 'Servizi sociali', ${v('Invio')}, ${v('ServiziNote')})`,
  );
  await t.db.execute(
    sql`insert into economic_situations (beneficiary_id, adi_code, notes) values (${id}, ${v('Adi')}, ${v('EconomiaNote')})`,
  );
  await t.db.execute(
    sql`insert into family_commitments (beneficiary_id, caregiver, notes) values (${id}, ${v('Caregiver')}, ${v('FamigliaNote')})`,
  );
  await t.db.execute(sql`insert into personal_resources (beneficiary_id, notes) values (${id}, ${v('RisorseNote')})`);
  await t.db.execute(
    sql`insert into professional_profiles (beneficiary_id, professional_experiences, soft_skills, notes) values (${id}, ${v('Esperienze')}, ${v('Soft')}, ${v('ProfiloNote')})`,
  );
  await t.db.execute(
    sql`insert into participants (beneficiary_id, course_id, certification, notes) values (${id}, ${course.id}, true, ${v('CorsoNote')})`,
  );
  const position = await createPosition(t.db, host.id, { busy: true, idBeneficiary: id });
  await createInternship(
    t.db,
    { beneficiaryId: id, hostingCompanyId: host.id, sectorId },
    { internshipCompanyId: position.id, notes: v('TirocinioNote'), completedHours: 40 },
  );
  await createInterview(t.db, id, interviewType.id, { notes: v('ColloquioNote') });
  await createCost(t.db, { beneficiaryId: id, type: costType.id, notes: v('CostoNote'), amountCommitted: 321.5 });
  const docs = [
    { name: `CV ${surname}.pdf`, parts: [randomBytes(1024 * 1024), randomBytes(5000)] },
    { name: 'permesso.pdf', parts: [randomBytes(777)] },
  ];
  const docIds = [];
  for (const d of docs) docIds.push(await storeDocument(t.db, id, d.name, d.parts));
  // her values in the Registro: an update through the API (values in changes), a document's name, an entry naming her elsewhere
  const phone = `3${String(Date.now()).slice(-9)}`;
  const email = `${marker('mail').toLowerCase()}@example.org`;
  const patched = await call('PATCH', `/api/auth/beneficiaries/${id}`, { ID: id, phone, email });
  expect(patched.statusCode).toBe(200);
  await t.db.execute(
    sql`insert into activity_logs (action, entity, beneficiary_id, operator_id, status_code, notes)
        values ('post', 'files', ${id}, ${admin.id}, 201, ${`Documento caricato: CV ${surname}.pdf`}),
               ('post', 'participants', null, ${admin.id}, 201, ${`Partecipante aggiunto: ${name} ${surname} (${her.fiscalCode})`})`,
  );
  return { her: { ...her, phone, email }, values, docs, docIds, position };
}

/** Where any of `needles` is found: every text or json column of every table in the database, as 'schema.table.column: needle'. */
async function whereFound(...needles: string[]) {
  const { rows: columns } = await t.db.execute<{ table_schema: string; table_name: string; column_name: string }>(
    sql`select c.table_schema, c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
        where c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json')`,
  );
  const list = sql`array[${sql.join(
    needles.map((n) => sql`${n.toLowerCase()}`),
    sql`, `,
  )}]::text[]`;
  const found: string[] = [];
  for (const c of columns) {
    const { rows } = await t.db.execute<{ needle: string }>(
      sql`select distinct n.needle from ${sql.raw(`"${c.table_schema}"."${c.table_name}"`)} x
          cross join unnest(${list}) as n(needle)
          where position(n.needle in lower(x.${sql.raw(`"${c.column_name}"`)}::text)) > 0`,
    );
    for (const r of rows) found.push(`${c.table_schema}.${c.table_name}.${c.column_name}: ${r.needle}`);
  }
  return found;
}

const today = new Date().toISOString().slice(0, 10);
const report = async () => (await call('GET', `/api/auth/reports?from=2000-01-01&to=${today}`)).json();

async function download(id: number) {
  const res = await call('GET', `/api/auth/data-protection/beneficiaries/${id}/dossier`);
  return { res, zip: res.statusCode === 200 ? new PizZip(res.rawPayload) : undefined };
}

describe('her dossier', () => {
  it('holds her record, every section and path entry, the Registro about her, and her documents byte for byte; logged', async () => {
    const { her, values, docs, docIds } = await seedHer();
    const { res, zip } = await download(her.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`fascicolo-${her.idPublic}.zip`);
    const record = JSON.parse(zip!.file('record.json')!.asText());
    expect(record.beneficiary).toMatchObject({
      id: her.id,
      name: her.name,
      surname: her.surname,
      fiscal_code: her.fiscalCode,
      email: her.email,
      phone: her.phone,
    });
    const recordText = JSON.stringify(record);
    const sheet = new PizZip(zip!.file('fascicolo.xlsx')!.asUint8Array()).file('xl/worksheets/sheet1.xml')!.asText();
    for (const value of [...Object.values(values), her.name, her.surname, her.fiscalCode!, her.email, her.phone, her.notes!]) {
      expect(recordText, value).toContain(value);
      expect(sheet, value).toContain(value);
    }
    // every part of the record, by the Italian labels of its form
    for (const label of [
      'Beneficiario',
      'Dati progetto',
      'Dati SICOL',
      'Indirizzo',
      'Profilo professionale',
      'Tirocinio',
      'Colloquio',
      'Costi',
      'Partecipanti',
      'Codice fiscale',
      'Cognome',
    ]) {
      expect(sheet).toContain(label);
    }
    expect(record.internships[0]).toMatchObject({ completed_hours: 40 });
    expect(record.costs[0].amount_committed).toBeDefined();
    expect(record.course_participations).toHaveLength(1);
    expect(record.internship_positions).toHaveLength(1);
    for (const [i, d] of docs.entries()) {
      const entry = zip!.file(`documenti/${docIds[i]}-${d.name}`);
      expect(entry, d.name).not.toBeNull();
      expect(Buffer.from(entry!.asUint8Array()).equals(Buffer.concat(d.parts))).toBe(true);
    }
    const registro = JSON.parse(zip!.file('registro.json')!.asText());
    expect(registro.some((e: { notes: string }) => e.notes?.startsWith('Dati personali modificati'))).toBe(true);
    // the download is in the Registro, naming her
    await expect
      .poll(
        async () =>
          (
            await t.db.execute(
              sql`select notes from activity_logs where beneficiary_id = ${her.id} and notes like 'Fascicolo GDPR scaricato%'`,
            )
          ).rows.length,
      )
      .toBe(1);
  });

  it('is for administrators only, checked on the server; 404 for nobody', async () => {
    const her = await createBeneficiary(t.db);
    expect((await call('GET', `/api/auth/data-protection/beneficiaries/${her.id}/dossier`, undefined, operatorHeaders)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/auth/data-protection/beneficiaries/99999999/dossier`)).statusCode).toBe(404);
  });

  it('streams: a beneficiary with 100 MB of documents does not take 100 MB of memory', async () => {
    const her = await createBeneficiary(t.db);
    const part = randomBytes(1024 * 1024);
    const partsPerDoc = 25;
    const expected = createHash('sha256');
    for (let d = 0; d < 4; d++) {
      const id = await storeDocument(t.db, her.id, `grande-${d}.pdf`, []);
      await t.db.execute(
        sql`insert into file_contents (file_id, part, data) select ${id}, g, ${part} from generate_series(0, ${partsPerDoc - 1}) g`,
      );
      await t.db.execute(sql`update files set size = ${partsPerDoc * part.length} where id = ${id}`);
    }
    for (let i = 0; i < partsPerDoc; i++) expected.update(part);
    const total = 4 * partsPerDoc * part.length;
    // what the process holds while the archive streams, garbage collected first: what it keeps, not what it has let go
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const used = () => {
      gc();
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const before = used();
    let peak = before;
    // over a real connection, read at a reader's pace: the server may only send what the reader takes
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: `/api/auth/data-protection/beneficiaries/${her.id}/dossier`, headers: adminHeaders }, resolve)
        .on('error', reject),
    );
    expect(res.statusCode).toBe(200);
    let bytes = 0;
    let sampledAt = 0;
    for await (const chunk of res) {
      bytes += (chunk as Buffer).length;
      if (bytes - sampledAt > 4 * 2 ** 20) {
        sampledAt = bytes;
        peak = Math.max(peak, used());
      }
    }
    expect(bytes).toBeGreaterThan(total);
    const growth = peak - before;
    console.info(`dossier of ${(total / 2 ** 20).toFixed(0)} MB: memory grew by ${(growth / 2 ** 20).toFixed(1)} MB at most`);
    // about 25 MB whatever the size (60 or 120 MB measured alike): the pool's connections keep a read
    // buffer of the largest row they received (a 1 MB part), and the streams' own buffers; Node 24's
    // collector, on a busy machine, let it reach 41 MB once and 55 MB in another run. The archive held
    // whole would be more than the documents' 100 MB: 70% of them tells the two apart with room for
    // a busy collector
    expect(growth).toBeLessThan(total * 0.7);
  }, 120_000);
});

describe('anonymisation', () => {
  it('removes every identifying value of hers from the whole database, keeps the report totals, frees her position; a second request is a 409', async () => {
    const { her, values, position } = await seedHer();
    const follower = await createOperator(t.db);
    await t.db.execute(sql`update beneficiaries set operator_id = ${follower.id} where id = ${her.id}`);
    expect(await whereFound(her.fiscalCode!, her.email)).toEqual(
      expect.arrayContaining([
        `public.beneficiaries.fiscal_code: ${her.fiscalCode!.toLowerCase()}`,
        `public.activity_logs.changes: ${her.email}`,
      ]),
    );
    const before = await report();
    // her entries are sealed in the Registro's chain before they are rewritten
    await sealPendingEntries(t.app.database.pool);
    const res = await call('POST', `/api/auth/data-protection/beneficiaries/${her.id}/anonymise`, { confirm_id_public: her.idPublic });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts.documents).toBe(2);
    expect(res.json().counts.positions).toBe(1);

    const hers = [her.name, her.surname, her.fiscalCode!, her.email, her.phone, ...Object.values(values)];
    expect(await whereFound(...hers)).toEqual([]);
    // a foreign key's own action still goes through: the operator who followed her can be deleted
    await t.db.execute(sql`delete from operators where id = ${follower.id}`);
    expect((await t.db.execute(sql`select operator_id from beneficiaries where id = ${her.id}`)).rows).toEqual([{ operator_id: null }]);
    expect(await report()).toEqual(before);
    // the chain still verifies: her entries' rewrites are recorded redactions, not tampering
    await sealPendingEntries(t.app.database.pool);
    const integrity = await verifyLogChain(t.app.database.pool);
    expect(integrity).toMatchObject({ intact: true, breakCount: 0 });
    expect(integrity.redacted).toBeGreaterThanOrEqual(3);
    expect(integrity.redactions[0].reason).toBe('Anonimizzazione beneficiaria');
    const [row] = (
      await t.db.execute<{ name: string; surname: string; birth_date: string; citizenship: string; municipio_id: number | null }>(
        sql`select name, surname, birth_date::text, citizenship, municipio_id from beneficiaries where id = ${her.id}`,
      )
    ).rows;
    expect(row).toMatchObject({ name: 'Anonimizzata', surname: her.idPublic, birth_date: '1990-07-01', citizenship: 'Marocco' });
    const [freed] = (
      await t.db.execute<{ busy: boolean; id_beneficiary: number | null }>(
        sql`select busy, id_beneficiary from company_internship_positions where id = ${position.id}`,
      )
    ).rows;
    expect(freed).toEqual({ busy: false, id_beneficiary: null });
    expect(
      (await t.db.execute(sql`select 1 from file_contents c join files f on f.id = c.file_id where f.beneficiary_id = ${her.id}`)).rows,
    ).toHaveLength(0);
    // her Registro entries are kept; the last says it happened and who did it
    const { rows: entries } = await t.db.execute<{ notes: string; operator_id: number }>(
      sql`select notes, operator_id from activity_logs where beneficiary_id = ${her.id} order by id desc`,
    );
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries[0]).toEqual({ notes: `Beneficiaria anonimizzata (${her.idPublic})`, operator_id: admin.id });

    const again = await call('POST', `/api/auth/data-protection/beneficiaries/${her.id}/anonymise`, { confirm_id_public: her.idPublic });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Beneficiaria già anonimizzata');
    const edit = await call('PATCH', `/api/auth/beneficiaries/${her.id}`, { ID: her.id, name: her.name });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe('La beneficiaria è stata anonimizzata: la scheda non si può più modificare');
    // her sections too: nothing removed comes back through a form
    const section = await call('PUT', `/api/auth/beneficiaries/${her.id}/personal-resource`, { notes: her.name });
    expect(section.statusCode).toBe(409);
    expect(section.json().error).toBe('La beneficiaria è stata anonimizzata: la scheda non si può più modificare');
    // and a row of hers changed at its own path, without her id in it: the database refuses it
    const [address] = (await t.db.execute<{ id: number }>(sql`select id from addresses where beneficiary_id = ${her.id}`)).rows;
    const residence = { type: 'address', street: her.name, city: 'Roma', province: 'RM', region: 'Lazio', postalCode: '00179' };
    const byRow = await call('PUT', `/api/auth/address/${address.id}`, { ...residence, beneficiary_id: her.id });
    expect(byRow.statusCode, byRow.body).toBe(409);
    expect(byRow.json().error).toBe('La beneficiaria è stata anonimizzata: la scheda non si può più modificare');
    for (const write of [
      sql`update costs set notes = ${her.name} where beneficiary_id = ${her.id}`,
      sql`update beneficiaries set email = ${her.email} where id = ${her.id}`,
      sql`update company_internship_positions set id_beneficiary = ${her.id}, busy = true where id = ${position.id}`,
      sql`insert into interviews (beneficiary_id, type_id, date, interviewer) values (${her.id}, ${interviewType.id}, current_date, 'Colloquio')`,
    ]) {
      await expect(t.db.execute(write)).rejects.toMatchObject({ cause: { code: 'EM409' } });
    }
    expect(await whereFound(...hers)).toEqual([]);
    expect(
      (await call('GET', `/api/auth/data-protection/beneficiaries/${her.id}/status`, undefined, operatorHeaders)).json().anonymised_at,
    ).toEqual(expect.any(String));
  }, 60_000);

  it('refuses a public id typed wrong (changing nothing) and an operator', async () => {
    const her = await createBeneficiary(t.db, { idPublic: `DQ_${uniqueSuffix()}`.slice(0, 25) });
    const wrong = await call('POST', `/api/auth/data-protection/beneficiaries/${her.id}/anonymise`, { confirm_id_public: 'XX_000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields.confirm_id_public).toBe("L'ID pubblico digitato non corrisponde a quello della beneficiaria");
    const byOperator = await call(
      'POST',
      `/api/auth/data-protection/beneficiaries/${her.id}/anonymise`,
      { confirm_id_public: her.idPublic },
      operatorHeaders,
    );
    expect(byOperator.statusCode).toBe(403);
    const [row] = (await t.db.execute<{ name: string }>(sql`select name from beneficiaries where id = ${her.id}`)).rows;
    expect(row.name).toBe(her.name);
  });

  it('names what it does with every text column of every table of hers', async () => {
    const { rows } = await t.db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying') and is_generated = 'NEVER'
            and table_name in (select table_name from information_schema.columns where table_schema = 'public' and column_name = 'beneficiary_id')
            and table_name not in ('activity_logs', 'beneficiary_career_days', 'beneficiary_group_activities', 'retention_reviews', 'beneficiary_anonymisations')`,
    );
    const named = new Set(SCRUBS.flatMap((s) => [...Object.keys(s.removed), ...s.kept].map((c) => `${s.table}.${c}`)));
    const beneficiaryColumns = await t.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'beneficiaries' and data_type in ('text', 'character varying') and is_generated = 'NEVER'`,
    );
    const unnamed = [
      ...rows.map((r) => `${r.table_name}.${r.column_name}`),
      ...beneficiaryColumns.rows.map((r) => `beneficiaries.${r.column_name}`),
    ].filter((c) => !named.has(c));
    expect(unnamed).toEqual([]);
  });

  it('guards in the database every table that holds something of hers (a new one must be added to migration 0033)', async () => {
    const { rows } = await t.db.execute<{ table_name: string; guarded: boolean }>(
      sql`select c.table_name, exists (select 1 from pg_trigger g where g.tgrelid = c.table_name::regclass and g.tgname = c.table_name || '_anonymised') as guarded
          from information_schema.columns c
          where c.table_schema = 'public' and c.column_name in ('beneficiary_id', 'id_beneficiary')
            and c.table_name not in ('activity_logs', 'retention_reviews', 'beneficiary_anonymisations')`,
    );
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((r) => !r.guarded).map((r) => r.table_name)).toEqual([]);
  });
});

describe('retention', () => {
  it('lists the closed records past the period for review, deletes nothing; the bulk dry run changes nothing, then anonymises', async () => {
    const old = await createBeneficiary(t.db, { idPublic: `RT_${uniqueSuffix()}`.slice(0, 25), active: false });
    const recent = await createBeneficiary(t.db, { active: false });
    const open = await createBeneficiary(t.db, { active: true });
    await t.db.execute(sql`update data_projects set project_date_exit = '2015-01-01' where beneficiary_id in (${old.id}, ${open.id})`);
    await t.db.execute(sql`update data_projects set project_date_exit = ${today} where beneficiary_id = ${recent.id}`);

    // no period by default: nothing listed
    expect((await call('GET', '/api/auth/data-protection/retention/settings')).json()).toEqual({ retention_months: null });
    await listPastRetention(t.db);
    expect((await call('GET', '/api/auth/data-protection/retention/reviews')).json()).toEqual([]);

    expect((await call('PUT', '/api/auth/data-protection/retention/settings', { retention_months: 24 })).statusCode).toBe(200);
    expect((await call('PUT', '/api/auth/data-protection/retention/settings', { retention_months: 0 })).statusCode).toBe(400);
    const count = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from beneficiaries`)).rows[0].n;
    const people = await count();
    await listPastRetention(t.db);
    const reviews = (await call('GET', '/api/auth/data-protection/retention/reviews')).json();
    const ours = reviews.filter((r: { beneficiary_id: number }) => [old.id, recent.id, open.id].includes(r.beneficiary_id));
    expect(ours.map((r: { beneficiary_id: number }) => r.beneficiary_id)).toEqual([old.id]);
    expect(ours[0]).toMatchObject({ id_public: old.idPublic, project_date_exit: '2015-01-01' });
    expect(await count()).toBe(people);

    const snapshot = async () => (await t.db.execute(sql`select * from beneficiaries where id = ${old.id}`)).rows;
    const untouched = await snapshot();
    const dry = await call('POST', '/api/auth/data-protection/retention/anonymise', { beneficiary_ids: [old.id], dry_run: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().counts.fields).toEqual(expect.arrayContaining([{ table: 'beneficiaries', field: 'fiscal_code', count: 1 }]));
    expect(await snapshot()).toEqual(untouched);

    const done = await call('POST', '/api/auth/data-protection/retention/anonymise', { beneficiary_ids: [old.id], dry_run: false });
    expect(done.statusCode).toBe(200);
    expect(await whereFound(old.fiscalCode!)).toEqual([]);
    const left = (await call('GET', '/api/auth/data-protection/retention/reviews')).json();
    expect(left.filter((r: { beneficiary_id: number }) => r.beneficiary_id === old.id)).toEqual([]);
    const [entry] = (
      await t.db.execute<{ operator_id: number; notes: string }>(
        sql`select operator_id, notes from activity_logs where beneficiary_id = ${old.id} order by id desc limit 1`,
      )
    ).rows;
    expect(entry).toEqual({ operator_id: admin.id, notes: 'Beneficiaria anonimizzata (revisione della conservazione)' });
  });
});
