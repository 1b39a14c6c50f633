// The weekly digest (queue 'weeklyDigest', Monday morning): one mail per operator per week with her
// counts and no beneficiary's name; none when she switched it off or has nothing due; once, however
// many times it runs in the week and even when two processes run it at the same instant.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../db/client';
import { operators, participants, residencePermits, weeklyDigests } from '../../db/schema';
import { createMailer } from '../../lib/mail';
import { useTestApp } from '../../../test/build-app';
import {
  createBeneficiary,
  createCost,
  createCostType,
  createCourse,
  createCourseType,
  createOperator,
  createTrainingBody,
  mailsTo,
} from '../../../test/factories';
import { sendWeeklyDigests } from './digest';

const t = await useTestApp();
const quiet = { info() {} };
const deps = { db: t.db, mailer: t.app.mailer, publicUrl: 'https://empowerment.example.org' };
const costType = await createCostType(t.db);

/** An operator whose beneficiary has a permit expiring and a cost to verify in the week of 11 March 2030. */
async function busyOperator(over: Parameters<typeof createOperator>[1] = {}) {
  const operator = await createOperator(t.db, over);
  const her = await createBeneficiary(t.db, { operatorId: operator.id, surname: 'Riservata' });
  await t.db.insert(residencePermits).values({ beneficiaryId: her.id, type: 'Asilo', startDate: '2028-01-01', expDate: '2030-03-30' });
  await createCost(t.db, { beneficiaryId: her.id, type: costType.id, date: '2030-03-01' });
  return operator;
}

describe('sendWeeklyDigests', () => {
  it('one mail per operator per week, with her counts and a link to Oggi, no names', async () => {
    const operator = await busyOperator({ name: 'Giulia' });
    await sendWeeklyDigests(deps, '2030-03-11'); // Monday
    const [mail, ...more] = await mailsTo(t.db, operator.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Empowerment: le scadenze della settimana');
    expect(mail.text).toBe(
      [
        'Buongiorno Giulia,',
        'nei prossimi 30 giorni i beneficiari che segui hanno 2 scadenze:',
        '- Permessi di soggiorno in scadenza: 1\n- Costi da verificare: 1',
        'I nomi e i dettagli sono nella pagina Oggi del gestionale:',
        'https://empowerment.example.org/oggi',
        'Per non ricevere più questo riepilogo, disattiva "Ricevi il riepilogo settimanale" nel tuo profilo.',
      ].join('\n\n'),
    );
    expect(mail.text).not.toContain('Riservata');
    expect(mail.text).not.toContain('Asilo');

    // the job again in the same week (a retry, a second schedule): nothing more; the next week, one more
    await sendWeeklyDigests(deps, '2030-03-11');
    await sendWeeklyDigests(deps, '2030-03-14');
    expect(await mailsTo(t.db, operator.email)).toHaveLength(1);
    await sendWeeklyDigests(deps, '2030-03-18');
    expect(await mailsTo(t.db, operator.email)).toHaveLength(2);
  });

  it('counts the courses starting in the weeks ahead as the other kinds', async () => {
    const operator = await busyOperator({ name: 'Marta' });
    const beneficiary = await createBeneficiary(t.db, { operatorId: operator.id });
    const typeId = (await createCourseType(t.db)).id;
    const provider = (await createTrainingBody(t.db)).id;
    const soon = await createCourse(t.db, { provider, typeId, startDate: '2030-03-20' });
    const later = await createCourse(t.db, { provider, typeId, startDate: '2030-06-20' });
    await t.db.insert(participants).values([soon, later].map((c) => ({ beneficiaryId: beneficiary.id, courseId: c.id })));
    await sendWeeklyDigests(deps, '2030-03-11');
    const [mail] = await mailsTo(t.db, operator.email);
    expect(mail.text).toContain('nei prossimi 30 giorni i beneficiari che segui hanno 3 scadenze:');
    expect(mail.text).toContain('- Permessi di soggiorno in scadenza: 1\n- Corsi in partenza: 1\n- Costi da verificare: 1');
  });

  it('none when she switched it off, nor to a deactivated operator, nor when nothing is due', async () => {
    const off = await busyOperator({ weeklyDigest: false });
    const gone = await busyOperator({ deactivatedAt: new Date() });
    const idle = await createOperator(t.db);
    await createBeneficiary(t.db, { operatorId: idle.id });
    await sendWeeklyDigests(deps, '2030-03-11');
    for (const op of [off, gone, idle]) expect(await mailsTo(t.db, op.email)).toEqual([]);

    // switched on again, she gets this week's
    await t.db.update(operators).set({ weeklyDigest: true }).where(eq(operators.id, off.id));
    await sendWeeklyDigests(deps, '2030-03-12');
    expect(await mailsTo(t.db, off.email)).toHaveLength(1);
  });

  it('once when two processes run it at the same instant', async () => {
    const ops = await Promise.all([busyOperator(), busyOperator(), busyOperator()]);
    // a second process: its own pool and mailer on the same database
    const other = connect(t.config.databaseUrl!);
    afterAll(() => other.close());
    const otherDeps = {
      db: other.db,
      mailer: createMailer({ from: t.config.mailFrom, db: other.db, log: quiet }),
      publicUrl: deps.publicUrl,
    };
    const [a, b] = await Promise.all([sendWeeklyDigests(deps, '2030-04-01'), sendWeeklyDigests(otherDeps, '2030-04-01')]);
    for (const op of ops) expect(await mailsTo(t.db, op.email)).toHaveLength(1);
    const written = await t.db.select().from(weeklyDigests).where(eq(weeklyDigests.week, '2030-04-01'));
    expect(a.sent + b.sent).toBe(written.length);
  });
});
