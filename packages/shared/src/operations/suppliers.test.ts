import { describe, expect, it } from 'vitest';
import { SERVICE_AREA_REQUIRED } from './service-area';
import { supplierCreateSchema } from './suppliers';

describe('the supplier form', () => {
  it('asks for a service area beside the other missing fields, not only once they are right', () => {
    const result = supplierCreateSchema.safeParse({
      name: '',
      email: '',
      phoneNumber: '',
      status: 'active',
      serviceStates: [],
      serviceZipPrefixes: [],
      hcpcsCodes: [],
      carrierIds: [],
      sameDayCutoff: '',
      timeZone: 'America/Los_Angeles',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Name is required', SERVICE_AREA_REQUIRED]),
    );
  });
});
