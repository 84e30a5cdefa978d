import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app';

const html = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const page = (name: string) => html.replace('<div id="root"></div>', `<div id="root"><h1>${name}</h1></div>`);
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;

/**
 * A built web app as `vite build` leaves it: hashed assets, the pre-rendered public pages, and .br
 * and .gz copies beside them.
 */
function writeDist(dir: string) {
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.server'));
  mkdirSync(join(dir, 'prerendered/providers'), { recursive: true });
  mkdirSync(join(dir, 'signed-in/provider/work_orders'), { recursive: true });
  for (const [path, body] of [
    ['signed-in/provider/index.html', page('Work Orders frame')],
    ['signed-in/provider/work_orders/new.html', page('New work order frame')],
    ['index.html', html],
    ['prerendered/index.html', page('Landing')],
    ['prerendered/providers/signin.html', page('Provider sign-in')],
    ['assets/index-abc123.js', script],
    ['.server/prerender-entry.js', script],
  ] as const) {
    writeFileSync(join(dir, path), body);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(body));
  }
}

describe('web app serving', () => {
  let dir: string;
  let app: FastifyInstance;
  /** The pages `onPage` was asked about; a request with `x-new-visitor` gets a cookie from it. */
  const pagesAsked: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-app-'));
    writeDist(dir);
    app = Fastify();
    await app.register(webAppPlugin, {
      distDir: dir,
      onPage: async (request, reply) => {
        pagesAsked.push(request.url);
        const signedInAs = request.headers['x-signed-in-as'] as string | undefined;
        if (signedInAs) return { isPrivate: false, signedInAs };
        if (!request.headers['x-new-visitor']) return { isPrivate: false };
        reply.header('set-cookie', 'visitor=1; HttpOnly');
        return { isPrivate: true, html: request.url.startsWith('/drawn') ? page('Drawn for you') : null };
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed and cached for a year', async () => {
    const reply = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file, by what the browser accepts', async () => {
    const gzipped = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a page with index.html, compressed and always revalidated', async () => {
    const reply = await app.inject({ url: '/shop?code=BRS-PMP', headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(html);
  });

  it('answers a pre-rendered page with its own HTML, whatever its query', async () => {
    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(page('Landing'));
    const signIn = await app.inject({ url: '/providers/signin?from=%2F' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toBe(page('Provider sign-in'));
    const other = await app.inject({ url: '/providers/signup' });
    expect(other.body).toBe(html);
  });

  it('keeps a missing asset and an unknown API path as 404s, never the page', async () => {
    const asset = await app.inject({ url: '/assets/missing-000.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found: GET /api/nothing-here' });
  });

  it('asks onPage about pages only, and keeps a page that set a cookie out of shared caches', async () => {
    pagesAsked.length = 0;
    await app.inject({ url: '/assets/index-abc123.js' });
    await app.inject({ url: '/assets/missing-000.js' });
    await app.inject({ url: '/api/nothing-here' });
    expect(pagesAsked).toEqual([]);

    const newVisitor = await app.inject({ url: '/', headers: { 'x-new-visitor': '1' } });
    expect(newVisitor.headers['set-cookie']).toBe('visitor=1; HttpOnly');
    expect(newVisitor.headers['cache-control']).toBe('private, no-cache');
    expect(newVisitor.body).toBe(page('Landing'));
    const file = await app.inject({ url: '/index.html' });
    expect(file.headers['cache-control']).toBe('no-cache');
    const returning = await app.inject({ url: '/resupply?token=abc' });
    expect(returning.headers['set-cookie']).toBeUndefined();
    expect(returning.headers['cache-control']).toBe('no-cache');
    expect(pagesAsked).toEqual(['/', '/resupply?token=abc']);
  });

  it('sends a page drawn for one visitor compressed and stored nowhere', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['identity', (body: Buffer) => body],
    ] as const) {
      const drawn = await app.inject({
        url: '/drawn?code=abc',
        headers: { 'x-new-visitor': '1', 'accept-encoding': encoding },
      });
      expect(drawn.statusCode).toBe(200);
      expect(drawn.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(drawn.headers['cache-control']).toBe('private, no-store');
      expect(drawn.headers['set-cookie']).toBe('visitor=1; HttpOnly');
      expect(drawn.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(decode(drawn.rawPayload).toString()).toBe(page('Drawn for you'));
    }
  });

  it("sends a signed-in browser its role's frame of the page, kept out of shared caches", async () => {
    const home = await app.inject({
      url: '/',
      headers: { 'x-signed-in-as': 'Provider', 'accept-encoding': 'br' },
    });
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(page('Work Orders frame'));
    const form = await app.inject({
      url: '/work_orders/new?from=x',
      headers: { 'x-signed-in-as': 'Provider' },
    });
    expect(form.body).toBe(page('New work order frame'));
  });

  it('sends a signed-in browser the bare app where its role has no frame, never the signed-out page', async () => {
    for (const [url, role] of [
      ['/', 'Supplier'],
      ['/providers/signin', 'Provider'],
      ['/work_orders/abc', 'Provider'],
      ['/', '../provider'],
    ]) {
      const reply = await app.inject({ url, headers: { 'x-signed-in-as': role } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('private, no-cache');
      expect(reply.body).toBe(html);
    }
  });

  it('never sends a frame as a file of its own', async () => {
    const frame = await app.inject({ url: '/signed-in/provider/index.html' });
    expect(frame.body).not.toContain('Work Orders frame');
  });

  it("never sends the build's server-only folder", async () => {
    const renderer = await app.inject({ url: '/.server/prerender-entry.js' });
    expect(renderer.body).not.toContain('export');
    expect(renderer.headers['content-type']).not.toContain('javascript');
  });
});
