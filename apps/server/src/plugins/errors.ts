import { toSnakeCase } from '@dme/shared/wire/case';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorCode } from '../lib/domain-error';

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
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'reply did not match its schema');
      return reply.status(500).send({ error: 'Something went wrong' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: 'Something went wrong' });
    }
    return reply.status(status).send({ error: error.message });
  });
});
