import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it ends: the request (method, route, the names of its
 * query parameters, address: lib/log-serializers), the status and the time taken. Fastify's
 * default writes a second line as the request comes in, which doubled the cost of logging a quick
 * request and told nothing the last line does not (decision 0025).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  // Fastify's own 404 line holds the whole URL; the request's line says it already, without values
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
