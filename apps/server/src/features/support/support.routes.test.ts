import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const validRequest = {
  name: 'Ana Patient',
  email: 'ana@example.com',
  subject: 'Where is my pump?',
  description: 'Order 123',
};

describe('POST /api/support_requests', () => {
  const t = useTestApp({ SUPPORT_EMAIL: 'help@dme.test' });

  it('stores the request and queues an e-mail to the support desk, readable at /dev/mail.json', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/support_requests', payload: validRequest });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ message: expect.any(String) });

    const mail = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    const [latest] = mail.json();
    expect(latest).toMatchObject({ to: 'help@dme.test', subject: 'Support request: Where is my pump?' });
    expect(latest.text).toContain('Ana Patient <ana@example.com>');
    expect(Object.keys(latest)).toContain('created_at');
  });

  it.each([
    [{ ...validRequest, email: 'not-an-email' }, 'email: Must be a valid email address'],
    [{ ...validRequest, subject: '   ' }, 'subject: Subject is required'],
    [{ name: 'x' }, 'email'],
  ])('refuses a bad request with a 400 naming the field (%#)', async (payload, message) => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/support_requests', payload });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain(message);
  });

  it('never answers a 5xx to a malformed body', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/support_requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: expect.any(String) });
  });
});
