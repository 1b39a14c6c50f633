import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** The longest a stop waits for the requests in flight before it ends the process anyway. */
export const DRAIN_DEADLINE_MS = 10_000;
/** How often a stop closes the connections that have turned idle since it began. */
const IDLE_CHECK_MS = 100;

type Log = { info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void };

/**
 * How the process stops on SIGTERM or SIGINT (an orchestrator's rolling restart, Ctrl-C): at once
 * not ready (the readiness probe answers 503); after `delayMs` (STOP_DELAY, 0 by default) no new
 * connection; the requests in flight finish, then the pool closes (and the embedded PostgreSQL
 * stops, when this process started it) and the process exits 0. A second signal, or
 * `delayMs` + DRAIN_DEADLINE_MS without the end, exits 1 at once.
 *
 * The delay is for a balancer in front: while it goes on, the process still takes and serves new
 * connections (each answer closing its own), until the balancer's checks have seen it not ready
 * and send it nothing more. Without it, a request sent in the very instant the listening socket
 * closes can be cut (its connection accepted by the system, then reset), and a write cannot be
 * sent again by the balancer.
 */
export function stopOnSignals(
  app: FastifyInstance,
  database: Database,
  log: Log,
  { deadlineMs = DRAIN_DEADLINE_MS, delayMs = 0 }: { deadlineMs?: number; delayMs?: number } = {},
) {
  let stopping = false;
  let started = 0;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} di nuovo: arresto immediato`);
      process.exit(1);
    }
    stopping = true;
    app.drain.draining = true;
    started = performance.now();
    log.info(
      `${signal}: arresto in corso${delayMs ? `, non pronto per ${delayMs / 1000} s prima di chiudere` : ''}, completo le richieste in corso (al massimo ${deadlineMs / 1000} s)`,
    );
    setTimeout(() => {
      log.error(`arresto: richieste ancora in corso dopo ${deadlineMs / 1000} s, uscita immediata`);
      process.exit(1);
    }, delayMs + deadlineMs).unref();
    setTimeout(close, delayMs);
  };
  const close = () => {
    // A connection whose answer was already on its way when the stop began (so without
    // 'Connection: close') turns idle after the close and would hold the stop until its keep-alive
    // timeout: each one is closed as soon as it is idle. A balancer in front sees a connection
    // closed between two requests, and sends the next one elsewhere.
    const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS).unref();
    // HTTP first (no new connection, the ones in flight end), the database last
    app
      .close()
      .then(() => {
        clearInterval(idle);
        return database.close();
      })
      .then(
        () => {
          log.info(`arresto completato in ${Math.round(performance.now() - started)} ms`);
          process.exit(0);
        },
        (err: unknown) => {
          log.error(`arresto non riuscito: ${(err as Error)?.message ?? String(err)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
