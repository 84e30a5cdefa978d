import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { DomainError } from '../../lib/domain-error';
import { documentAsSent } from '../../plugins/docs';
import type { AuditCaller } from '../audit/audit-caller';
import { capabilityStatement, operationOutcome, smartConfiguration } from './fhir-discovery';
import type { Permission, ServedResourceType } from './fhir-scopes';
import {
  authorizeFhirRequest,
  exchangeClientAssertion,
  type FhirDeps,
  FhirError,
  OAuthError,
  readCoverSheet,
  readDeviceRequest,
  searchDeviceRequests,
} from './fhir-server.service';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
/** The CapabilityStatement's date: when this version of the API was published. */
const PUBLISHED = '2026-12-03';

/** A FHIR reply: the resource as FHIR spells it (past the wire's snake_case writer), never cached. */
const sendResource = (reply: FastifyReply, resource: object, status = 200) =>
  reply.status(status).type(FHIR_JSON).header('cache-control', 'no-store').send(JSON.stringify(resource));

const sendFhirError = (reply: FastifyReply, error: FhirError) => {
  if (error.challenge) reply.header('www-authenticate', error.challenge);
  return sendResource(reply, operationOutcome(error.code, error.message), error.status);
};

/** An EHR's backend client acts as no user of the product: the audit names it by client id, with the address. */
const fhirClientCaller = (request: FastifyRequest): AuditCaller => ({ userId: null, ipAddress: request.ip });

/** OAuth's and SMART's JSON as they spell it (snake_case already, not the wire's conversion). */
const sendJson = (reply: FastifyReply, status: number, body: object, cacheControl = 'no-store') =>
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', cacheControl)
    .send(JSON.stringify(body));

/** RFC 6749 §5.1–5.2: token replies are never stored (no-store and no-cache); an error names its code. */
const TOKEN_PATH = '/fhir/auth/token';

const sendOAuth = (reply: FastifyReply, status: number, body: object) =>
  sendJson(reply.header('pragma', 'no-cache'), status, body);

const resourceSchema = (resourceType: string) =>
  z
    .looseObject({ resourceType: z.literal(resourceType) })
    .describe(`A FHIR R4 ${resourceType} (application/fhir+json)`);
const outcomeReplies = {
  401: resourceSchema('OperationOutcome').describe(
    'No access token, or an expired one (WWW-Authenticate says which)',
  ),
  403: resourceSchema('OperationOutcome').describe("The token's scopes do not cover this read"),
  404: resourceSchema('OperationOutcome').describe('No such resource among this EHR’s work orders'),
};

const tokenRequestSchema = z.object({
  grant_type: z.string().max(100).optional(),
  client_assertion_type: z.string().max(200).optional(),
  client_assertion: z.string().max(8192).optional(),
  scope: z.string().max(2000).optional(),
});

const tokenReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  scope: z.string(),
});
const oauthErrorSchema = z
  .object({ error: z.string(), error_description: z.string() })
  .describe('RFC 6749 §5.2: invalid_request, invalid_client, unsupported_grant_type or invalid_scope');

/**
 * The form is read as sent: its keys are OAuth's (`grant_type`), and a root without Object's
 * prototype passes the wire's camelCase conversion untouched (plugins/wire.ts converts plain objects).
 */
const parseForm = (
  _request: FastifyRequest,
  body: string,
  done: (error: Error | null, body?: unknown) => void,
) => done(null, Object.setPrototypeOf(Object.fromEntries(new URLSearchParams(body)), null));

/**
 * The product's FHIR R4 read API for the EHRs its orders come from (issue 49), secured by SMART
 * Backend Services: discovery, the token endpoint, DeviceRequest read and search, and the cover
 * sheet's DocumentReference. Bodies are FHIR's and OAuth's own, documented as sent.
 */
export const fhirRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: FhirDeps = { db: context.db, config: context.config };
    const { config } = context;
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
    // What is refused before a handler runs (a body that is not JSON, nested too deep, holding a NUL
    // character) is answered in the standards' own shapes: OAuth's error at the token endpoint, an
    // OperationOutcome elsewhere; never the product's, which these routes' replies do not declare.
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const refusedInput =
        (error instanceof DomainError && error.code === 'validation') ||
        (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500);
      if (!refusedInput) throw error;
      const message = error instanceof DomainError ? error.message : 'The request could not be read';
      if (request.routeOptions.url === TOKEN_PATH)
        return sendOAuth(reply, 400, { error: 'invalid_request', error_description: message });
      return sendResource(reply, operationOutcome('invalid', message), 400);
    });

    /** Runs a FHIR interaction once the bearer token allows it; a refusal is an OperationOutcome. */
    const guarded =
      (
        type: ServedResourceType,
        permission: Permission,
        answer: (
          request: FastifyRequest,
          access: Awaited<ReturnType<typeof authorizeFhirRequest>>,
        ) => Promise<object>,
      ) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          const access = await authorizeFhirRequest(config, request.headers.authorization, {
            type,
            permission,
          });
          return sendResource(reply, await answer(request, access));
        } catch (error) {
          if (error instanceof FhirError) return sendFhirError(reply, error);
          throw error;
        }
      };

    app.get(
      '/fhir/metadata',
      {
        schema: {
          tags: ['fhir'],
          summary:
            'FHIR R4 CapabilityStatement: DeviceRequest read and search, DocumentReference read (public)',
          response: { 200: resourceSchema('CapabilityStatement') },
        },
        config: { swaggerTransform: documentAsSent },
      },
      async (_request, reply) => sendResource(reply, capabilityStatement(config.PUBLIC_URL, PUBLISHED)),
    );

    app.get(
      '/fhir/.well-known/smart-configuration',
      {
        schema: {
          tags: ['fhir'],
          summary:
            'SMART configuration: the token endpoint, private_key_jwt (RS384, ES384), system scopes (public)',
          response: { 200: z.looseObject({ token_endpoint: z.string() }) },
        },
        config: { swaggerTransform: documentAsSent },
      },
      async (_request, reply) =>
        sendJson(reply, 200, smartConfiguration(config.PUBLIC_URL), 'public, max-age=3600'),
    );

    app.post(
      TOKEN_PATH,
      {
        schema: {
          tags: ['fhir'],
          summary: 'SMART Backend Services token: client_credentials with a signed client_assertion (form)',
          consumes: ['application/x-www-form-urlencoded'],
          body: tokenRequestSchema,
          response: { 200: tokenReplySchema, 400: oauthErrorSchema },
        },
        config: { swaggerTransform: documentAsSent },
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError || typeof request.body !== 'object' || request.body === null)
          return sendOAuth(reply, 400, {
            error: 'invalid_request',
            error_description: 'The token request must be a form (application/x-www-form-urlencoded)',
          });
        try {
          return sendOAuth(reply, 200, await exchangeClientAssertion(deps, request.body));
        } catch (error) {
          if (!(error instanceof OAuthError)) throw error;
          // The rule a client assertion broke is logged (no claim value), never told the caller.
          if (error.reason) request.log.info({ reason: error.reason }, 'FHIR token request refused');
          return sendOAuth(reply, 400, { error: error.error, error_description: error.description });
        }
      },
    );

    app.get(
      '/fhir/DeviceRequest',
      {
        schema: {
          tags: ['fhir'],
          summary:
            "Search the EHR's own work orders as DeviceRequests: patient, status, _id, _count, _offset (bearer token)",
          // Read from the URL as FHIR spells it (`_id`); declared here for the document only.
          querystring: z.looseObject({
            patient: z
              .string()
              .optional()
              .describe('Patient id, Patient/<id>, or the EHR’s absolute Patient URL'),
            status: z
              .string()
              .optional()
              .describe('active (ordered or shipped), completed (delivered), revoked (cancelled)'),
            _id: z.string().optional().describe('DeviceRequest ids, comma-separated'),
            _count: z
              .string()
              .optional()
              .describe('Work orders per page (each gives one DeviceRequest per line), at most 100'),
            _offset: z.string().optional(),
          }),
          response: {
            200: resourceSchema('Bundle'),
            400: resourceSchema('OperationOutcome'),
            ...outcomeReplies,
          },
        },
        config: { swaggerTransform: documentAsSent },
      },
      guarded('DeviceRequest', 's', (request, access) =>
        searchDeviceRequests(
          deps,
          access,
          new URL(request.url, 'http://fhir').searchParams,
          fhirClientCaller(request),
        ),
      ),
    );

    const idParams = z.object({ id: z.string().max(100) });
    app.get(
      '/fhir/DeviceRequest/:id',
      {
        schema: {
          tags: ['fhir'],
          summary: 'One HCPCS line of a work order as a DeviceRequest (bearer token)',
          params: idParams,
          response: { 200: resourceSchema('DeviceRequest'), ...outcomeReplies },
        },
        config: { swaggerTransform: documentAsSent },
      },
      guarded('DeviceRequest', 'r', (request, access) =>
        readDeviceRequest(deps, access, (request.params as { id: string }).id, fhirClientCaller(request)),
      ),
    );

    app.get(
      '/fhir/DocumentReference/:id',
      {
        schema: {
          tags: ['fhir'],
          summary: "A work order's fax cover sheet as a DocumentReference (bearer token)",
          params: idParams,
          response: { 200: resourceSchema('DocumentReference'), ...outcomeReplies },
        },
        config: { swaggerTransform: documentAsSent },
      },
      guarded('DocumentReference', 'r', (request, access) =>
        readCoverSheet(deps, access, (request.params as { id: string }).id, fhirClientCaller(request)),
      ),
    );

    // Any other resource type is an interaction this server does not have: FHIR's answer, not the
    // web app's page (static paths above win over these parametric ones).
    const notSupported = async (request: FastifyRequest, reply: FastifyReply) =>
      sendResource(
        reply,
        operationOutcome(
          'not-supported',
          `${request.method} ${request.url.split('?')[0]} is not supported; see /fhir/metadata`,
        ),
        404,
      );
    const anyType = {
      schema: { hide: true, params: z.object({ type: z.string(), id: z.string().optional() }) },
    };
    app.get('/fhir/:type', anyType, notSupported);
    app.get('/fhir/:type/:id', anyType, notSupported);
  };
