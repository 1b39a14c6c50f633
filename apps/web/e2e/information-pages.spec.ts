import { expect, test } from './support/test';
import { adminHeaders, createActiveOperator } from './support/api';
import { ADMIN, SHOTS } from './support/env';
import { signIn, toast } from './support/ui';

test.use({ viewport: { width: 1280, height: 800 } });

test('an administrator edits Informazioni utili in the rich text editor (nothing that runs can be stored), and an operator reads the page and the privacy notice', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Informazioni utili' }).click();
  await expect(page.getByRole('heading', { name: 'Informazioni utili', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contatti del programma' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1522', exact: true })).toHaveAttribute('href', 'tel:1522');

  await page.getByRole('button', { name: 'Modifica' }).click();
  const editor = page.getByRole('textbox', { name: 'Testo della pagina Informazioni utili' });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Titolo', exact: true }).click();
  await page.keyboard.type('Segreteria del programma');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Scrivi alla segreteria');
  // the last word becomes a mailto: link
  await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');
  await page.getByRole('button', { name: 'Inserisci link' }).click();
  await page.getByRole('textbox', { name: 'Indirizzo del link' }).fill('mailto:segreteria@progetto.example.org');
  await page.getByRole('textbox', { name: 'Indirizzo del link' }).press('Enter');
  await expect(editor.getByRole('link', { name: 'segreteria' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/useful-info-editor-1280x800.png`, fullPage: true });
  // the page's own Salva (the link editor's, in its popover, sits outside the main area)
  await page.getByRole('main').getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(toast(page, 'Informazioni utili salvate')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Segreteria del programma' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'segreteria' })).toHaveAttribute('href', 'mailto:segreteria@progetto.example.org');

  // a client that sends a script, an event handler or a javascript: link stores none of them
  const headers = await adminHeaders(request);
  const current = await (await request.get('/api/auth/useful-info', { headers })).json();
  const saved = await request.put(`/api/auth/useful-info/${current.ID}`, {
    headers,
    data: {
      content:
        '<h2>Contatti</h2><p onmouseover="alert(1)">Sportello: <a href="javascript:alert(1)">apri</a> <a href="https://www.example.org">sito</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    },
  });
  expect(saved.status()).toBe(200);

  const operator = await createActiveOperator(request);
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, operator.email, operator.password);
  await page.goto('/info');
  await expect(page.getByRole('heading', { name: 'Contatti', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica' })).toHaveCount(0);
  await expect(page.getByText('apri')).toBeVisible();
  await expect(page.locator('.mantine-Typography-root')).toHaveCount(1);
  expect(await page.locator('.mantine-Typography-root').locator('script, img, [onmouseover], a[href^="javascript"]').count()).toBe(0);
  await expect(page.getByRole('link', { name: 'sito' })).toHaveAttribute('href', 'https://www.example.org');
  await page.screenshot({ path: `${SHOTS}/useful-info-1280x800.png`, fullPage: true });

  // the privacy notice, its parts not yet set said plainly
  await page.getByRole('link', { name: 'Informativa sul trattamento dei dati personali' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Informativa sul trattamento dei dati personali', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '11. Diritti dell’interessato' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica dati' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/privacy-policy-operator-1280x800.png`, fullPage: true });

  // Autoimprenditorialità: the placeholder the spec gives, and what the part will hold
  await page.getByRole('link', { name: 'Autoimprenditorialità' }).click();
  await expect(page.getByText('Questa sezione è attualmente in fase di sviluppo.')).toBeVisible();
  await expect(page.getByText('Torna presto per scoprire le nuove funzionalità!')).toBeVisible();
  await expect(
    page.getByText(/Questa parte del gestionale non è ancora disponibile\. Servirà a seguire i percorsi di autoimprenditorialità/),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/self-employment-1280x800.png` });
});

test('an administrator fills the privacy notice: a wrong e-mail is refused on its field, the saved parts appear in the text', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Modifica dati' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dati della privacy policy' });
  await dialog.getByRole('textbox', { name: 'Titolare del trattamento' }).fill('Roma Capitale, Dipartimento Politiche Sociali');
  await dialog.getByRole('textbox', { name: 'Sede del titolare' }).fill('Viale Manzoni 16, 00185 Roma');
  await dialog.getByRole('textbox', { name: 'Email del titolare' }).fill('privacy@');
  await dialog.getByRole('textbox', { name: 'Email del titolare' }).press('Tab');
  await expect(dialog.getByText('Inserire un indirizzo email valido')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email del titolare' }).fill('privacy@comune.example.org');
  await dialog.getByRole('textbox', { name: 'Responsabile della protezione dei dati (DPO)' }).fill('Studio Rossi');
  await dialog.getByRole('textbox', { name: 'Email del DPO' }).fill('dpo@comune.example.org');
  await dialog.getByRole('textbox', { name: 'Conservazione dei dati delle beneficiarie' }).fill('per 10 anni dalla chiusura del programma');
  await page.screenshot({ path: `${SHOTS}/privacy-policy-form-1280x800.png` });
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Dati della privacy policy salvati')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Roma Capitale, Dipartimento Politiche Sociali')).toBeVisible();
  await expect(page.getByText('per 10 anni dalla chiusura del programma')).toBeVisible();
  await expect(page.getByText('[da indicare: PEC del titolare]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/privacy-policy-1280x800.png`, fullPage: true });
});
