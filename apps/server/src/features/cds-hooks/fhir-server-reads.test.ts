import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { FhirServerUnavailable, readFromFhirServer } from './fhir-server-reads';

const paths: string[] = [];
const server = createServer((request, response) => {
  paths.push(request.url ?? '');
  const [path] = (request.url ?? '').split('?');
  if (path === '/fhir/broken') {
    response.writeHead(500).end();
    return;
  }
  const page = Number(new URL(request.url ?? '', 'http://x').searchParams.get('page') ?? 1);
  const nextUrl =
    page === 1
      ? `${base}/Condition?page=2`
      : page === 2
        ? 'https://elsewhere.example/fhir/Condition?page=3'
        : null;
  response.writeHead(200, { 'content-type': 'application/fhir+json' });
  response.end(
    JSON.stringify({
      resourceType: 'Bundle',
      type: 'searchset',
      ...(nextUrl ? { link: [{ relation: 'next', url: nextUrl }] } : {}),
      entry: [{ resource: { resourceType: 'Condition', id: `c${page}` }, search: { mode: 'match' } }],
    }),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fhir`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const access = { fhirServer: base, accessToken: 'token' };

describe('reading what the prefetch left out (§FHIR Resource Access)', () => {
  it('follows a search’s next pages under the FHIR base, never elsewhere', async () => {
    const found = await readFromFhirServer(access, 'Condition?patient=p1', { allowHttp: true });
    expect(found.map((resource) => resource.id)).toEqual(['c1', 'c2']);
    expect(paths.filter((path) => path.startsWith('/fhir/Condition'))).toHaveLength(2);
  });

  it('refuses a plain http FHIR server in production', async () => {
    await expect(readFromFhirServer(access, 'Patient/p1', { allowHttp: false })).rejects.toThrow(
      'fhirServer: must be https',
    );
  });

  it('reports a server that fails as unavailable', async () => {
    await expect(readFromFhirServer(access, 'broken', { allowHttp: true })).rejects.toBeInstanceOf(
      FhirServerUnavailable,
    );
  });
});
