import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { insertBeneficiaries } from './support/db';
import { SHOTS } from './support/env';
import { openInLibreOffice } from './support/office';
import { createCareerDay, createCourse, createGroupActivity, createHostCompany, listSettings } from './support/path';
import { COSTS_LIST, INTERNSHIPS_LIST, INTERVIEWS_LIST, listRowsOf, openRecordTab } from './support/record';
import { signIn, toast } from './support/ui';

const run = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 1280, height: 800 } });
// seven tabs, three lists and LibreOffice, each screen judged by axe: room for a busy machine
test.setTimeout(360_000);

test("one woman's whole path: an operator enrols her in a course, places her in an internship and counts the hours, records an interview and a cost, signs her up for a career day and a group activity, prints her Scheda A and finds her path in /tirocini, /colloqui and /costi", async ({
  page,
  request,
}) => {
  const started = Date.now();
  // what the administrator prepared: her record, a course, a host with free positions, a career day, a group activity
  const name = 'Giulia';
  const surname = `Cammino${run}`;
  const fullName = `${name} ${surname}`;
  const fiscalCode = `CMM${run}XXXXXXXXXXXX`.slice(0, 16);
  const [beneficiaryId] = await insertBeneficiaries([{ name, surname, fiscal_code: fiscalCode, email: null, phone: null }]);
  const course = await createCourse(request, `Ente Cammino ${run}`);
  const host = `Sartoria Cammino ${run}`;
  await createHostCompany(request, host, ['Aiuto sarta', 'Magazziniera']);
  await createCareerDay(request, `Fiera ${run}`, '2026-11-26');
  await createGroupActivity(request, `Laboratorio ${run}`, '2026-12-03');
  const lists = await listSettings(request);
  const sector = lists.sectors[0].type;
  const interviewType = lists.types_interviews[0].type;
  const costType = lists.types_costs[0].type;
  const operator = await createActiveOperator(request);
  const interviewer = `Lucia Ferri (COL ${lists.types_col[0].type})`;

  await signIn(page, operator.email, operator.password);
  await page.goto(`/beneficiari/${beneficiaryId}`);
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();

  // 10 Corsi: she is enrolled in the course
  await openRecordTab(page, 'Corsi', 10);
  await page.getByRole('button', { name: 'Aggiungi corso' }).click();
  const enrol = page.getByRole('dialog', { name: 'Aggiungi corso' });
  await enrol.getByRole('combobox', { name: 'Corso' }).fill(course.provider.company_name);
  await page.getByRole('option', { name: course.name }).click();
  await enrol.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Corso aggiunto con successo al beneficiario')).toBeVisible();
  await expect(enrol).toBeHidden();
  await expect(
    page.getByRole('row', { name: new RegExp(course.provider.company_name) }).getByText("Non ha preso l'Attestato"),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/path-10-corsi-1280x800.png`, fullPage: true });

  // 11 Tirocini: placed at the company's free position, then the hours counted with +/-
  await openRecordTab(page, 'Tirocini', 11);
  await page.getByRole('button', { name: 'Aggiungi tirocinio' }).click();
  const place = page.getByRole('dialog', { name: 'Aggiungi tirocinio' });
  await place.getByRole('combobox', { name: 'Azienda ospitante' }).fill(host);
  await page.getByRole('option', { name: host, exact: true }).click();
  await place.getByRole('combobox', { name: 'Posizione' }).click();
  await page.getByRole('option', { name: 'Aiuto sarta', exact: true }).click();
  await place.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: 'Attivo', exact: true }).click();
  await place.getByRole('combobox', { name: 'Settore' }).click();
  await page.getByRole('option', { name: sector, exact: true }).click();
  await place.getByRole('combobox', { name: 'Organizzazione pagante' }).click();
  await page.getByRole('option', { name: 'Progetto Empowerment', exact: true }).click();
  await place.getByRole('textbox', { name: 'Durata (mesi)' }).fill('3');
  await place.getByRole('textbox', { name: 'Ore previste' }).fill('120');
  await place.getByRole('textbox', { name: 'Ore settimanali' }).fill('30');
  await place.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Tirocinio aggiunto con successo')).toBeVisible();
  await expect(place).toBeHidden();
  const internship = page.getByRole('article', { name: `Tirocinio presso ${host}` });
  const position = internship.getByRole('article', { name: 'Posizione Aiuto sarta' });
  await expect(position).toContainText('Occupata');
  await expect(position.getByRole('link', { name: fullName })).toBeVisible();
  const plus = internship.getByRole('button', { name: 'Aggiungi 30 ore completate' });
  const minus = internship.getByRole('button', { name: 'Togli 30 ore completate' });
  await expect(internship.getByText('0 / 120 ore')).toBeVisible();
  await expect(minus).toBeDisabled();
  for (const hours of [30, 60, 90]) {
    await plus.click();
    await expect(internship.getByText(`${hours} / 120 ore`)).toBeVisible();
  }
  await minus.click();
  await expect(toast(page, 'Ore rimosse con successo!')).toBeVisible();
  await expect(internship.getByText('60 / 120 ore')).toBeVisible();
  await page.mouse.move(0, 0); // the button's tooltip would cover the hours' label
  await page.screenshot({ path: `${SHOTS}/path-11-tirocini-1280x800.png`, fullPage: true });

  // 13 Colloqui: an interview, the interviewer prefilled with the operator's name and C.O.L.
  await openRecordTab(page, 'Colloqui', 13);
  await page.getByRole('button', { name: 'Aggiungi Colloquio' }).click();
  const interview = page.getByRole('dialog', { name: 'Aggiungi Colloquio' });
  await expect(interview.getByRole('textbox', { name: 'Intervistatore' })).toHaveValue(interviewer);
  await interview.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: interviewType, exact: true }).click();
  await interview.getByRole('textbox', { name: 'Esito/Note' }).fill('Tirocinio avviato, soddisfatta della sartoria');
  // closing the modal with Esc asks first: 'Resta' keeps what she typed
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Modifiche non salvate' });
  await expect(question).toContainText('se chiudi ora, le modifiche andranno perse');
  await page.screenshot({ path: `${SHOTS}/path-13-colloqui-chiudi-1280x800.png` });
  await question.getByRole('button', { name: 'Resta' }).click();
  await expect(question).toBeHidden();
  await expect(interview.getByRole('textbox', { name: 'Esito/Note' })).toHaveValue('Tirocinio avviato, soddisfatta della sartoria');
  await interview.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Colloquio aggiunta con successo')).toBeVisible();
  await expect(interview).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Colloqui del beneficiario' }).getByRole('row').filter({ hasText: interviewer }),
  ).toContainText(interviewType);
  await page.screenshot({ path: `${SHOTS}/path-13-colloqui-1280x800.png`, fullPage: true });

  // 12 Costi: a cost for her internship, exact to the cent; her table fits the screen
  await openRecordTab(page, 'Costi', 12);
  await page.getByRole('button', { name: 'Aggiungi Costo' }).first().click();
  const cost = page.getByRole('dialog', { name: 'Aggiungi Costo' });
  await cost.getByRole('textbox', { name: 'Data' }).fill('16/11/2026');
  await cost.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: costType, exact: true }).click();
  await cost.getByRole('combobox', { name: 'Associato a' }).click();
  await page.getByRole('option', { name: 'Tirocinio', exact: true }).click();
  await cost.getByRole('combobox', { name: 'Elemento del percorso' }).click();
  await page.getByRole('option', { name: `${host} (Attivo)`, exact: true }).click();
  await cost.getByRole('textbox', { name: 'Importo Impegnato' }).fill('1234,56');
  await cost.getByRole('textbox', { name: 'Importo Previsto' }).fill('1200');
  await cost.getByRole('textbox', { name: 'Importo Erogato' }).fill('400,1');
  await cost.getByRole('textbox', { name: 'Note' }).fill('Indennità di tirocinio, primo mese');
  await cost.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Costo salvato con successo')).toBeVisible();
  await expect(cost).toBeHidden();
  const costs = page.getByRole('table', { name: 'Costi della beneficiaria' });
  const costRow = costs.getByRole('row').filter({ hasText: '16/11/2026' });
  await expect(costRow.getByText(`${host} (Attivo)`, { exact: true })).toBeVisible();
  await expect(costRow).toContainText(/1\.234,56\s€/);
  await expect(costRow).toContainText(/1\.200,00\s€/);
  await expect(costRow).toContainText(/400,10\s€/);
  await expect(costRow).toContainText('Da verificare');
  // at 1280 px her costs fit: no sideways scrolling (the table would then be a 'scorrevole' region)
  await expect(page.getByRole('region', { name: 'Costi della beneficiaria, scorrevole' })).toHaveCount(0);
  const fit = await costs.evaluate((table) => {
    const box = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement!;
    return { table: box.scrollWidth, box: box.clientWidth, page: document.documentElement.scrollWidth, window: window.innerWidth };
  });
  expect(fit.table, `her costs' table within its box: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.box);
  expect(fit.page, `the page within the window: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.window);
  await page.screenshot({ path: `${SHOTS}/path-12-costi-1280x800.png`, fullPage: true });

  // 16 Career Day and 17 Group Activity: signed up, the button enabled only once one is chosen
  const memberships = [
    {
      tab: 'Career Day',
      index: 16,
      select: 'Career day a cui iscriverla',
      option: `Fiera ${run} (26/11/2026)`,
      item: `Fiera ${run} · 26/11/2026`,
    },
    {
      tab: 'Group Activity',
      index: 17,
      select: 'Group activity a cui iscriverla',
      option: `Laboratorio ${run} (03/12/2026)`,
      item: `Laboratorio ${run} · Laboratorio · 03/12/2026`,
    },
  ];
  for (const m of memberships) {
    await openRecordTab(page, m.tab, m.index);
    const register = page.getByRole('button', { name: 'Registra' });
    await expect(register).toBeDisabled();
    await page.getByRole('combobox', { name: m.select }).fill(run);
    await page.getByRole('option', { name: m.option }).click();
    await register.click();
    await expect(toast(page, 'Iscrizione registrata con successo')).toBeVisible();
    await expect(page.getByText(m.item, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/path-${m.index}-1280x800.png`, fullPage: true });
  }

  // 15 Documenti: her Scheda A, downloaded and opened in LibreOffice, names her
  await openRecordTab(page, 'Documenti', 15);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Genera Scheda A' }).click();
  const scheda = await download;
  expect(scheda.suggestedFilename()).toBe(`Scheda_A_${surname}_${name}.docx`);
  const text = await openInLibreOffice(scheda);
  expect(text).toContain('Scheda A – Scheda di iscrizione');
  expect(text).toContain(name);
  expect(text).toContain(surname);
  expect(text).toContain(fiscalCode);
  await page.screenshot({ path: `${SHOTS}/path-15-documenti-1280x800.png`, fullPage: true });

  // the programme-wide lists show the same internship, interview and cost
  const listedInternship = await listRowsOf(page, INTERNSHIPS_LIST, fullName);
  await expect(listedInternship).toHaveCount(1);
  await expect(listedInternship).toContainText(host);
  await expect(listedInternship).toContainText('Aiuto sarta');
  await expect(listedInternship).toContainText('Attivo');
  await expect(listedInternship).toContainText('60 / 120');
  await page.screenshot({ path: `${SHOTS}/path-list-tirocini-1280x800.png`, fullPage: true });

  const listedInterview = await listRowsOf(page, INTERVIEWS_LIST, fullName);
  await expect(listedInterview).toHaveCount(1);
  await expect(listedInterview).toContainText(interviewType);
  await expect(listedInterview).toContainText(interviewer);
  await page.screenshot({ path: `${SHOTS}/path-list-colloqui-1280x800.png`, fullPage: true });

  const listedCost = await listRowsOf(page, COSTS_LIST, fullName);
  await expect(listedCost).toHaveCount(1);
  await expect(listedCost).toContainText('16/11/2026');
  await expect(listedCost).toContainText(costType);
  await expect(listedCost).toContainText(/1\.234,56\s€/);
  await expect(listedCost).toContainText('Da verificare');
  await page.screenshot({ path: `${SHOTS}/path-list-costi-1280x800.png`, fullPage: true });
  // its row opens her record at the Costi tab
  await listedCost.click();
  await expect(page).toHaveURL(new RegExp(`/beneficiari/${beneficiaryId}\\?tab=12$`));
  await expect(costs.getByRole('row').filter({ hasText: '16/11/2026' })).toBeVisible();

  console.log(`beneficiary path journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
