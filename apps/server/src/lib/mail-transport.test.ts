import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { deliveryError, smtpTransport } from './mail-transport';

describe('the SMTP transport', () => {
  it('fails a delivery to an address where no server listens, saying why', async () => {
    // a port that was free a moment ago: nothing listens there
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const mail = { from: 'no-reply@example.org', to: 'giulia.rossi@example.org', subject: 'Prova', text: 'Testo' };
    const failure = await transport.sendMail(mail).then(
      () => null,
      (err: unknown) => deliveryError(err),
    );
    expect(failure?.message).toMatch(/^ESOCKET connect ECONNREFUSED 127.0.0.1:\d+$/);
  });

  it('keeps the code and the answer of the server, not the addresses it quotes', () => {
    const err = Object.assign(new Error('Recipient address rejected: <giulia.rossi@example.org> and anna@example.org: no'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(deliveryError(err).message).toBe('EENVELOPE 550 Recipient address rejected: <indirizzo> and <indirizzo> no');
  });
});
