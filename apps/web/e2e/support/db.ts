import { readFileSync } from 'node:fs';
import pg from 'pg';
import { DB_URL_FILE } from './env';

/** Reads the e2e server's database directly: only for what a person would read elsewhere (her mailbox). */
export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: readFileSync(DB_URL_FILE, 'utf8').trim() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The link in the newest mail sent to that address. */
export async function lastMailLink(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const rows = await query<{ text: string }>('SELECT text FROM mail_outbox WHERE lower("to") = lower($1) ORDER BY id DESC LIMIT 1', [to]);
    const link = rows[0]?.text.match(/https?:\/\/\S+reset-password\?token=[\w-]+(?:&invito=1)?/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with a link for ${to}`);
}

export type BeneficiarySeed = {
  name: string;
  surname: string;
  email?: string | null;
  phone?: string | null;
  fiscal_code?: string;
  birth_date?: string;
  /** Her public id (05_009), when the journey looks her up by it. */
  id_public?: string;
};

/** Beneficiaries already in the archive before the journey (their create screen is another feature). */
export async function insertBeneficiaries(rows: BeneficiarySeed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const [row] = await query<{ id: number }>(
      `INSERT INTO beneficiaries (name, surname, email, phone_prefix, phone, fiscal_code, birth_date, id_public)
       VALUES ($1, $2, $3, '+39', $4, $5, $6, $7) RETURNING id`,
      [r.name, r.surname, r.email ?? null, r.phone ?? null, r.fiscal_code ?? null, r.birth_date ?? '1990-05-17', r.id_public ?? null],
    );
    ids.push(row.id);
  }
  return ids;
}
