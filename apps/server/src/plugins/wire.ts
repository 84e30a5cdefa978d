import { camelKeys, NestingTooDeepError } from '@dme/shared/wire/case';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { DomainError } from '../lib/domain-error';
import { compileReplyWriter } from '../lib/snake-json';
import { findNulCharacter, MAX_BODY_DEPTH } from '../lib/wire-input';

/** Replies a route declares no schema for (errors, plugins' replies): keys renamed, nothing checked. */
export const UNDECLARED_REPLY = z.unknown();

/** A route's reply schema: the zod type itself, or wrapped the way @fastify/swagger may hand it over. */
function replySchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof $ZodType) return wrapped;
  throw new Error(`A reply schema must be a zod type: ${JSON.stringify(schema)}`);
}

interface WireOptions {
  /** Check every reply against its schema (development and test); production only writes it. */
  validateReplies: boolean;
}

/**
 * The wire contract of DESIGN §4 in one place: requests arrive snake_case and are validated as
 * camelCase against the shared zod schemas; replies leave snake_case, written by a writer compiled
 * from their schema that writes only the keys the schema declares.
 */
export const wirePlugin = fp(async (app: FastifyInstance, { validateReplies }: WireOptions) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema, method, url }) => {
    const replySchema = replySchemaOf(schema);
    const write = compileReplyWriter(replySchema);
    // Fastify sends the bytes a serializer answers as they are (its type says text only).
    if (!validateReplies || replySchema === UNDECLARED_REPLY) return write as (data: unknown) => string;
    return (data) => {
      const result = safeEncode(replySchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return write(result.data) as string;
    };
  });
  // A global reply serializer would take precedence over every route's schema (Fastify's rule), so
  // the replies a route leaves undeclared get a catch-all schema of their own instead.
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    schema.response = { default: UNDECLARED_REPLY, ...(schema.response as object | undefined) };
    route.schema = schema;
  });

  // Many clients send `Content-Type: application/json` with no body on a body-less POST (checkout):
  // that is no body, which the route's schema then judges, not malformed JSON. Any other body goes
  // to Fastify's own parser, with the app's prototype-poisoning settings and body limit.
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body, done);
  });

  // Bad input is refused here, once for every route, with a 400 that names what to fix: a body
  // nested deeper than any schema (the converter would otherwise walk it all) and a NUL character,
  // which no PostgreSQL text column can hold.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkAndCamelCaseInput(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});

/** Throws a 400 for a NUL character or a body nested too deep, and converts body and query to camelCase. */
function checkAndCamelCaseInput(request: FastifyRequest) {
  for (const [part, value] of [
    ['body', request.body],
    ['query', request.query],
    ['path', request.params],
  ] as const) {
    const path = findNulCharacter(value, '');
    if (path !== undefined)
      throw new DomainError('validation', `${path || part}: must not contain a NUL character (\\u0000)`);
  }
  try {
    if (request.body && typeof request.body === 'object')
      request.body = camelKeys(request.body, MAX_BODY_DEPTH);
  } catch (error) {
    if (error instanceof NestingTooDeepError)
      throw new DomainError(
        'validation',
        `The request body is nested more than ${MAX_BODY_DEPTH} levels deep`,
      );
    throw error;
  }
  if (request.query && typeof request.query === 'object') request.query = camelKeys({ ...request.query });
}
