import type * as Nodemailer from 'nodemailer';
import { onFirstUse } from './on-first-use';

const nodemailer = onFirstUse<typeof Nodemailer>('nodemailer');

export type Mail = { to: string; subject: string; text: string; html?: string };
/** What hands a mail to the mail server: nodemailer's SMTP transport, or a stand-in in the tests. */
export type MailTransport = { sendMail: (mail: Mail & { from: string }) => Promise<unknown> };
/** An SMTP exchange that hangs is given up within about a minute, and tried again later. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export const smtpTransport = (url: string): MailTransport => nodemailer().createTransport({ url, ...SMTP_TIMEOUTS });

/**
 * The error a failed delivery leaves in the queue, read by administrators: the server's answer
 * without the addresses it may quote.
 */
export function deliveryError(err: unknown): Error {
  const { code, responseCode, message } = (err ?? {}) as { code?: string; responseCode?: number; message?: string };
  const text = String(message ?? err)
    .replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, '<indirizzo>')
    .slice(0, 300);
  return new Error([code, responseCode, text].filter(Boolean).join(' '));
}
