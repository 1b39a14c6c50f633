import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityLogs, courses, files } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import {
  authHeader,
  createAdmin,
  createBeneficiary,
  createCourse,
  createCourseType,
  createFileType,
  createMunicipio,
  createOperator,
  createTrainingBody,
} from '../../../test/factories';

const t = await useTestApp();

const FORBIDDEN = { error: 'Accesso vietato: non hai i permessi per fare questa operazione!' };
const admin = await createAdmin(t.db);
const operator = await createOperator(t.db);
const adminHeaders = await authHeader(t.app, admin);
const operatorHeaders = await authHeader(t.app, operator);
const courseType = await createCourseType(t.db);
const municipio = await createMunicipio(t.db);
const signedBody = await createTrainingBody(t.db);
const conventionBody = await createTrainingBody(t.db, { stateContact: 'Primo contatto', conventionSigned: true });
const unsignedBody = await createTrainingBody(t.db, { stateContact: 'Interesse a proseguire' });
const host = await createTrainingBody(t.db, { companyType: 'Azienda per tirocinio' });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const input = (over: Record<string, unknown> = {}) => ({
  type_id: courseType.id,
  type_qualification: 'Attestato di frequenza',
  address: 'Via dei Corsi 12',
  municipio_id: municipio.id,
  mode: 'Blended',
  duration: '3 mesi',
  days_hours: 'Lun e Mer 9-13',
  paid: false,
  price_notes: '',
  access_criteria: 'Livello A2 di italiano',
  website: 'ente.example.org',
  contact_name: 'Paola Neri',
  contact_phone: '+39 06 123456',
  contact_mail: '',
  internal_referent: 'Giulia',
  internal_referent_phone: '',
  notes: 'Iscrizioni aperte',
  provider: signedBody.id,
  ...over,
});

describe('POST /api/auth/courses/', () => {
  it('lets every operator add a course of a training body; the answer carries its labels and counts', async () => {
    const res = await call('POST', '/api/auth/courses/', operatorHeaders, input());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...input(),
      website: 'https://ente.example.org',
      type: courseType.type,
      provider_course: signedBody.companyName,
      municipio: municipio.municipio,
      participants_count: 0,
      files_count: 0,
    });
    await vi.waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.operatorId, operator.id), eq(activityLogs.entity, 'courses')))
        .orderBy(desc(activityLogs.id))
        .limit(1);
      expect(row).toMatchObject({ action: 'post', notes: expect.stringContaining('Corso aggiunto') });
    });
  });

  it('refuses a provider that is not a training body (422) or does not exist (400)', async () => {
    const wrong = await call('POST', '/api/auth/courses/', operatorHeaders, input({ provider: host.id }));
    expect(wrong.statusCode).toBe(422);
    const text = "L'ente scelto non è un ente di formazione: scegli un'azienda di tipo 'Ente di formazione'";
    expect(wrong.json()).toEqual({ error: text, fields: { provider: text } });
    const missing = await call('POST', '/api/auth/courses/', operatorHeaders, input({ provider: 999999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ provider: "Seleziona l'ente di formazione" });
    expect(await t.db.$count(courses, eq(courses.provider, host.id))).toBe(0);
  });

  it('gives the rules of the course form as field errors', async () => {
    const res = await call('POST', '/api/auth/courses/', operatorHeaders, {
      ...input(),
      type_id: null,
      address: '',
      mode: '',
      provider: '',
      duration: 'ab',
      website: 'not a url',
      contact_phone: 'abc',
      notes: 'n'.repeat(301),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      type_id: 'Seleziona il tipo di corso',
      address: "L'indirizzo è obbligatorio",
      mode: 'Seleziona la modalità',
      provider: "Seleziona l'ente di formazione",
      duration: 'La durata deve contenere da 3 a 50 caratteri',
      website: 'Inserire un URL valido',
      contact_phone: 'Inserire un numero di telefono valido',
      notes: 'Le note sono troppo lunghe (max 300 caratteri)',
    });
    const unknownType = await call('POST', '/api/auth/courses/', operatorHeaders, input({ type_id: 999999 }));
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().fields).toEqual({ type_id: 'Seleziona il tipo di corso' });
  });
});

const otherType = await createCourseType(t.db);
const [signed, byConvention, unsigned] = await Promise.all([
  createCourse(t.db, { provider: signedBody.id, typeId: otherType.id, paid: true, mode: 'FAD', address: 'Piazza Zeta 1' }),
  createCourse(t.db, { provider: conventionBody.id, typeId: otherType.id, typeQualification: 'Nessun attestato' }),
  createCourse(t.db, { provider: unsignedBody.id, typeId: otherType.id, municipioId: municipio.id }),
]);

describe('GET /api/auth/courses/', () => {
  const ids = (body: { ID: number }[]) => sorted(body.map((c) => c.ID));
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const list = async (query: string) => {
    const res = await call('GET', `/api/auth/courses/?type_id=${otherType.id}&${query}`, operatorHeaders);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('filters by every filter of the spec, with the total on get-tot', async () => {
    expect(await list('get-tot=true')).toMatchObject({ total: 3 });
    expect(await list('get-tot=true&only_signed=true&limit=1')).toMatchObject({ total: 2, data: [expect.any(Object)] });
    expect(await list('get-tot=true&only_signed=true&offset=5')).toEqual({ total: 2, data: [] });
    expect(ids(await list('only_signed=true'))).toEqual(sorted([signed.id, byConvention.id]));
    expect(ids(await list('only_signed=false'))).toEqual(sorted([signed.id, byConvention.id, unsigned.id]));
    expect(ids(await list('paid=true'))).toEqual([signed.id]);
    expect(ids(await list('mode=FAD'))).toEqual([signed.id]);
    expect(ids(await list('address=zeta'))).toEqual([signed.id]);
    expect(ids(await list(`municipio_id=${municipio.id}`))).toEqual([unsigned.id]);
    expect(ids(await list(`company_name=${encodeURIComponent(conventionBody.companyName)}`))).toEqual([byConvention.id]);
    expect(ids(await list('type_qualification=Nessun%20attestato'))).toEqual([byConvention.id]);
    const bad = await call('GET', '/api/auth/courses/?mode=Online', operatorHeaders);
    expect(bad.statusCode).toBe(400);
  });

  it('lists with minInfo the courses a beneficiary is not in', async () => {
    const beneficiary = await createBeneficiary(t.db);
    const joined = await call('POST', `/api/auth/participants/beneficiaries/${beneficiary.id}/courses/${signed.id}`, operatorHeaders, {});
    expect(joined.statusCode).toBe(201);
    const res = await list(`notBeneficiary=${beneficiary.id}&minInfo=true&limit=10000000&only_signed=true`);
    expect(res).toEqual([{ ID: byConvention.id, type: otherType.type, company_name: conventionBody.companyName, start_date: null }]);
  });

  it('exports the filtered courses for administrators', async () => {
    const res = await call('GET', `/api/auth/export/?export-type=courses&type_id=${otherType.id}`, adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('corsi_');
  });
});

describe('PUT and DELETE /api/auth/courses/{id}', () => {
  it('lets administrators edit; operators get 403', async () => {
    const course = await createCourse(t.db, { provider: signedBody.id, typeId: courseType.id });
    const refused = await call('PUT', `/api/auth/courses/${course.id}`, operatorHeaders, input());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    const res = await call(
      'PUT',
      `/api/auth/courses/${course.id}`,
      adminHeaders,
      input({ ID: course.id, address: 'Via Nuova 3', paid: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ID: course.id, address: 'Via Nuova 3', paid: true });
    const wrong = await call('PUT', `/api/auth/courses/${course.id}`, adminHeaders, input({ provider: host.id }));
    expect(wrong.statusCode).toBe(422);
    const missing = await call('PUT', '/api/auth/courses/999999', adminHeaders, input());
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a course for administrators only; one with participants or documents answers 424 and stays', async () => {
    const course = await createCourse(t.db, { provider: signedBody.id, typeId: courseType.id });
    expect((await call('DELETE', `/api/auth/courses/${course.id}`, operatorHeaders)).statusCode).toBe(403);

    const beneficiary = await createBeneficiary(t.db);
    const joined = await call('POST', `/api/auth/participants/beneficiaries/${beneficiary.id}/courses/${course.id}`, operatorHeaders, {});
    const blocked = await call('DELETE', `/api/auth/courses/${course.id}`, adminHeaders);
    expect(blocked.statusCode).toBe(424);
    expect(blocked.json()).toEqual({
      error: 'Impossibile eliminare il corso: ha partecipanti o documenti collegati. Rimuovili prima di eliminarlo',
    });
    await call('DELETE', `/api/auth/participants/${joined.json().ID}`, operatorHeaders);

    const fileType = await createFileType(t.db);
    const [file] = await t.db
      .insert(files)
      .values({ name: 'a.pdf', mime: 'application/pdf', size: 1, typeId: fileType.id, entityType: 'Corsi', entityId: course.id })
      .returning();
    const withFile = await call('DELETE', `/api/auth/courses/${course.id}`, adminHeaders);
    expect(withFile.statusCode).toBe(424);
    expect(await t.db.$count(courses, eq(courses.id, course.id))).toBe(1);
    await t.db.delete(files).where(eq(files.id, file.id));

    const done = await call('DELETE', `/api/auth/courses/${course.id}`, adminHeaders);
    expect(done.statusCode).toBe(204);
    expect(await t.db.$count(courses, eq(courses.id, course.id))).toBe(0);
    expect((await call('DELETE', `/api/auth/courses/${course.id}`, adminHeaders)).statusCode).toBe(404);
  });
});

describe('participants', () => {
  it('signs a beneficiary up once, lists, edits and removes the participation', async () => {
    const course = await createCourse(t.db, { provider: signedBody.id, typeId: courseType.id });
    const beneficiary = await createBeneficiary(t.db);
    const url = `/api/auth/participants/beneficiaries/${beneficiary.id}/courses/${course.id}`;
    const created = await call('POST', url, operatorHeaders, {
      certification: false,
      notes: 'Prima lezione il 3',
      beneficiary_id: beneficiary.id,
      course_id: course.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      beneficiary_id: beneficiary.id,
      course_id: course.id,
      certification: false,
      notes: 'Prima lezione il 3',
      name: beneficiary.name,
      surname: beneficiary.surname,
      course: { ID: course.id, type: courseType.type, provider_course: signedBody.companyName },
    });
    const id = created.json().ID;

    const again = await call('POST', url, operatorHeaders, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'La beneficiaria è già iscritta a questo corso',
      fields: { course_id: 'La beneficiaria è già iscritta a questo corso' },
    });
    const mismatch = await call('POST', url, operatorHeaders, { course_id: course.id + 1000 });
    expect(mismatch.statusCode).toBe(400);
    const noCourse = await call('POST', `/api/auth/participants/beneficiaries/${beneficiary.id}/courses/999999`, operatorHeaders, {});
    expect(noCourse.statusCode).toBe(400);
    expect(noCourse.json().fields).toEqual({ course_id: 'Seleziona un corso' });
    const long = await call('POST', url, operatorHeaders, { notes: 'n'.repeat(301) });
    expect(long.json()).toEqual({
      error: 'Le note sono troppo lunghe (max 300 caratteri)',
      fields: { notes: 'Le note sono troppo lunghe (max 300 caratteri)' },
    });

    const ofCourse = await call('GET', `/api/auth/participants/courses/${course.id}`, operatorHeaders);
    expect(ofCourse.json()).toEqual([created.json()]);
    const ofBeneficiary = await call(
      'GET',
      `/api/auth/participants/beneficiaries/${beneficiary.id}?limit=11&offset=0&get-tot=true`,
      operatorHeaders,
    );
    expect(ofBeneficiary.json()).toEqual({ total: 1, data: [created.json()] });

    // a PUT replaces the whole participation: a body missing its keys is refused and changes nothing
    const empty = await call('PUT', `/api/auth/participants/${id}`, operatorHeaders, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'Questo campo è obbligatorio',
      fields: {
        certification: 'Questo campo è obbligatorio',
        notes: 'Questo campo è obbligatorio',
        beneficiary_id: 'Questo campo è obbligatorio',
        course_id: 'Questo campo è obbligatorio',
      },
    });
    const withoutNotes = await call('PUT', `/api/auth/participants/${id}`, operatorHeaders, {
      certification: true,
      beneficiary_id: beneficiary.id,
      course_id: course.id,
    });
    expect(withoutNotes.json()).toEqual({ error: 'Questo campo è obbligatorio', fields: { notes: 'Questo campo è obbligatorio' } });
    expect((await call('GET', `/api/auth/participants/courses/${course.id}`, operatorHeaders)).json()).toEqual([created.json()]);

    const whole = { certification: true, notes: '', beneficiary_id: beneficiary.id, course_id: course.id };
    const updated = await call('PUT', `/api/auth/participants/${id}`, operatorHeaders, whole);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ certification: true, notes: '' });
    expect((await call('PUT', '/api/auth/participants/999999', operatorHeaders, whole)).statusCode).toBe(404);
    const elsewhere = await call('PUT', `/api/auth/participants/${id}`, operatorHeaders, { ...whole, course_id: course.id + 1000 });
    expect(elsewhere.json()).toEqual({ error: 'Valore non valido', fields: { course_id: 'Valore non valido' } });

    const listed = await call('GET', `/api/auth/courses/?type_id=${courseType.id}&limit=100`, operatorHeaders);
    expect(listed.json().find((c: { ID: number }) => c.ID === course.id)).toMatchObject({ participants_count: 1 });

    expect((await call('DELETE', `/api/auth/participants/${id}`, operatorHeaders)).statusCode).toBe(204);
    await vi.waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.operatorId, operator.id), eq(activityLogs.entity, 'participants'), eq(activityLogs.action, 'delete')))
        .orderBy(desc(activityLogs.id))
        .limit(1);
      expect(row).toMatchObject({ beneficiaryId: beneficiary.id, notes: expect.stringContaining('Partecipazione eliminata') });
    });
    expect((await call('DELETE', `/api/auth/participants/${id}`, operatorHeaders)).statusCode).toBe(404);
    expect((await call('GET', `/api/auth/participants/courses/${course.id}`, operatorHeaders)).json()).toEqual([]);
  });
});

describe('the start date (Data di inizio)', () => {
  it('is optional: kept as the day sent, answered in the list, the participations and the export; cleared, it is none', async () => {
    const res = await call('POST', '/api/auth/courses/', operatorHeaders, input({ start_date: '2030-04-09T00:00:00Z' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ start_date: '2030-04-09' });
    const course = res.json();
    expect((await call('POST', '/api/auth/courses/', operatorHeaders, input())).json()).toMatchObject({ start_date: null });

    const beneficiary = await createBeneficiary(t.db);
    await call('POST', `/api/auth/participants/beneficiaries/${beneficiary.id}/courses/${course.ID}`, operatorHeaders, {});
    const her = await call('GET', `/api/auth/participants/beneficiaries/${beneficiary.id}`, operatorHeaders);
    expect(her.json()).toMatchObject([{ course: { ID: course.ID, start_date: '2030-04-09' } }]);

    const xlsx = await call('GET', `/api/auth/export/?export-type=courses&type_id=${courseType.id}`, adminHeaders);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = headers.indexOf('Data di inizio') + 1;
    expect(column).toBe(headers.indexOf('Modalità') + 2);
    const days = sheet.getColumn(column).values.filter((v) => v instanceof Date);
    expect(days).toContainEqual(new Date(Date.UTC(2030, 3, 9)));

    const cleared = await call('PUT', `/api/auth/courses/${course.ID}`, adminHeaders, input({ ID: course.ID, start_date: '' }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ start_date: null });
  });

  it('refuses a day that is none, in Italian', async () => {
    for (const bad of ['2030-02-30', '31/12/2030', 'domani']) {
      const res = await call('POST', '/api/auth/courses/', operatorHeaders, input({ start_date: bad }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'La data di inizio non è valida', fields: { start_date: 'La data di inizio non è valida' } });
    }
  });

  it('is named by its label in the Registro when it changes', async () => {
    const course = await createCourse(t.db, { provider: signedBody.id, typeId: courseType.id });
    const res = await call('PUT', `/api/auth/courses/${course.id}`, adminHeaders, input({ ID: course.id, start_date: '2030-05-04' }));
    expect(res.statusCode).toBe(200);
    const log = await vi.waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.operatorId, admin.id), eq(activityLogs.entity, 'courses'), eq(activityLogs.action, 'put')))
        .orderBy(desc(activityLogs.id))
        .limit(1);
      expect(row?.changes).toContainEqual({ field: 'start_date', before: null, after: '04/05/2030' });
      return row;
    });
    expect(log.notes).toContain('Data di inizio');
  });
});
