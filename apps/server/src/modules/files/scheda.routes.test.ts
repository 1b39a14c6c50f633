import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { describe, expect, it, vi } from 'vitest';
import {
  activityLogs,
  addresses,
  costs,
  dataProjects,
  internships,
  interviews,
  participants,
  sectors,
  typesCosts,
  typesInterviews,
} from '../../db/schema';
import { fillDocx } from '../../lib/docx';
import { useTestApp } from '../../../test/build-app';
import { uniqueSuffix } from '../../../test/factory';
import {
  authHeader,
  createAdmin,
  createBeneficiary,
  createCompany,
  createCourse,
  createCourseType,
  createOperator,
  createPosition,
  createTrainingBody,
} from '../../../test/factories';

vi.mock('../../lib/docx', async (original) => {
  const real = await original<typeof import('../../lib/docx')>();
  return { ...real, fillDocx: vi.fn(real.fillDocx) };
});

const t = await useTestApp();
const operator = await createOperator(t.db);
const headers = await authHeader(t.app, operator);
const adminHeaders = await authHeader(t.app, await createAdmin(t.db));

const her = await createBeneficiary(t.db, { name: 'Nicolò', surname: "D'Amico", idPublic: '01_042' });
await t.db
  .insert(addresses)
  .values({ beneficiaryId: her.id, type: 'address', street: 'Via dei Mille 12', city: 'Roma', province: 'RM', postalCode: '00185' });
await t.db.insert(dataProjects).values({ beneficiaryId: her.id, projectDateStart: '2026-02-03', objectivesAchieved: 'parzialmente' });
const courseType = await createCourseType(t.db, { type: 'Operatore socio sanitario' });
const course = await createCourse(t.db, { provider: (await createTrainingBody(t.db)).id, typeId: courseType.id });
await t.db.insert(participants).values({ beneficiaryId: her.id, courseId: course.id, certification: true });
const host = await createCompany(t.db, { companyName: 'Trattoria Da Lina' });
const position = await createPosition(t.db, host.id, { jobPositions: 'Aiuto cuoca' });
const [sector] = await t.db
  .insert(sectors)
  .values({ type: `Ristorazione ${uniqueSuffix()}` })
  .returning();
await t.db.insert(internships).values({
  beneficiaryId: her.id,
  durationMonth: 3,
  statusInternships: 'Attivo',
  scheduledHours: 240,
  completedHours: 96,
  hostingCompanyId: host.id,
  payingCompany: 'Regione Lazio',
  sectorId: sector.id,
  internshipCompanyId: position.id,
});
const [interviewType] = await t.db
  .insert(typesInterviews)
  .values({ type: `Bilancio di competenze ${uniqueSuffix()}` })
  .returning();
await t.db
  .insert(interviews)
  .values({ beneficiaryId: her.id, date: '2026-03-10', typeId: interviewType.id, interviewer: 'Laura Bianchi (COL 1)' });
const [costType] = await t.db
  .insert(typesCosts)
  .values({ type: `Trasporti ${uniqueSuffix()}` })
  .returning();
// 0.1 + 0.2 in floating point is not 0.3: the sums are PostgreSQL's numeric
await t.db.insert(costs).values([
  { beneficiaryId: her.id, date: '2026-03-11', type: costType.id, amountCommitted: 0.1, amountPaid: 0.1, entityType: 'Corsi' },
  { beneficiaryId: her.id, date: '2026-03-12', type: costType.id, amountCommitted: 0.2, amountPaid: 0.2, entityType: 'Corsi' },
]);

const generate = (template: string, id = her.id, h: Record<string, string> | undefined = headers) =>
  t.app.inject({ method: 'POST', url: `/api/auth/files/beneficiaries/${id}/generate-template/${template}`, headers: h });

/** The text of a .docx's body, its tags dropped. */
const documentText = (docx: Buffer) =>
  new PizZip(docx)
    .file('word/document.xml')!
    .asText()
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

describe('POST /api/auth/files/beneficiaries/:beneficiaryId/generate-template/:template', () => {
  it('answers Scheda A as a .docx holding her registration record, named after her, and logs it with her id', async () => {
    const res = await generate('A');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain('filename="Scheda_A_D_Amico_Nicolo.docx"');
    const text = documentText(res.rawPayload);
    expect(text).toContain('Scheda A – Scheda di iscrizione');
    expect(text).toContain('Nicolò');
    expect(text).toContain("D'Amico");
    expect(text).toContain(her.fiscalCode!);
    expect(text).toContain('01_042');
    expect(text).toContain('Via dei Mille 12, 00185 Roma (RM)');
    expect(text).toContain('Coincide con la residenza');
    expect(text).toContain('03/02/2026');
    expect(text).not.toMatch(/\{[a-z_#/^]+\}/);
    await vi.waitFor(async () => {
      const [entry] = await t.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.operatorId, operator.id), eq(activityLogs.entity, 'files'), eq(activityLogs.action, 'post')))
        .orderBy(desc(activityLogs.id))
        .limit(1);
      expect(entry).toMatchObject({ beneficiaryId: her.id, statusCode: 200, notes: 'Scheda A generata: Scheda_A_D_Amico_Nicolo.docx' });
    });
  });

  it('answers Scheda D with her path: project outcome and courses with their certificate', async () => {
    const res = await generate('D', her.id, adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Scheda_D_D_Amico_Nicolo.docx"');
    const text = documentText(res.rawPayload);
    expect(text).toContain('Scheda D – Percorso ed esito');
    expect(text).toContain(her.fiscalCode!);
    expect(text).toContain('parzialmente');
    expect(text).toContain('Operatore socio sanitario');
    expect(text).toMatch(/Presenza.*Attestato/s);
    expect(text).toMatch(/Trattoria Da Lina\s*Aiuto cuoca\s*Attivo\s*3\s*240\s*96/);
    expect(text).toMatch(/10\/03\/2026\s*Bilancio di competenze \S+\s*Laura Bianchi \(COL 1\)/);
    expect(text).toMatch(/Totale impegnato\s*0,30\s€/);
    expect(text).toContain('Da verificare');
    for (const none of ['Nessun corso.', 'Nessun tirocinio.', 'Nessun colloquio.', 'Nessun costo.']) expect(text).not.toContain(none);
    expect(text).not.toMatch(/\{[a-z_#/^]+\}/);
  });

  it('says plainly in Scheda D that a beneficiary without a path has none of each', async () => {
    const newcomer = await createBeneficiary(t.db);
    const text = documentText((await generate('D', newcomer.id)).rawPayload);
    for (const none of ['Nessun corso.', 'Nessun tirocinio.', 'Nessun colloquio.', 'Nessun costo.']) expect(text).toContain(none);
    expect(text).not.toContain('Ente di formazione');
  });

  it("refuses Scheda B, and any other sheet, with the spec's text", async () => {
    for (const template of ['B', 'C', 'a']) {
      const res = await generate(template);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('La generazione di queste schede non è ancora disponibile.');
    }
  });

  it('answers 404 for a beneficiary who does not exist, 400 for an id that is not one', async () => {
    expect((await generate('A', 999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/files/beneficiaries/abc/generate-template/A', headers })).statusCode).toBe(
      400,
    );
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/auth/files/beneficiaries/${her.id}/generate-template/A` });
    expect(res.statusCode).toBe(401);
  });

  it('answers 502 with its text, and no file, when the template cannot be filled', async () => {
    vi.mocked(fillDocx).mockImplementationOnce(() => {
      throw new Error('Unclosed tag');
    });
    const res = await generate('A');
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'Errore nella generazione del file, riprovare più tardi' });
  });

  const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((file) => existsSync(file));
  const pdftotext = ['/usr/bin/pdftotext'].find((file) => existsSync(file));
  it(
    'gives sheets that LibreOffice opens and lays out: her name and fiscal code in the text of Scheda A and Scheda D',
    { timeout: 180_000 },
    async () => {
      // npm test installs LibreOffice where it is missing (scripts/test.mjs): without it this proves nothing
      expect(soffice, 'LibreOffice (soffice) must be installed').toBeDefined();
      const dir = mkdtempSync(path.join(tmpdir(), 'scheda-'));
      const run = promisify(execFile);
      try {
        for (const template of ['A', 'D']) writeFileSync(path.join(dir, `scheda-${template}.docx`), (await generate(template)).rawPayload);
        // as PDF when pdftotext can read it back (the pages as printed), as plain text otherwise; its
        // own profile, so that it neither waits for nor disturbs another LibreOffice running
        const target = pdftotext ? 'pdf' : 'txt:Text (encoded):UTF8';
        const files = ['A', 'D'].map((template) => path.join(dir, `scheda-${template}.docx`));
        await run(
          soffice!,
          [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', target, '--outdir', dir, ...files],
          {
            timeout: 170_000,
          },
        );
        const textOf = async (template: string) =>
          pdftotext
            ? (await run(pdftotext, [path.join(dir, `scheda-${template}.pdf`), '-'])).stdout
            : readFileSync(path.join(dir, `scheda-${template}.txt`), 'utf8');
        const a = await textOf('A');
        expect(a).toContain('Scheda A – Scheda di iscrizione');
        expect(a).toContain('Nicolò');
        expect(a).toContain(her.fiscalCode!);
        const d = await textOf('D');
        expect(d).toContain('Scheda D – Percorso ed esito');
        expect(d).toContain(her.fiscalCode!);
        expect(d).toContain('Trattoria Da Lina');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
