import { TODAY_KINDS, TODAY_KIND_KEYS, TODAY_TEXT, TODAY_WINDOW_DAYS } from '@empowerment/shared/today';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { dueCount, dueItems, romeToday } from './today.repository';

/**
 * The Monday digest's text: how many deadlines of each kind and the link to 'Oggi'. No beneficiary
 * is named, no date or detail given: a mail leaves the product (mail servers, mailboxes, forwards)
 * beyond its access rules and its retention, and a residence permit's expiry says something about
 * someone's status. The page behind the link shows the rest to whoever may see it (docs/decisions).
 */
export function digestMail(p: { name: string; counts: Partial<Record<keyof typeof TODAY_KINDS, number>>; link: string }) {
  const total = Object.values(p.counts).reduce((a, b) => a + (b ?? 0), 0);
  const lines = [
    p.name ? `Buongiorno ${p.name},` : 'Buongiorno,',
    `nei prossimi ${TODAY_WINDOW_DAYS} giorni i beneficiari che segui hanno ${total === 1 ? '1 scadenza' : `${total} scadenze`}:`,
    TODAY_KIND_KEYS.filter((k) => p.counts[k])
      .map((k) => `- ${TODAY_KINDS[k].title}: ${p.counts[k]}`)
      .join('\n'),
    'I nomi e i dettagli sono nella pagina Oggi del gestionale:',
    p.link,
    `Per non ricevere più questo riepilogo, disattiva "${TODAY_TEXT.digestSwitch}" nel tuo profilo.`,
  ];
  return { subject: TODAY_TEXT.digestSubject, text: lines.join('\n\n') };
}

/**
 * The weekly digest (queue 'weeklyDigest', Monday morning): to each active operator who has not
 * switched it off and whose beneficiaries have deadlines, one mail in the outbox. The row of
 * weekly_digests (operator, Monday of the week) is written in the same transaction as the mail: a
 * second run in the same week, in this process or another at the same instant, finds the row and
 * sends nothing (the loser of a race waits on the key, then skips). Answers how many were written.
 */
export async function sendWeeklyDigests(deps: { db: Db; mailer: Mailer; publicUrl: string }, today?: string): Promise<{ sent: number }> {
  const { db } = deps;
  const day = today ?? (await romeToday(db));
  const { rows: recipients } = await db.execute<{ id: number; email: string; name: string }>(sql`
    select id, email, name from operators
    where deactivated_at is null and password_hash is not null and weekly_digest
      and not exists (select 1 from weekly_digests w where w.operator_id = operators.id and w.week = date_trunc('week', ${day}::date)::date)
    order by id`);
  let sent = 0;
  for (const op of recipients) {
    const scope = { operatorId: op.id };
    if ((await dueCount(db, scope, day)) === 0) continue;
    const counts = Object.fromEntries((await dueItems(db, scope, day, 1)).map((s) => [s.kind, s.total]));
    const mail = digestMail({ name: op.name, counts, link: `${deps.publicUrl}/oggi` });
    const wrote = await db.transaction(async (tx) => {
      const { rows } = await tx.execute(sql`
        insert into weekly_digests (operator_id, week) values (${op.id}, date_trunc('week', ${day}::date)::date)
        on conflict do nothing returning operator_id`);
      if (rows.length === 0) return false;
      await deps.mailer.send({ to: op.email, ...mail }, tx);
      return true;
    });
    if (wrote) sent++;
  }
  return { sent };
}
