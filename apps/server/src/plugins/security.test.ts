import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';
import { securityPlugin } from './security';

describe('security headers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(securityPlugin, { defaultLimitPerMinute: 1000 });
    app.get('/page', (_request, reply) =>
      reply.type('text/html; charset=utf-8').send('<!doctype html><p>hi'),
    );
    app.get('/api/thing', () => ({ ok: true }));
    await app.ready();
  });

  afterAll(() => app.close());

  it("gives a page the pages' policy (scripts and workers from this origin only)", async () => {
    const reply = await app.inject({ url: '/page' });
    const policy = reply.headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['strict-transport-security']).toBeTruthy();
  });

  it('gives a JSON reply the strict set, and never both', async () => {
    const reply = await app.inject({ url: '/api/thing' });
    expect(reply.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-xss-protection']).toBeUndefined();
  });
});

describe('rate limits', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(securityPlugin, { defaultLimitPerMinute: 3 });
    app.get('/api/thing', () => ({ ok: true }));
    app.get('/assets/app.js', (_request, reply) => reply.type('text/javascript').send('0'));
    app.post('/api/checks', { config: { rateLimit: { max: 1, timeWindow: '15 minutes' } } }, () => ({
      ok: true,
    }));
    await app.ready();
  });

  afterAll(() => app.close());

  it("never throttles or counts the web app's files, and an allowed reply carries no count", async () => {
    const files = [];
    for (let call = 0; call < 5; call += 1)
      files.push(await app.inject({ url: '/assets/app.js', remoteAddress: '10.0.0.7' }));
    expect(files.map((file) => file.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const allowed = await app.inject({ url: '/api/thing', remoteAddress: '10.0.0.7' });
    expect(allowed.statusCode).toBe(200);
    expect(Object.keys(allowed.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  });

  // The insurance check's own limit once answered `{}`, and the page could only say "Something went wrong".
  it('say in the 429 when to try again, for the default limit and a route of its own', async () => {
    const answers = [];
    for (let call = 0; call < 4; call += 1) answers.push(await app.inject({ url: '/api/thing' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.json()).toEqual({ error: 'Too many requests. Please try again in 1 minute.' });

    const check = () => app.inject({ method: 'POST', url: '/api/checks', remoteAddress: '10.0.0.9' });
    expect((await check()).statusCode).toBe(200);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests. Please try again in 15 minutes.' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['x-ratelimit-limit']).toBe('1');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });
});
