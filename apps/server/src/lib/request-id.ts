import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@empowerment/shared';

const header = REQUEST_ID_HEADER.toLowerCase();

/**
 * Fastify's genReqId: the id a client sent (the web app makes one for every call, a proxy may too)
 * when it is a short safe token, a new one otherwise. It goes into every log line of the request
 * as reqId, so nothing else may come in: a long or odd value would forge or bloat the log.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[header];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}
