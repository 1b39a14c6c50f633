import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const login = async (page) => {
  await page.goto(base + '/');
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.org');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin123!');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL(/beneficiari/);
  await page.waitForTimeout(800);
};
for (const [w, h] of [[1280, 800], [375, 812]]) for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'empowerment-install-dismissed', value: 'true' }] }] } });
  const page = await ctx.newPage();
  const shot = async (name) => { await page.waitForTimeout(900); await page.screenshot({ path: `/tmp/webshell-shots/${name}-${w}-${scheme}.png` }); };
  await page.goto(base + '/'); await shot('login');
  await page.goto(base + '/reset-password?token=x&invito=1'); await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Abc'); await shot('invite');
  await login(page); await shot('beneficiari');
  await page.getByRole('button', { name: 'Avviso sito di testing' }).click(); await shot('toast');
  await page.getByRole('button', { name: /Menu utente/ }).click(); await shot('usermenu'); await page.keyboard.press('Escape');
  await page.goto(base + '/operatori'); await shot('operatori');
  await page.goto(base + '/logs'); await shot('logs');
  await page.goto(base + '/nessuna'); await shot('404');
  await ctx.close();
}
await browser.close();
