import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
