import { randomInt } from 'node:crypto';
import { PASSWORD_SPECIALS } from '@empowerment/shared';
import { isValidPassword, PASSWORD_RULES } from '@empowerment/shared/auth';
import { count, sql } from 'drizzle-orm';
import { ConfigError } from '../../config';
import { operators } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import type { BootstrapContext } from '../../lib/bootstrap-context';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.org';
const LOCK_KEY = 725_004_212; // serialises the check of processes starting together on one database

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = PASSWORD_SPECIALS.join('');

/** A random password that passes the password rules: one of each kind, the rest from all of them. */
export function randomPassword(length = 16): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const all = LOWER + UPPER + DIGITS + SPECIALS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIALS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

function box(lines: string[]) {
  const width = Math.max(...lines.map((l) => l.length));
  const edge = `+${'-'.repeat(width + 2)}+`;
  return [edge, ...lines.map((l) => `| ${l.padEnd(width)} |`), edge].join('\n');
}

/**
 * On a database without operators, creates the first administrator: ADMIN_EMAIL (or
 * admin@example.org) with ADMIN_PASSWORD, or with a random password shown once in the console.
 */
export async function ensureFirstAdmin({ db, config, log }: BootstrapContext) {
  const email = config.admin?.email ?? DEFAULT_ADMIN_EMAIL;
  const given = config.admin?.password || undefined;
  const password = given ?? randomPassword();

  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    const [{ n }] = await tx.select({ n: count() }).from(operators);
    if (n > 0) return false;
    if (given !== undefined && !isValidPassword(given)) {
      const broken = PASSWORD_RULES.filter((r) => !r.test(given)).map((r) => `  - ${r.label}`);
      throw new ConfigError(`Configurazione non valida: ADMIN_PASSWORD non rispetta le regole delle password:\n${broken.join('\n')}`);
    }
    await tx.insert(operators).values({ email, superOperator: true, passwordHash: await hashPassword(password) });
    return true;
  });
  if (!created) return;

  if (given !== undefined) {
    log.info(`Primo amministratore creato: ${email} (password da ADMIN_PASSWORD)`);
    return;
  }
  log.info(
    `\n${box([
      'Primo amministratore creato',
      '',
      `Email:    ${email}`,
      `Password: ${password}`,
      '',
      'Annotala ora: non verrà mostrata di nuovo.',
      'Per cambiarla usa "Recupera Password" nella pagina di accesso.',
    ])}\n`,
  );
}
