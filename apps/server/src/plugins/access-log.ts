import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { safeErrorFields } from '../lib/safe-error-log';

/**
 * One log line per request, when it completes, naming the route's pattern and never the URL: query
 * strings carry patient names, birth dates and referral codes, which must stay out of the logs.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, ...safeErrorFields(error) }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
