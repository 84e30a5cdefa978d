import type { Audited, Inject } from '../../test/audit-cases';
import type { AuthHeaders } from '../../test/auth-helpers';

/** Account Settings' message routes for the PHI route-table test (`audit/phi-routes.test.ts`). */
export function accountMessageAuditCases(patient: () => AuthHeaders, inject: Inject, audited: Audited) {
  return [
    {
      route: 'GET /api/account/messages',
      run: () =>
        audited('GET /api/account/messages', () => inject('GET', '/api/account/messages', patient())),
    },
    {
      route: 'PUT /api/account/messages',
      run: () =>
        audited('PUT /api/account/messages', () =>
          inject('PUT', '/api/account/messages', patient(), { channel: 'email', subscribed: true }),
        ),
    },
    {
      route: 'PUT /api/account/messages/sms_phone',
      run: () =>
        audited('PUT /api/account/messages/sms_phone', () =>
          inject('PUT', '/api/account/messages/sms_phone', patient(), {
            phone: '(213) 555-0188',
            agreed: true,
          }),
        ),
    },
  ];
}
