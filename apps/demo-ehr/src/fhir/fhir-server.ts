import {
  getStatus,
  isOk,
  isOperationOutcome,
  normalizeOperationOutcome,
  validateResource,
} from '@medplum/core';
import type { FhirRepository, FhirRouter, HttpMethod } from '@medplum/fhir-router';
import type { OperationOutcome, Resource } from '@medplum/fhirtypes';
import type { Context, Middleware } from 'koa';
import { BodyError, isRecord, readJson, readText } from '../http';
import { accessFor, CREATABLE_TYPES, type Interaction, READABLE_TYPES } from '../smart/scopes';
import { isInPatientCompartment, patientIdOf } from './compartment';
import { outcome, readRecord, routerRequest, searchRecords } from './record-queries';

/** What the FHIR server needs to know of an access token the authorization server issued. */
export interface TokenAccess {
  scope: string;
  /** The launch patient (SMART `patient`), null for a token with no patient in context. */
  patientId: string | null;
}

export interface FhirServerOptions {
  fhirBaseUrl: string;
  repository: FhirRepository;
  router: FhirRouter;
  /** The token's grant, or null when the authorization server did not issue it for this FHIR server (or it expired). */
  readAccessToken(token: string): Promise<TokenAccess | null>;
  smartConfiguration: Record<string, unknown>;
  capabilityStatement: Resource;
}

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
/** A signed order's cover sheet travels inline in its DocumentReference. */
const BODY_LIMIT_BYTES = 10 * 1024 * 1024;
const SEARCH_BODY_LIMIT_BYTES = 64 * 1024;

const INTERACTIONS: Record<string, Interaction> = { read: 'read', 'search-type': 'search', create: 'create' };

type IssueType = OperationOutcome['issue'][number]['code'];

function send(ctx: Context, status: number, body: Resource) {
  ctx.status = status;
  ctx.type = FHIR_JSON;
  ctx.body = body;
}

const fail = (ctx: Context, status: number, code: IssueType, text: string) =>
  send(ctx, status, outcome(code, text));

/**
 * The FHIR R4 API at `/fhir`, routed by Medplum's FhirRouter over its memory repository. Every
 * request but discovery carries a Bearer access token of this EHR's authorization server (RFC 6750),
 * whose scopes must cover the interaction on the type; a `patient/` scope reaches only the launch
 * patient's compartment (SMART App Launch 2.x: the resource server "SHALL validate the access
 * token and ensure … that its scope covers the requested resource"). Only read, search and
 * create are served; errors are OperationOutcomes.
 */
export function fhirServer(options: FhirServerOptions): Middleware {
  const { fhirBaseUrl, repository, router } = options;

  async function handle(ctx: Context, path: string) {
    const header = ctx.get('authorization');
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const access = token ? await options.readAccessToken(token) : null;
    if (!access) {
      ctx.set(
        'WWW-Authenticate',
        token ? 'Bearer realm="demo-ehr", error="invalid_token"' : 'Bearer realm="demo-ehr"',
      );
      return fail(ctx, 401, 'login', 'A valid Bearer access token from this EHR is required');
    }
    const route = router.find(ctx.method as HttpMethod, path);
    const interaction = route?.data ? INTERACTIONS[route.data.interaction] : undefined;
    if (!route) return fail(ctx, 404, 'not-found', `No FHIR endpoint at ${ctx.method} ${ctx.path}`);
    const type = route.params.resourceType ?? '';
    if (!(READABLE_TYPES as readonly string[]).includes(type))
      return fail(ctx, 404, 'not-supported', `This EHR serves no ${type || 'such'} resources`);
    if (!interaction || (interaction === 'create' && !(CREATABLE_TYPES as readonly string[]).includes(type)))
      return fail(
        ctx,
        405,
        'not-supported',
        `This EHR does not support ${route.data?.interaction} on ${type}`,
      );

    const level = accessFor(access.scope, type, interaction);
    const patientId = level === 'patient' ? access.patientId : null;
    if (level === 'denied' || (level === 'patient' && (!patientId || !isInPatientCompartment(type)))) {
      ctx.set('WWW-Authenticate', 'Bearer realm="demo-ehr", error="insufficient_scope"');
      return fail(
        ctx,
        403,
        'forbidden',
        level === 'denied'
          ? `The token's scopes do not allow ${interaction} of ${type}`
          : `The token's patient scopes reach only the launch patient's record`,
      );
    }
    if (interaction === 'read') return read(ctx, type, route.params.id ?? '', patientId);
    if (interaction === 'search') return search(ctx, type, patientId);
    return create(ctx, type, patientId);
  }

  const store = { fhirBaseUrl, repository, router };

  async function read(ctx: Context, type: string, id: string, patientId: string | null) {
    const { status, resource } = await readRecord(store, type, id, patientId);
    send(ctx, status, resource);
  }

  async function search(ctx: Context, type: string, patientId: string | null) {
    const asked = new URLSearchParams(ctx.querystring);
    if (ctx.method === 'POST')
      for (const [key, value] of new URLSearchParams(await readText(ctx, SEARCH_BODY_LIMIT_BYTES)))
        asked.append(key, value);
    const { status, resource } = await searchRecords(store, type, asked, patientId);
    send(ctx, status, resource);
  }

  async function create(ctx: Context, type: string, patientId: string | null) {
    const body = await readJson(ctx, BODY_LIMIT_BYTES);
    if (!isRecord(body) || body.resourceType !== type)
      return fail(ctx, 400, 'invalid', `The body must be a ${type} resource`);
    // The server assigns the id and version (FHIR R4 create); a sent id must not overwrite a record.
    const { id: _id, meta: _meta, ...fields } = body;
    const resource = fields as unknown as Resource;
    const problems = r4Problems(resource);
    if (problems.length > 0) return fail(ctx, 400, 'invalid', problems.join('; '));
    const subject = patientIdOf(resource, fhirBaseUrl);
    if (patientId !== null && subject !== patientId)
      return fail(
        ctx,
        403,
        'forbidden',
        `The token's patient scopes allow writing only to the launch patient's record`,
      );
    if (!subject || !(await exists('Patient', subject)))
      return fail(ctx, 400, 'invalid', `The ${type}'s subject must be a patient of this EHR`);
    // A conditional create (FHIR R4 http.html#ccreate) answers the match, 200, instead of a copy.
    const ifNoneExist = ctx.get('if-none-exist');
    const [result, created] = await router.handleRequest(
      {
        ...routerRequest('POST', type, resource),
        headers: ifNoneExist ? { 'if-none-exist': ifNoneExist } : {},
      },
      repository,
    );
    if (!isOk(result) || !created) return send(ctx, getStatus(result), result);
    ctx.set('Location', `${fhirBaseUrl}/${type}/${created.id}/_history/${created.meta?.versionId}`);
    send(ctx, getStatus(result), created);
  }

  const exists = async (type: string, id: string) => (await readRecord(store, type, id, null)).status === 200;

  return async (ctx, next) => {
    if (ctx.path !== '/fhir' && !ctx.path.startsWith('/fhir/')) return next();
    const path = ctx.path.slice('/fhir'.length).replace(/^\/+/, '');
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method === 'GET' && path === '.well-known/smart-configuration') {
      // SMART: "servers SHALL respond with application/json", whatever the Accept header says.
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.type = 'application/json';
      ctx.body = options.smartConfiguration;
      return;
    }
    if (ctx.method === 'GET' && path === 'metadata') {
      ctx.set('Access-Control-Allow-Origin', '*');
      return send(ctx, 200, options.capabilityStatement);
    }
    try {
      await handle(ctx, path);
    } catch (error) {
      if (error instanceof BodyError) return fail(ctx, error.status, 'invalid', error.message);
      throw error;
    }
  };
}

/** The errors the R4 definitions find in a resource, as "path: message". */
function r4Problems(resource: Resource): string[] {
  try {
    return validateResource(resource)
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.expression?.join(', ')}: ${issue.details?.text}`);
  } catch (error) {
    const found = isOperationOutcome((error as { outcome?: unknown }).outcome)
      ? (error as { outcome: OperationOutcome }).outcome
      : normalizeOperationOutcome(error);
    return found.issue.map(
      (issue) => `${issue.expression?.join(', ') ?? resource.resourceType}: ${issue.details?.text}`,
    );
  }
}
