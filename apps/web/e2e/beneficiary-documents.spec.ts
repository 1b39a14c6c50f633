import { expect, test } from './support/test';
import { adminHeaders } from './support/api';
import { insertBeneficiaries } from './support/db';
import { ADMIN } from './support/env';
import { pdf } from './support/files';
import { openInLibreOffice } from './support/office';
import { createCourse } from './support/path';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';
const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });

test("her record's Documenti tab: upload a PDF linked to her course, see it listed, download her Scheda A and read it in LibreOffice", async ({
  page,
  request,
}) => {
  const fiscalCode = `MRT${run}ZZZZZZZZZZZZ`.slice(0, 16);
  const [beneficiaryId] = await insertBeneficiaries([{ name: 'Marta', surname: `Documenti${run}`, fiscal_code: fiscalCode }]);
  const course = await createCourse(request, `Ente Documenti ${run}`, { address: `Via dei Documenti ${run}` });
  const joined = await request.post(`/api/auth/participants/beneficiaries/${beneficiaryId}/courses/${course.ID}`, {
    headers: await adminHeaders(request),
    data: { certification: true, notes: '', beneficiary_id: beneficiaryId, course_id: course.ID },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const courseName = course.name;

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
  // LibreOffice opens it and reads her in it
  const text = await openInLibreOffice(scheda);
  expect(text).toContain('Scheda A – Scheda di iscrizione');
  expect(text).toContain(`Documenti${run}`);
  expect(text).toContain(fiscalCode);
});
