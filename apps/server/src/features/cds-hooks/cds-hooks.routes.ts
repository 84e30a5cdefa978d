import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { type Config, cdsClients } from '../../config';
import { DomainError, notFound } from '../../lib/domain-error';
import { documentAsSent } from '../../plugins/docs';
import { UntrustedJwtError } from '../trusted-jwts/trusted-jwts';
import {
  discoveryResponseSchema,
  HOOK_REQUEST_SCHEMAS,
  type HookRequest,
  hookResponseSchema,
} from './cds-hooks.schemas';
import { answerOrderHook, verifyCdsClient } from './cds-hooks.service';
import { CDS_SERVICE_IDS, CDS_SERVICES, type CdsServiceId } from './cds-services';
import { FhirServerUnavailable } from './fhir-server-reads';

const DISCOVERY = JSON.stringify({ services: Object.values(CDS_SERVICES) });
/** A hook's draft orders and prefetched chart can be large: a year of observations, several pages. */
const HOOK_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * §Cross-Origin Resource Sharing: browser-based CDS clients need CORS, and the spec refers to
 * OWASP's HTML5 cheat sheet, which keeps `Access-Control-Allow-Origin: *` to what holds nothing
 * sensitive. Discovery is public and lists no patient data: any origin. A hook's answer is about a
 * patient: only the origins of the CDS clients trusted in CDS_CLIENTS (their issuer and JWKS
 * URLs), named back one at a time, never with credentials (the JWT is the only proof).
 */
function trustedOrigins(config: Config): Set<string> {
  const origins = new Set<string>();
  for (const [issuer, jwksUrl] of cdsClients(config)) {
    for (const url of [issuer, jwksUrl]) {
      if (URL.canParse(url)) origins.add(new URL(url).origin);
    }
  }
  return origins;
}

function allowOrigin(request: FastifyRequest, reply: FastifyReply, origins: Set<string> | 'any') {
  const origin = request.headers.origin;
  reply.header('vary', 'Origin');
  if (origins === 'any') reply.header('access-control-allow-origin', '*');
  else if (origin && origins.has(origin)) reply.header('access-control-allow-origin', origin);
}

const answerPreflight = (methods: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(204)
    .header('access-control-allow-methods', methods)
    .header('access-control-allow-headers', 'authorization, content-type')
    .header('access-control-max-age', '600')
    .send();

/** The spec's JSON as it is spelled: past the wire's snake_case writer (plugins/wire.ts). */
const sendAsSent = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(json);

/** A 400 that names the field as the CDS Hooks request spells it (`context.patientId`). */
function validationProblemOf(error: Error): DomainError {
  const issue = hasZodFastifySchemaValidationErrors(error) ? error.validation[0] : undefined;
  if (!issue) return new DomainError('validation', 'The request is not a CDS Hooks request');
  const field = issue.instancePath.split('/').filter(Boolean).join('.');
  return new DomainError(
    'validation',
    field ? `${field}: ${issue.message}` : (issue.message ?? 'is invalid'),
  );
}

/**
 * CDS Hooks 2.0 (https://cds-hooks.hl7.org/2.0/): the discovery endpoint and the two order
 * services. Their wire is the spec's own (camelCase), so bodies are read and written as sent,
 * not through the product's snake_case wire; documented as sent too.
 */
export const cdsHooksRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = context;
    const origins = trustedOrigins(config);
    const deps = { db, config };

    // The request's keys are the spec's: a root without Object's prototype passes the wire's
    // camelCase conversion untouched (it converts plain objects only), and the schema reads it.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
      if (body.length === 0) return done(null, undefined);
      parseJson(request, body, (error, parsed) => {
        if (error) return done(error, undefined);
        done(
          null,
          // An array keeps its prototype (the input checks walk it with its methods); the schema refuses it.
          typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
            ? Object.setPrototypeOf(parsed, null)
            : parsed,
        );
      });
    });

    app.get(
      '/cds-services',
      {
        schema: {
          tags: ['cds-hooks'],
          summary: 'CDS Hooks discovery: the coverage services for order-select and order-sign (public)',
          response: { 200: discoveryResponseSchema },
        },
        config: { swaggerTransform: documentAsSent },
      },
      async (request, reply) => {
        allowOrigin(request, reply, 'any');
        return sendAsSent(reply, DISCOVERY);
      },
    );
    app.options('/cds-services', { schema: { hide: true } }, async (request, reply) => {
      allowOrigin(request, reply, 'any');
      return answerPreflight('GET')(request, reply);
    });

    const callService = (serviceId: CdsServiceId) => async (request: FastifyRequest, reply: FastifyReply) => {
      allowOrigin(request, reply, origins);
      let issuer: string;
      try {
        ({ issuer } = await verifyCdsClient(deps, serviceId, request.headers.authorization));
      } catch (error) {
        if (!(error instanceof UntrustedJwtError)) throw error;
        // The rule is logged (it holds no claim's value); the caller learns nothing of it
        // (CDS Hooks best practices: a plain 401 "without any additional information").
        request.log.info({ service: serviceId, reason: error.reason }, 'CDS Hooks call refused');
        return reply.status(401).header('www-authenticate', 'Bearer').send({ error: error.message });
      }
      if (request.validationError) throw validationProblemOf(request.validationError);
      try {
        const answer = await answerOrderHook(deps, {
          serviceId,
          request: request.body as HookRequest,
          issuer,
          ipAddress: request.ip,
        });
        return sendAsSent(reply, JSON.stringify(answer));
      } catch (error) {
        if (!(error instanceof FhirServerUnavailable)) throw error;
        // §HTTP Status Codes: 412 when the data cannot be had, neither prefetched nor from the server.
        request.log.warn(
          { service: serviceId, fhirServerStatus: error.status },
          'CDS Hooks FHIR server unreadable',
        );
        return reply.status(412).send({ error: 'The EHR’s FHIR server could not be read for this call' });
      }
    };

    for (const serviceId of CDS_SERVICE_IDS) {
      const url = `/cds-services/${serviceId}`;
      app.post(
        url,
        {
          schema: {
            tags: ['cds-hooks'],
            summary: `CDS Hooks ${CDS_SERVICES[serviceId].hook}: coverage cards for the draft DeviceRequests (signed JWT)`,
            body: HOOK_REQUEST_SCHEMAS[serviceId],
            response: { 200: hookResponseSchema },
          },
          config: { swaggerTransform: documentAsSent },
          bodyLimit: HOOK_BODY_LIMIT,
          // The JWT is checked first: an unsigned call learns nothing, not even what its body lacks.
          attachValidation: true,
        },
        callService(serviceId),
      );
      app.options(url, { schema: { hide: true } }, async (request, reply) => {
        allowOrigin(request, reply, origins);
        return answerPreflight('POST')(request, reply);
      });
    }

    app.post(
      '/cds-services/:id',
      { schema: { hide: true, params: z.object({ id: z.string().max(200) }) } },
      async () => {
        throw notFound('No CDS Service of that id here; GET /cds-services lists them');
      },
    );
  };
