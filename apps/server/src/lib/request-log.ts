import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it ends: the request (method, URL with its tokens
 * redacted, address), the status and the time taken. Fastify's default writes a second line as the
 * request comes in, which doubled the cost of logging a quick request and told nothing the last
 * line does not (decision 0025).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
