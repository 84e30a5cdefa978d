import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

describe('platform routes', () => {
  const t = useTestApp();

  it('GET /api/health reports the database', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', database: 'up' });
    expect(reply.headers['x-request-id']).toBeTruthy();
  });

  it('sends a JSON reply the strict API headers, an error too', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(reply.headers['strict-transport-security']).toBeTruthy();
      expect(reply.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/auth/nope', '/api/health/extra']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: expect.stringContaining('Not found') });
    }
  });

  it('serves the OpenAPI document with snake_case fields', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json();
    expect(document.paths['/api/support_requests'].post).toBeTruthy();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('production mode', () => {
  const t = useTestApp({ APP_ENV: 'production', SECRET_KEY: 'test-only-secret-key-that-is-long-enough' });

  it('has no development mail routes', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
