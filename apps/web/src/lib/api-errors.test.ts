import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, hasStatus, nullOn404, TRY_AGAIN } from './api-errors';

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

describe('nullOn404', () => {
  it('answers null for a 404 and passes other failures on', async () => {
    await expect(nullOn404(Promise.reject(new ApiError(404, {})))).resolves.toBeNull();
    await expect(nullOn404(Promise.resolve('plan'))).resolves.toBe('plan');
    await expect(nullOn404(Promise.reject(new ApiError(500, {})))).rejects.toSatisfy((error) =>
      hasStatus(error, 500),
    );
  });
});
