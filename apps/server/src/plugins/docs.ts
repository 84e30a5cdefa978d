import { toSnakeCase } from '@dme/shared/wire/case';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { UNDECLARED_REPLY } from './wire';

type JsonSchema = { [key: string]: unknown };

/** Where the browsable docs live; the document itself is at `${DOCS_PREFIX}/json` (and `/yaml`). */
export const DOCS_PREFIX = '/api/docs';

/**
 * The zod schemas are camelCase; the documented wire is snake_case like the real one. Only the
 * names a schema declares (`properties` keys, `required` entries) are renamed, never the JSON
 * Schema keywords themselves.
 */
export function snakeSchema(schema: unknown): unknown {
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
type RouteSchema = ReturnType<typeof jsonSchemaTransform>['schema'];

/** The wire's catch-all reply schema is no documented reply. */
function withoutUndeclaredReply(input: TransformInput): TransformInput {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (response?.default !== UNDECLARED_REPLY) return input;
  const { default: _undeclared, ...declared } = response;
  return { ...input, schema: { ...input.schema, response: declared } };
}

/**
 * The parts of a route's schema the wire renames (plugins/wire.ts): bodies, query strings and
 * replies. Path parameters keep the names the path template spells (`{shipmentId}`), and headers
 * are never renamed.
 */
function snakeWireParts(schema: RouteSchema): RouteSchema {
  if (!schema) return schema;
  const { body, querystring, response, ...rest } = schema as JsonSchema;
  return {
    ...rest,
    ...(body === undefined ? {} : { body: snakeSchema(body) }),
    ...(querystring === undefined ? {} : { querystring: snakeSchema(querystring) }),
    ...(response === undefined ? {} : { response: snakeSchema(response) }),
  } as RouteSchema;
}

/**
 * For a route whose wire is another standard's, spelled as that standard spells it (CDS Hooks is
 * camelCase): documented as it is sent, no name renamed. Set it as the route's
 * `config.swaggerTransform`; the route sends its replies as they are, past the wire's writer.
 */
export const documentAsSent = (input: TransformInput) => jsonSchemaTransform(withoutUndeclaredReply(input));

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operation id from the method and the path, so generated clients get readable names:
 * `POST /api/cart_items` → `postApiCartItems`, `GET /api/orders/{id}` → `getApiOrdersById`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      const parts = (parameter ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      const name = parts.map(capitalize).join('');
      return parameter ? [`By${name}`] : [name];
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

type Operation = { operationId?: string } & JsonSchema;
type OpenApiObject = {
  paths?: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>>;
  components?: { schemas?: JsonSchema } & JsonSchema;
} & JsonSchema;

/** Every operation gets an id (a route's own `schema.operationId` wins); ids must be unique. */
function withOperationIds(document: OpenApiObject): OpenApiObject {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      const where = `${method.toUpperCase()} ${path}`;
      const clash = seen.get(operation.operationId);
      if (clash) throw new Error(`Operation id ${operation.operationId} of ${where} is also ${clash}'s`);
      seen.set(operation.operationId, where);
    }
  }
  return document;
}

/** The shape of every refusal (plugins/errors.ts): one message, or several for a form. */
const errorReplySchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'What was wrong, in words a person can act on.' },
    type: { type: 'string', description: 'A machine-readable kind, where the client acts on it.' },
    errors: { type: 'array', items: { type: 'string' }, description: 'Several messages at once.' },
  },
} as const;

/**
 * Any route can refuse a request (a body that fails its schema, a rate limit, a missing sign-in)
 * with the error shape; routes that document no 4xx reply of their own get it as `4XX`.
 */
function withErrorReplies(document: OpenApiObject): OpenApiObject {
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ErrorReply: errorReplySchema },
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const responses = (operation.responses ?? {}) as JsonSchema;
      if (Object.keys(responses).some((status) => status.startsWith('4'))) continue;
      operation.responses = {
        ...responses,
        '4XX': {
          description: 'The request was refused; the message says why.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
        },
      };
    }
  }
  return document;
}

/**
 * devise_token_auth's three headers sign a user in (all three together); the anonymous patient
 * session is the `session_id` cookie. Each route checks what it needs, so the document offers both
 * as alternatives, and none: public routes take neither.
 */
const securitySchemes = {
  accessToken: {
    type: 'apiKey',
    in: 'header',
    name: 'access-token',
    description: 'The access token of a signed-in user (sent with `client` and `uid`).',
  },
  client: {
    type: 'apiKey',
    in: 'header',
    name: 'client',
    description: 'The client id of the signed-in device (sent with `access-token` and `uid`).',
  },
  uid: {
    type: 'apiKey',
    in: 'header',
    name: 'uid',
    description: "The signed-in user's e-mail (sent with `access-token` and `client`).",
  },
  patientSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'session_id',
    description: "The anonymous patient session (the shop's cart, answers and insurance).",
  },
} as const;

interface DocsOptions {
  /** The server's public base URL, the document's `servers` entry. */
  publicUrl: string;
}

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance, { publicUrl }: DocsOptions) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'DME Marketplace API',
        version: '1.0.0',
        description:
          'JSON is snake_case both ways. Signed-in calls send the access-token, client and uid headers; ' +
          'the anonymous patient session is the session_id cookie.',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes },
      security: [{}, { accessToken: [], client: [], uid: [] }, { patientSession: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(withoutUndeclaredReply(input));
      return { schema: snakeWireParts(schema), url };
    },
    transformObject: (documentObject) => {
      // Only ever an OpenAPI document here: the options above ask for `openapi`, not `swagger`.
      const document = (documentObject as { openapiObject: OpenApiObject }).openapiObject;
      if (document.components?.schemas)
        document.components.schemas = snakeSchema(document.components.schemas) as JsonSchema;
      return withErrorReplies(withOperationIds(document)) as ReturnType<SwaggerTransformObject>;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The document is OpenAPI, not a reply of our wire: its keywords (`requestBody`,
    // `additionalProperties`) must not be renamed to snake_case by the wire's reply writer.
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.serializer(JSON.stringify);
        done();
      },
    },
  });
});
