import { readFileSync } from 'node:fs';
import PizZip from 'pizzip';
import { expect, test } from './support/test';
import { insertBeneficiaries, query } from './support/db';
import { ADMIN, SHOTS } from './support/env';
import { pdf } from './support/files';
import { signIn } from './support/ui';

const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 900 } });

test('an administrator downloads her dossier (GDPR) and anonymises her through the modal', async ({ page }) => {
  const surname = `Fascicolo${run}`;
  const fiscalCode = `DPXDPX90A41H501${run.slice(-1)}`.slice(0, 16);
  const idPublic = `DP_${run}`.slice(0, 25);
  const email = `dossier-${run.toLowerCase()}@example.org`;
  const [id] = await insertBeneficiaries([
    { name: 'Giulia', surname, fiscal_code: fiscalCode, email, phone: `39${String(Date.now()).slice(-8)}`, id_public: idPublic },
  ]);
  // a document of hers, stored as an upload stores it
  const content = pdf(`Curriculum ${surname}`);
  const [type] = await query<{ id: number }>('select id from types_files order by id limit 1');
  const [file] = await query<{ id: number }>(
    `insert into files (name, mime, size, type_id, entity_type, beneficiary_id) values ($1, 'application/pdf', $2, $3, 'Beneficiario', $4) returning id`,
    [`CV ${surname}.pdf`, content.length, type.id, id],
  );
  await query('insert into file_contents (file_id, part, data) values ($1, 0, $2)', [file.id, content]);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/beneficiari/${id}`);
  await expect(page.getByRole('heading', { name: `Giulia ${surname}` })).toBeVisible();

  // her dossier: one zip named by her public id, with her record, the readable sheet and her document byte for byte
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica fascicolo (GDPR)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`fascicolo-${idPublic}.zip`);
  const zip = new PizZip(readFileSync(await saved.path()));
  const record = JSON.parse(zip.file('record.json')!.asText());
  expect(record.beneficiary).toMatchObject({ id, surname, fiscal_code: fiscalCode, email, id_public: idPublic });
  const sheet = new PizZip(zip.file('fascicolo.xlsx')!.asUint8Array()).file('xl/worksheets/sheet1.xml')!.asText();
  expect(sheet).toContain('Codice fiscale');
  expect(sheet).toContain(fiscalCode);
  expect(Buffer.from(zip.file(`documenti/${file.id}-CV ${surname}.pdf`)!.asUint8Array()).equals(content)).toBe(true);
  expect(zip.file('registro.json')).not.toBeNull();

  // anonymisation: the confirmation stays off until her public id is typed exactly
  await page.getByRole('button', { name: 'Anonimizza beneficiaria' }).click();
  const modal = page.getByRole('dialog', { name: 'Anonimizzare la beneficiaria?' });
  await expect(modal).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/anonymise-modal-1280x800.png` });
  const confirm = modal.getByRole('button', { name: 'Anonimizza', exact: true });
  await expect(confirm).toBeDisabled();
  const typed = modal.getByRole('textbox');
  await typed.fill('XX_000');
  await expect(confirm).toBeDisabled();
  await typed.fill(idPublic);
  await confirm.click();
  await expect(page.getByText('Beneficiaria anonimizzata').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Anonimizzata ${idPublic}` })).toBeVisible();
  await expect(page.getByText('Anonimizzata (', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anonimizza beneficiaria' })).toHaveCount(0);

  // nothing of hers is left in her row, and her document's content is gone
  const [row] = await query<{ name: string; fiscal_code: string | null; email: string | null }>(
    'select name, fiscal_code, email from beneficiaries where id = $1',
    [id],
  );
  expect(row).toEqual({ name: 'Anonimizzata', fiscal_code: null, email: null });
  expect(await query('select 1 from file_contents where file_id = $1', [file.id])).toHaveLength(0);
});
