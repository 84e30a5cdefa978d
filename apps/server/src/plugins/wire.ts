import { camelKeys, snakeKeysShallow } from '@dme/shared/wire/case';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSerializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The wire contract of DESIGN §4 in one place: requests arrive snake_case and are validated as
 * camelCase against the shared zod schemas; replies are validated against their camelCase schema
 * and leave snake_case.
 */
export const wirePlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompiler);
  const replacer = (_key: string, value: unknown) => snakeKeysShallow(value);
  app.setSerializerCompiler(createSerializerCompiler({ replacer }));
  // Replies without a response schema (errors, plugins) follow the same contract.
  app.setReplySerializer((payload) => JSON.stringify(payload, replacer));

  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = camelKeys(request.body);
    if (request.query && typeof request.query === 'object') request.query = camelKeys({ ...request.query });
  });
});
