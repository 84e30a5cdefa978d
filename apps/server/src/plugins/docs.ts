import { toSnakeCase } from '@dme/shared/wire/case';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { UNDECLARED_REPLY } from './wire';

type JsonSchema = { [key: string]: unknown };

/** The zod schemas are camelCase; the documented wire is snake_case like the real one. */
function snakeSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      result[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, child]) => [toSnakeCase(name), snakeSchema(child)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      result[key] = value.map((name) => (typeof name === 'string' ? toSnakeCase(name) : name));
    } else {
      result[key] = snakeSchema(value);
    }
  }
  return result;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The wire's catch-all reply schema is no documented reply. */
function withoutUndeclaredReply(input: TransformInput): TransformInput {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (response?.default !== UNDECLARED_REPLY) return input;
  const { default: _undeclared, ...declared } = response;
  return { ...input, schema: { ...input.schema, response: declared } };
}

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'DME Marketplace API',
        version: '1.0.0',
        description:
          'JSON is snake_case both ways. Signed-in calls send access-token, client and uid headers.',
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(withoutUndeclaredReply(input));
      return { schema: snakeSchema(schema) as typeof schema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
