import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from './auth-helpers';
import { useTestApp } from './test-app';

/** Lone surrogates replaced, as `String.prototype.toWellFormed` does (not in the ES2023 lib). */
const wellFormed = (value: string) => value.replace(/\p{Cs}/gu, '\uFFFD');

/**
 * Issue 12 "What must hold": every route of the OpenAPI document, driven with generated bad
 * bodies, queries, path parameters and headers, as a stranger, a patient browser and each role,
 * answers below 500 and never shows internals. `npm test` runs a bounded count; FUZZ_RUNS=2000
 * (per route) runs it long by hand, FUZZ_SEED replays a failure.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type JsonSchema = { [key: string]: unknown };
interface Operation {
  method: Method;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | undefined;
}

/**
 * What a reply must never show: stack frames, source paths, SQL (a select list, not the words "order-select
 * … from" of a CDS Hooks discovery), driver messages.
 */
const INTERNALS =
  /\bat [\w.<>]+ \(|\.(?:ts|js|mjs):\d+|node_modules|\/work\/|\/home\/|\bselect\s+[\w*",.\s]+\sfrom\b|\binsert into\b|\bupdate\b.+\bset\b|syntax error|violates|relation "|SQLSTATE|DrizzleQueryError|TypeError|ReferenceError|Cannot read prop/i;

/** Operations of the OpenAPI document (its own keywords may be spelled snake_case: issue 13 item 19). */
function operationsOf(document: { paths: Record<string, Record<string, JsonSchema>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = (operation.parameters as Array<{ name: string; in: string }> | undefined) ?? [];
      const requestBody = (operation.requestBody ?? operation.request_body) as JsonSchema | undefined;
      const content = requestBody?.content as Record<string, { schema?: JsonSchema }> | undefined;
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

const hugeString = fc.integer({ min: 5_000, max: 200_000 }).map((length) => 'x'.repeat(length));
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀👩‍👩‍👧',
  '\u202e\u200b',
  "'; drop table users; --",
  '../../../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '0000-00-00',
  '0000-01-01',
  '9999-99-99',
  '2026-02-30',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  '{"$ne":1}',
  '__proto__',
);
const badString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  nastyString,
  hugeString,
);
const badNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Past the wire's depth bound, yet small enough for fast-check to print as a counterexample. */
const deepJson = fc.integer({ min: 30, max: 60 }).map((depth) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
});
/** Thousands of levels are sent as text (a value that deep would overflow the test's own printing). */
const deepJsonText = fc
  .integer({ min: 1_000, max: 20_000 })
  .map((depth) => `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`);
const badLeaf: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  badNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(badString, { maxLength: 3 }),
  deepJson,
);

/** A body shaped like the schema (its keys, wrong values) or nothing like it. */
function bodyFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const properties = schema?.properties as Record<string, JsonSchema> | undefined;
  if (!properties || depth > 3) return badLeaf;
  const keys = Object.keys(properties);
  const shaped = fc
    .subarray(keys)
    .chain((chosen) =>
      fc
        .tuple(...chosen.map((key) => fc.oneof(bodyFor(properties[key], depth + 1), badLeaf)))
        .map((values) => Object.fromEntries(chosen.map((key, index) => [key, values[index]]))),
    );
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: badLeaf },
  );
}

const pathValue = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 30 }),
  nastyString.filter((value) => value.length > 0),
  fc.integer({ min: 2_000, max: 5_000 }).map((length) => 'A'.repeat(length)),
);
const authHeader = fc.oneof(
  fc.constant(undefined),
  fc.record({
    'access-token': badString.map((v) => v.slice(0, 4_000)),
    client: fc.string(),
    uid: fc.string(),
  }),
);

describe('no 5xx and no internals for bad input on any route (issue 12)', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: 100_000, SIGN_IN_ATTEMPTS_PER_MINUTE: 100_000 });

  it('holds for every route of the OpenAPI document, as every caller', { timeout: 600_000 }, async () => {
    await t.app.ready();
    const operations = operationsOf(t.app.swagger() as never);
    expect(operations.length).toBeGreaterThan(40);
    const roles: Array<AuthHeaders | undefined> = [undefined];
    for (const email of [DEMO_EMAILS.provider, DEMO_EMAILS.supplier, DEMO_EMAILS.patient])
      roles.push((await signInAs(t.app, t.context.db, email)).headers);
    // A patient browser's cookie, so session routes are reached with a real session too.
    const shop = await t.app.inject({
      url: '/api/consultations/show_by_referral_code?referral_code=BRS-PMP',
    });
    const sessionCookie = shop.cookies.find((cookie) => cookie.name === 'session_id')?.value ?? '';

    const failures: string[] = [];
    for (const operation of operations) {
      // Signing out would revoke the role's token for the routes that follow.
      const callers = operation.path === '/auth/sign_out' ? [undefined] : roles;
      const request = fc.record({
        params: fc.tuple(...operation.pathParams.map(() => pathValue)),
        query: fc.dictionary(
          fc.oneof(
            fc.constantFrom(...(operation.queryParams.length ? operation.queryParams : ['q'])),
            fc.string({ maxLength: 10 }),
          ),
          fc.oneof(
            badString.map((value) => value.slice(0, 3_000)),
            fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
          ),
          { maxKeys: 4 },
        ),
        body: bodyFor(operation.body),
        rawBody: fc.option(
          fc.oneof(fc.constantFrom('{', '[1,', '"', 'null', '{"a":}'), fc.string(), deepJsonText),
          {
            freq: 5,
          },
        ),
        caller: fc.constantFrom(...callers.keys()),
        badAuth: authHeader,
        withCookie: fc.boolean(),
        insuranceStatus: fc.option(badString.map((value) => value.slice(0, 200))),
        remoteOctet: fc.integer({ min: 1, max: 250 }),
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          let url = operation.path;
          operation.pathParams.forEach((name, index) => {
            url = url.replace(`{${name}}`, encodeURIComponent(wellFormed(String(input.params[index]))));
          });
          const query = new URLSearchParams();
          for (const [key, value] of Object.entries(input.query))
            for (const item of Array.isArray(value) ? value : [value])
              query.append(Array.isArray(value) ? `${key}[]` : key, item);
          const role = callers[input.caller];
          const headers: Record<string, string> = {
            ...(input.badAuth ?? role ?? {}),
            ...(input.insuranceStatus ? { 'insurance-status-uuid': input.insuranceStatus } : {}),
          };
          const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
          const reply = await t.app.inject({
            method: operation.method,
            url: query.size ? `${url}?${query}` : url,
            headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
            cookies: input.withCookie ? { session_id: sessionCookie } : {},
            remoteAddress: `198.18.${input.remoteOctet}.${(input.caller + 1) * 10}`,
            ...(hasBody ? { payload: input.rawBody ?? JSON.stringify(input.body ?? null) } : {}),
          });
          const where = `${operation.method} ${url}?${query} → ${reply.statusCode} ${reply.body.slice(0, 300)}`;
          if (reply.statusCode >= 500) failures.push(where);
          expect(reply.statusCode, where).toBeLessThan(500);
          if (reply.headers['content-type']?.toString().includes('json'))
            expect(reply.body, where).not.toMatch(INTERNALS);
        }),
        { numRuns: RUNS_PER_ROUTE, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  });
});
