import { eq, sql } from 'drizzle-orm';
import type { Db, Runner } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Jobs } from './jobs';
import { deliveryError, type Mail, type MailTransport } from './mail-transport';

export type Mailer = {
  /**
   * Keeps the mail in the outbox within `db`'s transaction (the request's, through `app.db`) and,
   * with a mail server, puts its delivery in the queue in the same transaction: a request that
   * fails sends nothing.
   */
  send: (mail: Mail, db?: Runner) => Promise<void>;
  /** The queue's job: hands the outbox's mail to the server, once (docs/decisions/0047-job-queue.md). */
  deliver: (mailId: number) => Promise<void>;
};
type Logger = { info: (obj: object, msg: string) => void };

/**
 * Every mail is kept in the outbox table first. With a transport (SMTP_URL) its delivery is a job
 * of the queue, done by whichever process takes it; without one the outbox is where a local user
 * (and the tests) find it (the log names only its recipient and subject).
 */
export function createMailer(opts: { transport?: MailTransport; jobs?: Jobs; from: string; db: Db; log: Logger }): Mailer {
  const { transport, jobs } = opts;
  if (transport && !jobs) throw new Error('sending mail through a server needs the job queue');
  return {
    async send(mail, db = opts.db) {
      if (!transport || !jobs) {
        await db.insert(mailOutbox).values(mail);
        // its text holds single-use links: it stays in the outbox table, never in the log
        opts.log.info({ to: mail.to, subject: mail.subject }, 'Email non inviata (SMTP_URL assente): il testo è nella tabella mail_outbox');
        return;
      }
      await db.transaction(async (tx) => {
        const [{ id }] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
        await jobs.send(tx, 'mailDelivery', { mailId: id });
      });
    },

    async deliver(mailId) {
      if (!transport) return;
      await opts.db.transaction(async (tx) => {
        // the row stays locked through the exchange with the server: a second attempt waits, then finds it sent
        await tx.execute(sql`SET LOCAL idle_in_transaction_session_timeout = '90s'`);
        const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).for('update');
        if (!mail || mail.sentAt) return;
        try {
          await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
        } catch (err) {
          throw deliveryError(err);
        }
        await tx
          .update(mailOutbox)
          .set({ sentAt: sql`now()` })
          .where(eq(mailOutbox.id, mailId));
      });
    },
  };
}
