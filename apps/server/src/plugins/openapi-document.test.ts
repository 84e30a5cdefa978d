import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from './docs';
import { lintOpenApiDocument, renderOpenApiDocument } from './openapi-document';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const PUBLIC_URL = 'https://carelane.test';

type Json = { [key: string]: unknown };
type Operation = Json & { operationId?: string; requestBody?: Json; parameters?: Json[] };
interface Document {
  openapi: string;
  servers?: Array<{ url: string }>;
  security?: Array<Record<string, string[]>>;
  components: { securitySchemes?: Record<string, Json>; schemas?: Json };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );

/** Every key of the document that is a keyword (not a name the API chose), with where it is. */
function keywordsOf(value: unknown, where = '#', found: Array<{ key: string; where: string }> = []) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) keywordsOf(item, `${where}/${index}`, found);
  } else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      // Names, not keywords: paths, property names, schema and security scheme names.
      const isNameMap = ['paths', 'properties', 'schemas', 'securitySchemes'].includes(
        where.split('/').pop()!,
      );
      if (!isNameMap) found.push({ key, where });
      // Example and default values are data; security requirement keys are scheme names.
      if (!['example', 'examples', 'default', 'enum', 'const', 'security'].includes(key))
        keywordsOf(child, `${where}/${key}`, found);
    }
  return found;
}

/** Every `properties` map of the schemas (request bodies, query strings, replies). */
function propertyMapsOf(value: unknown, where = '#', found: Array<{ where: string; schema: Json }> = []) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) propertyMapsOf(item, `${where}/${index}`, found);
  } else if (value && typeof value === 'object') {
    const schema = value as Json;
    if (schema.properties && typeof schema.properties === 'object') found.push({ where, schema });
    for (const [key, child] of Object.entries(schema)) propertyMapsOf(child, `${where}/${key}`, found);
  }
  return found;
}

describe('the OpenAPI document served at /api/docs/json', () => {
  let document: Document;
  beforeAll(async () => {
    document = (await renderOpenApiDocument(PUBLIC_URL)) as Document;
  }, 60_000);

  it('keeps the OpenAPI and JSON Schema keywords as OpenAPI spells them', () => {
    const cart = document.paths['/api/cart_items']?.post;
    expect(cart?.requestBody).toBeDefined();
    expect(cart).not.toHaveProperty('request_body');
    const snakeKeywords = keywordsOf(document).filter(({ key }) => key.includes('_'));
    expect(snakeKeywords).toEqual([]);
    const keywords = new Set(keywordsOf(document).map(({ key }) => key));
    for (const keyword of [
      'requestBody',
      'additionalProperties',
      'maxLength',
      'operationId',
      'securitySchemes',
    ])
      expect(keywords).toContain(keyword);
  });

  it("names the schemas' properties as the wire does: snake_case both ways", () => {
    const body = (document.paths['/api/cart_items']?.post?.requestBody as Json | undefined)?.content as Json;
    const schema = (body['application/json'] as { schema: Json }).schema;
    expect(schema).toMatchObject({
      properties: { cart_item: { properties: { product_variant_uuid: {}, quantity: {} } } },
      required: ['cart_item'],
    });
    // The FHIR and CDS Hooks routes carry their standards' own camelCase names (resourceType,
    // hookInstance): documented as sent (decisions 0122, 0124), outside the product's wire.
    const productPaths = Object.fromEntries(
      Object.entries(document.paths).filter(([path]) => !/^\/(fhir|cds-services)(\/|$)/.test(path)),
    );
    for (const { where, schema } of propertyMapsOf(productPaths)) {
      const names = Object.keys(schema.properties as Json);
      expect(
        names.filter((name) => /[A-Z]/.test(name)),
        where,
      ).toEqual([]);
      const required = (schema.required ?? []) as string[];
      expect(
        required.filter((name) => !names.includes(name)),
        where,
      ).toEqual([]);
    }
  });

  it('keeps the path parameters the names the path spells', () => {
    for (const { path, method, operation } of operationsOf(document)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), `${method} ${path}`).toEqual(inPath.sort());
    }
  });

  it('describes the token headers and the patient session cookie, and where the server is', () => {
    expect(document.components.securitySchemes).toEqual({
      accessToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'access-token' }),
      client: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'client' }),
      uid: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'uid' }),
      patientSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'session_id' }),
    });
    expect(document.security).toEqual([{}, { accessToken: [], client: [], uid: [] }, { patientSession: [] }]);
    expect(document.servers).toEqual([{ url: PUBLIC_URL }]);
  });

  it('gives every operation a unique, stable id', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/cart_items/{uuid}']?.put?.operationId).toBe('putApiCartItemsByUuid');
  });

  it('passes `redocly lint` with no errors', async () => {
    const { output } = await lintOpenApiDocument(document, { format: 'json' });
    const report = JSON.parse(output) as {
      totals: { errors: number };
      problems: Array<{
        severity: string;
        ruleId: string;
        message: string;
        location: Array<{ pointer: string }>;
      }>;
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 30_000);

  describe('a typed client generated from it (openapi-typescript)', () => {
    let directory: string;
    beforeAll(() => {
      directory = mkdtempSync(join(tmpdir(), 'dme-openapi-client-'));
    });
    afterAll(() => rmSync(directory, { recursive: true, force: true }));

    it('type-checks against the shared schemas, both ways', async () => {
      writeFileSync(join(directory, 'openapi-client.d.ts'), await openapiTS(document as never));
      writeFileSync(
        join(directory, 'tsconfig.json'),
        JSON.stringify({
          extends: join(repoRoot, 'tsconfig.base.json'),
          compilerOptions: { types: [], paths: { '#openapi-client': ['./openapi-client.d.ts'] } },
          files: [join(repoRoot, 'apps/server/openapi-client-check/client-types.ts')],
        }),
      );
      const tsc = spawnSync(
        process.execPath,
        [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', directory],
        {
          encoding: 'utf8',
        },
      );
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
    }, 30_000);
  });
});

describe('operationIdOf', () => {
  it.each([
    ['post', '/api/cart_items', 'postApiCartItems'],
    ['get', '/api/orders/{id}', 'getApiOrdersById'],
    [
      'put',
      '/api/fulfillments/{id}/shipments/{shipmentId}/delivered',
      'putApiFulfillmentsByIdShipmentsByShipmentIdDelivered',
    ],
    ['get', '/auth/password/edit', 'getAuthPasswordEdit'],
  ])('%s %s → %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });
});
