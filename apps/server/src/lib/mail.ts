import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };
type Logger = { info: (obj: object, msg: string) => void };

/**
 * With SMTP_URL mail goes through that server. Without it each mail is kept in the outbox table
 * (the log names only its recipient and subject), so a local user (and the tests) can follow its link.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; log: Logger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: opts.from, ...mail });
        return;
      }
      await opts.db.insert(mailOutbox).values(mail);
      // its text holds single-use links: it stays in the outbox table, never in the log
      opts.log.info({ to: mail.to, subject: mail.subject }, 'Email non inviata (SMTP_URL assente): il testo è nella tabella mail_outbox');
    },
  };
}
