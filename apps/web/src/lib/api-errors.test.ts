import { SERVICE_UNAVAILABLE } from '@dme/shared/wire/service-unavailable';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, hasStatus, nullOn404, TRY_AGAIN, unavailableMessage } from './api-errors';

describe('errorMessage', () => {
  it.each([
    ['the server text', new ApiError(422, { error: 'We cannot ship to HI.' }), 'We cannot ship to HI.'],
    [
      'a list of errors',
      new ApiError(422, { errors: ['Email is invalid', 'Name is blank'] }),
      'Email is invalid Name is blank',
    ],
    ['the fallback without a text', new ApiError(500, {}), TRY_AGAIN],
    ['the fallback for a network failure', new TypeError('Failed to fetch'), TRY_AGAIN],
  ])('shows %s', (_, error, shown) => expect(errorMessage(error)).toBe(shown));

  it('shows the fallback for a status the spec gives a fixed text', () => {
    const error = new ApiError(500, { error: 'boom' });
    expect(errorMessage(error, 'Unexpected server error.', (status) => status < 500)).toBe(
      'Unexpected server error.',
    );
  });
});

describe('a 503 (issue 47: the database is away for now)', () => {
  const ours = new ApiError(503, { type: SERVICE_UNAVAILABLE.type, error: SERVICE_UNAVAILABLE.message });
  // A load balancer's or proxy's own 503 page, read as text by the client.
  const proxys = new ApiError(503, { error: '<html><body>Service Unavailable</body></html>' });

  it.each([
    ['our 503', ours],
    ["a proxy's 503", proxys],
  ])('says to try again shortly for %s, whatever the form would show instead', (_, error) => {
    expect(unavailableMessage(error)).toBe(SERVICE_UNAVAILABLE.message);
    expect(errorMessage(error)).toBe(SERVICE_UNAVAILABLE.message);
    expect(errorMessage(error, 'Unexpected server error.', (status) => status < 500)).toBe(
      SERVICE_UNAVAILABLE.message,
    );
    expect(errorMessage(error, '', (status) => status === 400)).toBe(SERVICE_UNAVAILABLE.message);
  });

  it('leaves every other failure to the form', () => {
    for (const error of [
      new ApiError(500, {}),
      new ApiError(502, {}),
      new ApiError(429, {}),
      new TypeError('x'),
    ])
      expect(unavailableMessage(error)).toBeUndefined();
  });
});

describe('nullOn404', () => {
  it('answers null for a 404 and passes other failures on', async () => {
    await expect(nullOn404(Promise.reject(new ApiError(404, {})))).resolves.toBeNull();
    await expect(nullOn404(Promise.resolve('plan'))).resolves.toBe('plan');
    await expect(nullOn404(Promise.reject(new ApiError(500, {})))).rejects.toSatisfy((error) =>
      hasStatus(error, 500),
    );
  });
});
