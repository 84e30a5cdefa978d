import { toSnakeCase } from '@dme/shared/wire/case';
import { SERVICE_UNAVAILABLE } from '@dme/shared/wire/service-unavailable';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { unavailabilityOf } from '../db/connection-errors';
import { DomainError, type DomainErrorCode } from '../lib/domain-error';
import { safeErrorFields, sqlStateOf } from '../lib/safe-error-log';

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  throttled: 429,
};

/** Names the field on the wire (snake_case), so a 400 says what to fix. */
function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const issue = error.validation[0];
  if (!issue) return 'Invalid request';
  const field = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => toSnakeCase(part))
    .join('.');
  const message = issue.message ?? 'is invalid';
  return field ? `${field}: ${message}` : message;
}

/**
 * The last line of defence for database refusals a service did not turn into a DomainError: bad
 * input must answer 4xx, never 500 (issue 12 item 10). The texts name the kind of problem, never
 * the value or the SQL.
 */
const DATABASE_REFUSALS: Array<{ matches: (sqlState: string) => boolean; status: number; message: string }> =
  [
    {
      matches: (s) => s === '23505',
      status: 409,
      message: 'This already exists. Please reload and try again.',
    },
    {
      matches: (s) => s === '23503',
      status: 409,
      message: 'This refers to something that no longer exists.',
    },
    {
      matches: (s) => s === '40001' || s === '40P01',
      status: 409,
      message: 'Another change got in the way. Please try again.',
    },
    {
      matches: (s) => s === '22007' || s === '22008',
      status: 400,
      message: 'A date in the request is not a valid date.',
    },
    { matches: (s) => s === '22001', status: 400, message: 'A value in the request is too long.' },
    { matches: (s) => s === '22003', status: 400, message: 'A number in the request is out of range.' },
    {
      matches: (s) => s === '22021' || s === '22P05',
      status: 400,
      message: 'A value in the request holds a character that is not allowed.',
    },
    { matches: (s) => s === '22P02', status: 400, message: 'A value in the request has the wrong format.' },
    {
      matches: (s) => s === '23502' || s === '23514',
      status: 400,
      message: 'A required value is missing or not allowed.',
    },
    { matches: (s) => s.startsWith('22'), status: 400, message: 'A value in the request is not valid.' },
  ];

/**
 * Seconds a client is asked to wait after a 503 (RFC 9110 §10.2.3): a restart or a managed
 * failover takes tens of seconds, and a person pressing again sooner only finds the same answer.
 */
export const RETRY_AFTER_SECONDS = 10;

/** One place maps every error to the wire's shapes; 5xx never reveal internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const status = STATUS_BY_CODE[error.code];
      const { type, errors } = error.details;
      const body = errors ? { errors } : { error: error.message, ...(type ? { type } : {}) };
      return reply.status(status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ error: describeValidation(error) });
    }
    const route = request.routeOptions.url ?? 'unmatched';
    // The database (or the network to it) is gone for now: nothing the caller sent is wrong, so
    // this is no 500 but a 503 to retry (issue 47 item 3). The log keeps the label, class and code.
    const unavailable = unavailabilityOf(error);
    if (unavailable) {
      request.log.error(
        { ...safeErrorFields(error), route, unavailable },
        'database or network unavailable; answered 503',
      );
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ type: SERVICE_UNAVAILABLE.type, error: SERVICE_UNAVAILABLE.message });
    }
    const sqlState = sqlStateOf(error);
    const refusal = sqlState ? DATABASE_REFUSALS.find((entry) => entry.matches(sqlState)) : undefined;
    if (refusal) {
      request.log.warn({ ...safeErrorFields(error), route }, 'database refused the request');
      return reply.status(refusal.status).send({ error: refusal.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ ...safeErrorFields(error), route }, 'reply did not match its schema');
      return reply.status(500).send({ error: 'Something went wrong' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ ...safeErrorFields(error), route }, 'unhandled error');
      return reply.status(500).send({ error: 'Something went wrong' });
    }
    return reply.status(status).send({ error: error.message });
  });
});
