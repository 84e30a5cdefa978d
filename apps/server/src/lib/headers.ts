import type { FastifyRequest } from 'fastify';

/** A request header sent once, as text; absent or sent several times, undefined (webhook signatures). */
export function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
