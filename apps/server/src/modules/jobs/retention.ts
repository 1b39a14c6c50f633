import { and, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { knownSignInClients, loginFailures, mailOutbox, passwordTokens, refreshTokens } from '../../db/schema';
import { LOGIN_LIMITS, LONGEST_WINDOW_SEC } from '../auth';

/** A delivered mail is kept this long (its links have expired by then), any other mail a month. */
export const MAIL_KEEP = { sentDays: 7, anyDays: 30 } as const;

const ago = (sec: number) => sql`now() - make_interval(secs => ${sec})`;
const DAY = 24 * 60 * 60;

/**
 * What the daily sweep deletes: rows that no longer do anything. Sessions and password links past
 * their end (revoked or used ones too, once their end has passed), sign-in counters whose every
 * window is over, client addresses not seen for longer than they are remembered, and old mails.
 */
const SWEPT: Record<string, { table: PgTable; where: SQL }> = {
  sessions: { table: refreshTokens, where: lt(refreshTokens.expiresAt, sql`now()`) },
  passwordLinks: { table: passwordTokens, where: lt(passwordTokens.expiresAt, sql`now()`) },
  signInCounters: { table: loginFailures, where: lt(loginFailures.lastAt, ago(LONGEST_WINDOW_SEC)) },
  knownClients: { table: knownSignInClients, where: lt(knownSignInClients.lastSuccessAt, ago(LOGIN_LIMITS.knownClients.keepSec)) },
  mails: {
    table: mailOutbox,
    where: or(
      and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, ago(MAIL_KEEP.sentDays * DAY))),
      lt(mailOutbox.createdAt, ago(MAIL_KEEP.anyDays * DAY)),
    )!,
  },
};

/** The sweep, one statement per table; answers how many rows each lost (kept as the job's result). */
export async function sweepExpired(db: Db): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const [what, { table, where }] of Object.entries(SWEPT)) {
    deleted[what] = (await db.delete(table).where(where)).rowCount ?? 0;
  }
  return deleted;
}
