import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knownSignInClients, loginFailures, mailOutbox, passwordTokens, refreshTokens } from '../../db/schema';
import { useTestApp } from '../../../test/build-app';
import { createOperator } from '../../../test/factories';
import { sweepExpired } from './retention';

const t = await useTestApp();
const ago = (sec: number) => sql`now() - make_interval(secs => ${sec})`;
const inAWhile = sql`now() + interval '1 hour'`;
const DAY = 86_400;

describe('the retention sweep', () => {
  it('deletes what no longer does anything, and keeps everything still in use', async () => {
    const op = await createOperator(t.db);
    const sessions = await t.db
      .insert(refreshTokens)
      .values([
        { operatorId: op.id, expiresAt: ago(60) }, // ended
        { operatorId: op.id, expiresAt: inAWhile }, // live
        { operatorId: op.id, expiresAt: inAWhile, revokedAt: ago(60) }, // revoked, kept until its end
      ])
      .returning({ id: refreshTokens.id });
    const links = await t.db
      .insert(passwordTokens)
      .values([
        { operatorId: op.id, tokenHash: 'a'.repeat(64), kind: 'reset', expiresAt: ago(60) },
        { operatorId: op.id, tokenHash: 'b'.repeat(64), kind: 'invite', expiresAt: inAWhile },
        { operatorId: op.id, tokenHash: 'c'.repeat(64), kind: 'reset', expiresAt: ago(60), usedAt: ago(120) },
      ])
      .returning({ id: passwordTokens.id });
    await t.db.insert(loginFailures).values([
      { key: `ip:sweep-old-${op.id}`, count: 3, firstAt: ago(2 * 3600), lastAt: ago(2 * 3600) },
      { key: `ip:sweep-new-${op.id}`, count: 3, firstAt: ago(600), lastAt: ago(600) },
    ]);
    await t.db.insert(knownSignInClients).values([
      { operatorId: op.id, address: '10.1.1.1', lastSuccessAt: ago(91 * DAY) },
      { operatorId: op.id, address: '10.1.1.2', lastSuccessAt: ago(89 * DAY) },
    ]);
    const mails = await t.db
      .insert(mailOutbox)
      .values([
        { to: op.email, subject: 'consegnata 8 giorni fa', text: '-', createdAt: ago(8 * DAY), sentAt: ago(8 * DAY) },
        { to: op.email, subject: 'consegnata 6 giorni fa', text: '-', createdAt: ago(6 * DAY), sentAt: ago(6 * DAY) },
        { to: op.email, subject: 'mai consegnata, 31 giorni', text: '-', createdAt: ago(31 * DAY) },
        { to: op.email, subject: 'mai consegnata, 29 giorni', text: '-', createdAt: ago(29 * DAY) },
      ])
      .returning({ id: mailOutbox.id });

    const deleted = await sweepExpired(t.db);
    expect(deleted).toMatchObject({ sessions: 1, passwordLinks: 2, mails: 2 });
    expect(deleted.signInCounters).toBeGreaterThanOrEqual(1);
    expect(deleted.knownClients).toBeGreaterThanOrEqual(1);

    const left = async <T extends { id: unknown }>(rows: T[], read: (ids: T['id'][]) => Promise<{ id: unknown }[]>) =>
      (await read(rows.map((r) => r.id))).map((r) => rows.findIndex((x) => x.id === r.id)).sort();
    expect(
      await left(sessions, (ids) => t.db.select({ id: refreshTokens.id }).from(refreshTokens).where(inArray(refreshTokens.id, ids))),
    ).toEqual([1, 2]);
    expect(
      await left(links, (ids) => t.db.select({ id: passwordTokens.id }).from(passwordTokens).where(inArray(passwordTokens.id, ids))),
    ).toEqual([1]);
    expect(await left(mails, (ids) => t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, ids)))).toEqual([
      1, 3,
    ]);
    const counters = await t.db.select({ key: loginFailures.key }).from(loginFailures);
    expect(counters.map((c) => c.key)).toContain(`ip:sweep-new-${op.id}`);
    expect(counters.map((c) => c.key)).not.toContain(`ip:sweep-old-${op.id}`);
    const clients = await t.db.select({ address: knownSignInClients.address }).from(knownSignInClients);
    expect(clients.map((c) => c.address)).toEqual(['10.1.1.2']);
  });
});
