import type { AuthSession } from '../../lib/auth-session';

type ResourceType = AuthSession['user']['role']['resourceType'];

/** The wire form of a signed-in user (snake_case), as the server answers it. */
export const wireUser = (resourceType: ResourceType = 'Provider') => ({
  full_name: 'Dana Reyes',
  email: 'dana@example.com',
  uid: 'dana@example.com',
  role: {
    resource_type: resourceType,
    resource_uuid: 'uuid-1',
    is_test_account: false,
    is_ehr_provider: false,
  },
  is_patient: resourceType === 'Patient',
  is_provider: resourceType === 'Provider',
  is_supplier: resourceType === 'Supplier',
});

export const AUTH_HEADERS = {
  'access-token': 'new-token',
  client: 'new-client',
  uid: 'dana@example.com',
  expiry: '1900000000',
};

export { type MockReply, mockApi, resetAfterTest } from '../../test/mock-api';
// Tests of orders, checkout, tracking and fulfilments still import these from here.
export { landingSpots } from '../../test/render-app';
