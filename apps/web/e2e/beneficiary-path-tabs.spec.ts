import { expect, test } from './support/test';
import { adminHeaders } from './support/api';
import { insertBeneficiaries } from './support/db';
import { ADMIN } from './support/env';
import { createCareerDay, createCourse, createGroupActivity } from './support/path';
import { openRecordTab } from './support/record';
import { signIn, toast } from './support/ui';

const SHOTS = '../../.test-results/screenshots';
const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });
// three tabs and their dialogs, each judged by axe: room for a machine busy with other work
test.setTimeout(240_000);

test("her record's Corsi, Career Day and Group Activity tabs: enrol her in a course, edit the certificate, remove it; register her for a career day and a group activity, remove them", async ({
  page,
  request,
}) => {
  const [beneficiaryId] = await insertBeneficiaries([{ name: 'Marta', surname: `Percorso${run}`, email: null, phone: null }]);
  const course = await createCourse(request, `Ente Percorso ${run}`, { address: `Via del Percorso ${run}`, mode: 'FAD' });
  const { provider } = course;
  // sent as clients send dates: an RFC 3339 date-time, kept as its day
  await createCareerDay(request, `Fiera ${run}`, '2026-11-26T00:00:00Z');
  await createGroupActivity(request, `Laboratorio ${run}`, '2026-12-03');

  await signIn(page, ADMIN.email, ADMIN.password);

  // tab 10: Corsi
  await page.goto(`/beneficiari/${beneficiaryId}?tab=10`);
  await expect(page.getByRole('tab', { name: 'Corsi', selected: true })).toBeVisible();
  await expect(page.getByText('Nessun corso registrato per questa beneficiaria.')).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi corso' }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi corso' });
  await expect(add.getByRole('button', { name: 'Salva' })).toBeDisabled();
  const courseName = course.name;
  await add.getByRole('combobox', { name: 'Corso' }).fill(provider.company_name);
  await page.getByRole('option', { name: courseName }).click();
  await add.getByLabel('Note').fill('Lezioni il martedì');
  await page.screenshot({ path: `${SHOTS}/beneficiary-tab10-add-1280x800.png` });
  await add.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Corso aggiunto con successo al beneficiario')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(provider.company_name) });
  await expect(row.getByText("Non ha preso l'Attestato")).toBeVisible();
  await expect(row.getByText('FAD')).toBeVisible();

  // the same course is no longer offered
  await page.getByRole('button', { name: 'Aggiungi corso' }).click();
  await add.getByRole('combobox', { name: 'Corso' }).fill(provider.company_name);
  await expect(page.getByRole('option', { name: courseName })).toHaveCount(0);
  // the close button above the fields (leaving the select shows 'Seleziona un corso' below it, moving Annulla)
  await add.getByRole('button', { name: 'Chiudi' }).click();
  await expect(add).toBeHidden();

  await row.getByRole('button', { name: `Modifica la partecipazione a ${courseName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica partecipazione' });
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Nessuna modifica rilevata')).toBeVisible();
  await expect(edit).toBeHidden();
  await row.getByRole('button', { name: `Modifica la partecipazione a ${courseName}` }).click();
  await edit.getByLabel('Preso Attestato').check();
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Partecipazione al corso aggiornata con successo')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Attestato', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/beneficiary-tab10-1280x800.png` });

  await row.getByRole('button', { name: `Rimuovi la partecipazione a ${courseName}` }).click();
  await page.getByRole('dialog', { name: 'Rimuovi partecipazione' }).getByRole('button', { name: 'Rimuovi' }).click();
  await expect(toast(page, 'Elemento eliminato con successo!')).toBeVisible();
  await expect(page.getByText('Nessun corso registrato per questa beneficiaria.')).toBeVisible();

  // tabs 16 and 17: Career Day and Group Activity
  const memberships = [
    {
      tab: 'Career Day',
      index: 16,
      select: 'Career day a cui iscriverla',
      item: `Fiera ${run} · 26/11/2026`,
      option: `Fiera ${run} (26/11/2026)`,
    },
    {
      tab: 'Group Activity',
      index: 17,
      select: 'Group activity a cui iscriverla',
      item: `Laboratorio ${run} · Laboratorio · 03/12/2026`,
      option: `Laboratorio ${run} (03/12/2026)`,
    },
  ];
  for (const m of memberships) {
    await openRecordTab(page, m.tab, m.index);
    const register = page.getByRole('button', { name: 'Registra' });
    await expect(register).toBeDisabled();
    await page.getByRole('combobox', { name: m.select }).fill(`${run}`);
    await page.getByRole('option', { name: m.option }).click();
    await expect(register).toBeEnabled();
    await register.click();
    await expect(toast(page, 'Iscrizione registrata con successo')).toBeVisible();
    await expect(page.getByText(m.item, { exact: true })).toBeVisible();
    await expect(register).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/beneficiary-tab${m.index}-1280x800.png` });
    await page.getByRole('button', { name: `Rimuovi ${m.item}` }).click();
    await page.getByRole('dialog', { name: 'Rimuovi iscrizione' }).getByRole('button', { name: 'Rimuovi' }).click();
    await expect(page.getByRole('dialog', { name: 'Rimuovi iscrizione' })).toBeHidden();
    await expect(page.getByText(m.item, { exact: true })).toBeHidden();
  }

  // on a phone her courses are cards
  const again = await request.post(`/api/auth/participants/beneficiaries/${beneficiaryId}/courses/${course.ID}`, {
    // a new token: the journey's server gives 20-second ones
    headers: await adminHeaders(request),
    data: { certification: true, notes: 'Di nuovo, in FAD' },
  });
  expect(again.status(), await again.text()).toBe(201);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/beneficiari/${beneficiaryId}?tab=10`);
  const card = page.getByRole('list', { name: 'Corsi della beneficiaria' }).getByRole('listitem');
  await expect(card.getByText(`${provider.company_name} · FAD`, { exact: false })).toBeVisible();
  await expect(card.getByText('Attestato', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/beneficiary-tab10-375.png`, fullPage: true });
});
