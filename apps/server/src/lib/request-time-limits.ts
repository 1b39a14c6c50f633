import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { MSG, REQUEST_ID_HEADER, STATUS_MESSAGES } from '@empowerment/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * How long the product waits for a client (decision 0033). It listens on 0.0.0.0 with no proxy in
 * front, so nothing else stops a client that opens a request and then sends nothing: five such
 * connections held the five upload turns for good, and an unfinished body kept its socket open.
 * Limits on silence, not on duration, wherever a slow line must still get through.
 */
export const REQUEST_TIME_LIMITS = {
  /** The request line and headers: a few hundred bytes a browser sends at once. */
  headersMs: 10_000,
  /**
   * The longest silence of a body while the server reads it: the same 10 s a transaction may stay
   * idle (0006). Time the server itself is not reading (its own work, an upload waiting for its
   * turn) does not count.
   */
  bodyIdleMs: 10_000,
  /**
   * Each 1 MiB part of a document: the slowest line an upload serves, about 140 kbit/s (0027). A
   * client that trickles a few bytes now and then gives its upload turn back after this long.
   */
  uploadPartMs: 60_000,
  /**
   * A whole request, first byte to last: above the slowest whole upload (15 parts) and its wait for
   * a turn, so that only a request that would never end meets it.
   */
  requestMs: 30 * 60_000,
  /** How often the limits are checked: each is passed by at most this much. */
  checkMs: 1_000,
};
export type RequestTimeLimits = typeof REQUEST_TIME_LIMITS;

/** The limits with the replacements a test gave (Config.requestTimeLimits). */
export const requestTimeLimits = (replaced: Partial<RequestTimeLimits> = {}): RequestTimeLimits => ({
  ...REQUEST_TIME_LIMITS,
  ...replaced,
});

/**
 * The options of Node's HTTP server that hold the headers and the whole request to their limits
 * (Fastify sets requestTimeout again once the server is made: give it the same value).
 */
export const serverTimeOptions = (limits: RequestTimeLimits): ServerOptions => ({
  headersTimeout: limits.headersMs,
  requestTimeout: limits.requestMs,
  connectionsCheckingInterval: limits.checkMs,
});

/** The answer to a request whose client stopped sending (always with Connection: close). */
export const requestTimedOut = () => new AppError('REQUEST_TIMEOUT', MSG.requestTimeout);

/**
 * Holds every request body to REQUEST_TIME_LIMITS.bodyIdleMs of silence. A body counts as silent
 * while its reader wants it (the stream flows) and no byte arrives on its connection; paused by the
 * server (a part being written, an upload waiting for its turn) it is not. A silent body's reader
 * fails with the 408 (the JSON parser, the multipart form: the upload's transaction rolls back and
 * its turn is free), whose answer closes the connection; a connection still open `bodyIdleMs`
 * later, or that can no longer be answered, is cut.
 */
export function watchRequestBodies(server: Server, limits: RequestTimeLimits) {
  type Watched = { response: ServerResponse; bytes: number; since: number };
  const watched = new Map<IncomingMessage, Watched>();
  let timer: NodeJS.Timeout | undefined;

  const stop = (request: IncomingMessage, response: ServerResponse) => {
    const socket: Socket = request.socket;
    setTimeout(() => socket.destroy(), limits.bodyIdleMs).unref();
    if (response.headersSent || request.listenerCount('error') === 0) return socket.destroy();
    response.setHeader('Connection', 'close');
    request.emit('error', requestTimedOut());
  };

  const check = () => {
    const now = Date.now();
    for (const [request, seen] of watched) {
      if (request.complete || request.destroyed) {
        watched.delete(request);
        continue;
      }
      const bytes = request.socket.bytesRead;
      if (bytes !== seen.bytes || request.readableFlowing !== true) {
        seen.bytes = bytes;
        seen.since = now;
      } else if (now - seen.since >= limits.bodyIdleMs) {
        watched.delete(request);
        stop(request, seen.response);
      }
    }
    if (watched.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    if (!chunked && !(Number(length) > 0)) return;
    watched.set(request, { response, bytes: request.socket.bytesRead, since: Date.now() });
    timer ??= setInterval(check, limits.checkMs).unref();
  });
  server.on('close', () => clearInterval(timer));
}

/**
 * Fastify's clientErrorHandler (called with the app as `this`): the answer to a request Node refuses
 * before any route sees it, headers too slow (408) or too large (431) or malformed (400), in
 * Italian, with a request id of its own in X-Request-Id, in the body and in its one log line, as
 * every other error answer has (decision 0043); never on top of an answer already begun.
 */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MSG.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MSG.contentTooLarge]
        : [400, STATUS_MESSAGES[400]];
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const requestId = randomUUID();
    this.log.info({ reqId: requestId, res: { statusCode: status }, code: err.code }, 'request refused before its route');
    const body = JSON.stringify({ error: text, requestId });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `${REQUEST_ID_HEADER}: ${requestId}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
