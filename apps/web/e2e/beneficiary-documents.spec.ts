import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { adminHeaders, createTrainingBody } from './support/api';
import { insertBeneficiaries } from './support/db';
import { ADMIN } from './support/env';
import { pdf } from './support/files';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';
const run = Date.now().toString(36).toUpperCase();
const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((file) => existsSync(file));

test.use({ viewport: { width: 1280, height: 800 } });

test("her record's Documenti tab: upload a PDF linked to her course, see it listed, download her Scheda A and read it in LibreOffice", async ({
  page,
  request,
}) => {
  const fiscalCode = `MRT${run}ZZZZZZZZZZZZ`.slice(0, 16);
  const [beneficiaryId] = await insertBeneficiaries([{ name: 'Marta', surname: `Documenti${run}`, fiscal_code: fiscalCode }]);
  const headers = await adminHeaders(request);
  const lists = await (await request.get('/api/list-settings', { headers })).json();
  const courseType = lists.types_courses[0] as { ID: number; type: string };
  const provider = await createTrainingBody(request, `Ente Documenti ${run}`);
  const course = await request.post('/api/auth/courses/', {
    headers,
    data: { type_id: courseType.ID, address: `Via dei Documenti ${run}`, mode: 'Presenza', provider: provider.ID, duration: '3 mesi' },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { ID: number }).ID;
  const joined = await request.post(`/api/auth/participants/beneficiaries/${beneficiaryId}/courses/${courseId}`, {
    headers,
    data: { certification: true, notes: '', beneficiary_id: beneficiaryId, course_id: courseId },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const courseName = `${courseType.type} – ${provider.company_name}`;

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/beneficiari/${beneficiaryId}?tab=15`);
  await expect(page.getByRole('tab', { name: 'Documenti', selected: true })).toBeVisible();
  await expect(page.getByText('Nessun documento caricato.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Collegato a' }).click();
  await page.getByRole('option', { name: 'Corsi', exact: true }).click();
  await page.getByRole('combobox', { name: 'Corso' }).click();
  await page.getByRole('option', { name: courseName }).click();
  await page.getByRole('combobox', { name: 'Tipo di documento' }).click();
  await page.getByRole('option').first().click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Attestato di frequenza.pdf', mimeType: 'application/pdf', buffer: pdf('Attestato') });
  await page.getByRole('textbox', { name: 'Note' }).fill('Consegnato a mano');
  await expect(page.getByText('17/250')).toBeVisible();
  await page.getByRole('checkbox', { name: /Documento di spesa/ }).check();
  await page.getByRole('button', { name: 'Carica documento' }).click();
  await expect(toast(page, 'Documento caricato con successo')).toBeVisible();

  const row = page.getByRole('row', { name: /Attestato di frequenza\.pdf/ });
  await expect(row.getByText(`Corsi: ${courseName}`)).toBeVisible();
  await expect(row.getByText('Spesa')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Elimina Attestato di frequenza.pdf' })).toBeVisible();
  await page.getByRole('heading', { name: 'Documenti', level: 2 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/beneficiary-tab15-documents-1280x800.png` });
  // on a phone each document is a card
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Documenti' }).getByText(`Corsi: ${courseName}`, { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/beneficiary-tab15-documents-390x844.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // her Scheda A, as the server fills it, named after her
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Genera Scheda A' }).click();
  const scheda = await download;
  expect(scheda.suggestedFilename()).toBe(`Scheda_A_Documenti${run}_Marta.docx`);
  const dir = mkdtempSync(path.join(tmpdir(), 'scheda-e2e-'));
  try {
    const file = path.join(dir, 'scheda-a.docx');
    await scheda.saveAs(file);
    expect(readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
    // npm test installs LibreOffice where it is missing (scripts/test.mjs): without it this proves nothing
    expect(SOFFICE, 'LibreOffice (soffice) must be installed').toBeDefined();
    // LibreOffice opens it and reads her in it (its own profile, so as not to wait for another one)
    execFileSync(
      SOFFICE!,
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'txt:Text (encoded):UTF8', '--outdir', dir, file],
      {
        timeout: 110_000,
      },
    );
    const text = readFileSync(path.join(dir, 'scheda-a.txt'), 'utf8');
    expect(text).toContain('Scheda A – Scheda di iscrizione');
    expect(text).toContain(`Documenti${run}`);
    expect(text).toContain(fiscalCode);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
