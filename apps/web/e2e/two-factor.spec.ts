import { createHmac } from 'node:crypto';
import { expect, test } from './support/test';
import { createActiveOperator } from './support/api';
import { SHOTS } from './support/env';
import { openUserMenu, signIn, toast, userMenu } from './support/ui';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The code an authenticator app shows for that key at that 30-second time step (RFC 6238: HMAC-SHA1, 6 digits). */
function totp(secret: string, step: number) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}
const stepNow = () => Math.floor(Date.now() / 30_000);

test('an administrator turns on two-factor sign-in, signs in with a code, and ends another session', async ({ page, request }) => {
  test.slow(); // a long journey: two sign-ins, the profile twice, each screen judged by axe
  const admin = await createActiveOperator(request, { super_operator: true, name: 'Elena', surname: 'Sartori' });
  // a session on another device, before two-factor sign-in is on
  const other = await request.post('/api/login', {
    data: { email: admin.email, password: admin.password },
    headers: { 'user-agent': FIREFOX_WINDOWS },
  });
  expect(other.status()).toBe(201);
  const otherSession = (await other.json()) as { refresh_token: string };

  await signIn(page, admin.email, admin.password);
  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Modifica profilo' }).click();
  const profile = page.getByRole('dialog', { name: 'Modifica profilo' });
  await profile.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await expect(profile.getByRole('img', { name: /Codice QR/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/two-factor-enrol-1280x800.png` });
  const secret = (await profile.getByTestId('totp-secret').textContent())!.trim();
  const enrolledAt = stepNow();
  await profile.getByRole('textbox', { name: 'Codice di verifica' }).fill(totp(secret, enrolledAt));
  await profile.getByRole('button', { name: 'Conferma' }).click();
  await expect(toast(page, 'Verifica in due passaggi attivata')).toBeVisible();
  const codes = profile.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await profile.getByRole('button', { name: 'Ho salvato i codici' }).click();
  await expect(profile.getByText('La verifica in due passaggi è attiva')).toBeVisible();
  await expect(profile.getByText('Restano 10 codici di recupero')).toBeVisible();
  await profile.getByRole('button', { name: 'Chiudi' }).click();

  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // the password alone no longer opens a session: the second step asks for the code
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  const code = page.getByRole('textbox', { name: 'Codice di verifica' });
  await expect(code).toBeVisible();
  await expect(page.getByRole('button', { name: 'Usa un codice di recupero' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/two-factor-code-1280x800.png` });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verifica il codice' }).click();
  await expect(page.getByText('Codice non valido')).toBeVisible();
  // the code used to turn it on cannot be used again: the next time step's code (it is taken a step early)
  await code.fill(totp(secret, Math.max(stepNow(), enrolledAt + 1)));
  await page.getByRole('button', { name: 'Verifica il codice' }).click();
  await expect(page).toHaveURL(/\/beneficiari$/, { timeout: 15_000 });

  // her sessions: this one, and the one on the other device, which she ends
  await openUserMenu(page);
  await userMenu(page).getByRole('button', { name: 'Modifica profilo' }).click();
  const sessions = page.getByRole('dialog', { name: 'Modifica profilo' }).getByRole('region', { name: 'Sessioni attive' });
  await expect(sessions.getByRole('row')).toHaveCount(3); // the header and two sessions
  await expect(sessions.getByRole('row', { name: /Questa sessione/ })).toContainText('Chrome su Linux');
  await sessions.getByRole('button', { name: /Termina la sessione Firefox su Windows/ }).click();
  await expect(toast(page, 'Sessione terminata')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  expect((await request.post('/api/refresh', { data: { refresh_token: otherSession.refresh_token } })).status()).toBe(401);
});
