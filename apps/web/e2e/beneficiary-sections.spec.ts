import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { insertBeneficiaries } from './support/db';
import { choose, openTab, panel, save, saveUnchanged, screenshotTo } from './support/sections';
import { signIn } from './support/ui';

const run = Date.now().toString(36).toUpperCase();
// SECTION_SHOTS=<folder> keeps screenshots of the screens to look at
const shot = screenshotTo(process.env.SECTION_SHOTS);

let beneficiaryId: number;
let operator: { email: string; password: string };

test.beforeAll(async ({ request }) => {
  operator = await createActiveOperator(request);
  [beneficiaryId] = await insertBeneficiaries([{ name: 'Amina', surname: `Sezioni${run}` }]);
});

test('residence and domicile: town autocomplete, Cambia, Estero, unchanged save', async ({ page }) => {
  await signIn(page, operator.email, operator.password);
  await page.goto(`/beneficiari/${beneficiaryId}?tab=1`);
  await expect(page.getByRole('heading', { name: 'Residenza e Domicilio' })).toBeVisible();
  await expect(page.getByText(/Clicca su «Crea»/)).toBeVisible();
  await shot(page, 'address-empty-1280');

  await page.getByRole('button', { name: 'Crea' }).click();
  await page.getByRole('textbox', { name: /Via e numero civico/ }).fill('Via Appia Nuova 10');
  await page.getByRole('combobox', { name: /Città/ }).pressSequentially('rom');
  await page.getByRole('option', { name: /^Roma \(RM, Lazio\)/ }).click();
  await expect(page.getByRole('combobox', { name: /Città/ })).toHaveValue('Roma');
  await expect(page.getByRole('textbox', { name: /Provincia/ })).toHaveValue('RM');
  await expect(page.getByRole('textbox', { name: /Regione/ })).toHaveValue('Lazio');
  await page.getByRole('textbox', { name: 'CAP' }).fill('00179');
  await expect(page.getByText("Il domicilio corrisponde all'indirizzo di residenza.")).toBeVisible();
  await shot(page, 'address-form-1280');
  await save(page, 'Indirizzi salvati con successo');

  const view = panel(page, 'Residenza e Domicilio');
  await expect(view.getByText('Via Appia Nuova 10')).toBeVisible();
  await expect(view.getByText("Il domicilio corrisponde all'indirizzo di residenza.")).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Domicilio', exact: true })).toHaveCount(0);

  // a domicile of her own, abroad
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('switch', { name: 'Cambia' }).check({ force: true });
  await expect(page.getByText("Il domicilio è diverso dall'indirizzo di residenza.")).toBeVisible();
  const domicile = page.getByRole('group', { name: 'Domicilio' });
  await domicile.getByRole('combobox', { name: /Paese/ }).click();
  await page.getByRole('option', { name: 'Estero', exact: true }).click();
  await expect(domicile.getByRole('combobox', { name: /Città/ })).toBeDisabled();
  await domicile
    .getByRole('textbox', { name: "Indirizzo all'estero (via, città e Paese)" })
    .fill('12 rue de la République, Lione, Francia');
  await domicile.getByRole('textbox', { name: 'Note', exact: true }).fill('Presso una cugina a Lione');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'address-form-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await save(page, 'Indirizzi salvati con successo');
  await expect(view.getByRole('heading', { name: 'Domicilio', exact: true })).toBeVisible();
  await expect(view.getByText('Presso una cugina a Lione')).toBeVisible();
  await expect(view.getByText('12 rue de la République, Lione, Francia')).toBeVisible();
  await shot(page, 'address-view-1280');

  await saveUnchanged(page, 'Nessuna modifica rilevata');
});

test('every other section: fill, save, read back, unchanged save', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, operator.email, operator.password);
  await page.goto(`/beneficiari/${beneficiaryId}?tab=2`);

  // 2 Occupazione & Stato Sociale
  await expect(page.getByRole('heading', { name: 'Occupazione & Stato Sociale' })).toBeVisible();
  await page.getByRole('button', { name: 'Crea' }).click();
  await choose(page, 'Condizione occupazionale', 'Disoccupata');
  await page.getByRole('combobox', { name: /Situazione sociale/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Tipo di vulnerabilità' }).fill('Violenza domestica');
  await save(page, 'Dati sociali salvati con successo');
  await expect(panel(page, 'Occupazione & Stato Sociale').getByText('Violenza domestica')).toBeVisible();

  // 3 Progetto: the start is today by default
  await openTab(page, 'Progetto');
  await page.getByRole('button', { name: 'Crea' }).click();
  await choose(page, 'Stato del piano individuale', 'In corso');
  await choose(page, 'Obiettivi raggiunti', 'parzialmente');
  await save(page, 'Dati progetto salvati con successo');
  await expect(panel(page, 'Progetto').getByText('In corso')).toBeVisible();
  await expect(panel(page, 'Progetto').getByText('Attivo', { exact: true })).toBeVisible();
  await saveUnchanged(page, 'Nessuna modifica da salvare');

  // 4 Informazioni Servizi/Reti
  await openTab(page, 'Informazioni Servizi/Reti');
  await page.getByRole('button', { name: 'Crea' }).click();
  await page.getByRole('textbox', { name: /Servizio inviante/ }).fill('Centro antiviolenza');
  await save(page, 'Informazioni sui servizi salvate con successo');
  await expect(panel(page, 'Informazioni Servizi/Reti').getByText('Centro antiviolenza')).toBeVisible();
  await saveUnchanged(page, 'Nessuna modifica rilevata');

  // 5 Situazione Economica: ISEE in euro, Italian format
  await openTab(page, 'Situazione Economica');
  await page.getByRole('button', { name: 'Crea' }).click();
  await page.getByRole('textbox', { name: 'ISEE' }).fill('12345,67');
  await choose(page, 'Stato di indigenza', 'Altro sostegno economico [specificare]');
  await page.getByRole('textbox', { name: /Note sullo stato di indigenza/ }).fill('Pacchi alimentari della parrocchia');
  await save(page, 'Situazione economica salvata con successo');
  await expect(panel(page, 'Situazione Economica').getByText('12.345,67 €')).toBeVisible();
  await expect(panel(page, 'Situazione Economica').getByText('Pacchi alimentari della parrocchia')).toBeVisible();
  await saveUnchanged(page, 'Nessuna modifica rilevata');

  // 6 Impegni Familiari
  await openTab(page, 'Impegni Familiari');
  await page.getByRole('button', { name: 'Crea' }).click();
  await page.getByRole('textbox', { name: 'Figli a carico' }).fill('2');
  await page.getByRole('textbox', { name: 'Età dei figli' }).fill('4 e 9 anni');
  await save(page, 'Informazioni sugli impegni familiari salvate con successo');
  await expect(panel(page, 'Impegni Familiari').getByText('4 e 9 anni')).toBeVisible();

  // 7 Risorse Personali: ratings with label and colour
  await openTab(page, 'Risorse Personali');
  await page.getByRole('button', { name: 'Crea' }).click();
  const motivation = page.getByRole('slider', { name: 'Motivazione' });
  await motivation.focus();
  for (let i = 0; i < 7; i++) await motivation.press('ArrowRight');
  await expect(page.getByText('7 - Buono')).toBeVisible();
  await choose(page, 'Certificazione italiano L2', 'A2');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'personal-resource-form-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await save(page, 'Dati delle risorse personali salvati con successo');
  await expect(panel(page, 'Risorse Personali').getByText('7 - Buono')).toBeVisible();
  await shot(page, 'personal-resource-view-1280');

  // 8 Permesso di soggiorno
  await openTab(page, 'Permesso di soggiorno');
  await page.getByRole('button', { name: 'Crea' }).click();
  await choose(page, /Tipo di permesso/, 'Studio');
  await page.getByRole('textbox', { name: /Data di rilascio/ }).fill('10/01/2024');
  await page.getByRole('textbox', { name: 'Data di scadenza' }).fill('10/01/2026');
  await page.getByRole('textbox', { name: 'Note' }).click();
  await save(page, 'Dati del permesso di soggiorno salvati con successo');
  await expect(panel(page, 'Permesso di soggiorno').getByText('10/01/2026')).toBeVisible();
  await saveUnchanged(page, 'Nessuna modifica rilevata');

  // 9 Profilo Professionale: languages from the list
  await openTab(page, 'Profilo Professionale');
  await page.getByRole('button', { name: 'Crea' }).click();
  await choose(page, 'Altre lingue conosciute', 'Inglese');
  await choose(page, 'Altre lingue conosciute', 'Francese');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Competenze trasversali (soft skills)' }).fill('Ascolto e lavoro in gruppo');
  await save(page, 'Profilo professionale creato con successo');
  const profile = panel(page, 'Profilo Professionale');
  await expect(profile.getByText('Francese')).toBeVisible();
  await expect(profile.getByText('Ascolto e lavoro in gruppo')).toBeVisible();
  await saveUnchanged(page, 'Nessuna modifica rilevata');
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('textbox', { name: 'Altri interessi' }).fill('Cucina');
  await save(page, 'Profilo professionale aggiornato con successo');

  // 18 Dati Sicol
  await openTab(page, 'Dati Sicol');
  await page.getByRole('button', { name: 'Crea' }).click();
  await page.getByRole('textbox', { name: 'Codice univoco' }).fill(`SIC-${run}`);
  await page.getByRole('textbox', { name: 'Codice ISO2' }).fill('ma');
  await save(page, 'Dati SICOL salvati con successo');
  await expect(panel(page, 'Dati Sicol').getByText('MA', { exact: true })).toBeVisible();
});
