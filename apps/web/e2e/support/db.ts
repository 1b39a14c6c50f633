import { readFileSync } from 'node:fs';
import pg from 'pg';
import { DB_URL_FILE } from './env';

/** Reads the e2e server's database directly: only for what a person would read elsewhere (her mailbox). */
async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
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
    const link = rows[0]?.text.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with a link for ${to}`);
}
