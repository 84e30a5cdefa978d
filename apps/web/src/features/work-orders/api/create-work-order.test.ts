import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie } from '../../../lib/cookies';
import { mockApi } from '../../../test/mock-api';
import { createWorkOrder } from './create-work-order';

afterEach(() => removeCookie('time_zone'));

describe('createWorkOrder', () => {
  it("sets the clinician's time zone cookie the server checks the work order's dates with", async () => {
    const calls = mockApi({ 'POST /api/consultations': { status: 201, body: { uuid: 'wo-1' } } });
    expect(getCookie('time_zone')).toBeUndefined();
    expect(await createWorkOrder({} as never)).toEqual({ uuid: 'wo-1' });
    expect(calls).toHaveLength(1);
    expect(getCookie('time_zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
