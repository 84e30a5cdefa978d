import type { LightMyRequestResponse } from 'fastify';
import type { Audited, Inject } from '../../test/audit-cases';
import type { AuthHeaders } from '../../test/auth-helpers';

/**
 * The console's routes for the PHI route-table test (`audit/phi-routes.test.ts`): each successful
 * call must write exactly one audit row, reads included.
 */
export function opsAuditCases(admin: () => AuthHeaders, inject: Inject, audited: Audited) {
  const state = {} as { supplier: string; code: string; workOrder: string; request: string };
  const run = (route: string, method: 'GET' | 'POST' | 'PUT', url: () => string, body?: () => object) => ({
    route,
    run: () => audited(route, () => inject(method, url(), admin(), body?.())),
  });
  const supplier = {
    name: 'Audit Test Supply',
    phone_number: '',
    status: 'active',
    service_states: ['TX'],
    service_zip_prefixes: [],
    same_day_cutoff: '15:00',
    time_zone: 'America/Chicago',
    hcpcs_codes: ['E0603'],
    carrier_ids: [],
  };
  return [
    {
      route: 'POST /api/ops/suppliers',
      run: async () => {
        const { reply } = (await audited('POST /api/ops/suppliers', () =>
          inject('POST', '/api/ops/suppliers', admin(), { ...supplier, email: 'audit.supply@x.test' }),
        )) as { reply: LightMyRequestResponse };
        state.supplier = reply.json().id;
      },
    },
    run('GET /api/ops/suppliers', 'GET', () => '/api/ops/suppliers'),
    run(
      'PUT /api/ops/suppliers/:id',
      'PUT',
      () => `/api/ops/suppliers/${state.supplier}`,
      () => supplier,
    ),
    {
      route: 'POST /api/ops/signup_codes',
      run: async () => {
        const { reply } = (await audited('POST /api/ops/signup_codes', () =>
          inject('POST', '/api/ops/signup_codes', admin(), {}),
        )) as { reply: LightMyRequestResponse };
        state.code = reply.json().id;
      },
    },
    run('GET /api/ops/signup_codes', 'GET', () => '/api/ops/signup_codes'),
    run('POST /api/ops/signup_codes/:id/revoke', 'POST', () => `/api/ops/signup_codes/${state.code}/revoke`),
    {
      route: 'GET /api/ops/prior_auths',
      run: async () => {
        const { reply } = (await audited('GET /api/ops/prior_auths', () =>
          inject('GET', '/api/ops/prior_auths', admin()),
        )) as { reply: LightMyRequestResponse };
        state.workOrder = reply.json().data[0].id;
      },
    },
    run(
      'PUT /api/ops/prior_auths/:id',
      'PUT',
      () => `/api/ops/prior_auths/${state.workOrder}`,
      () => ({
        status: 'Submitted',
      }),
    ),
    {
      route: 'GET /api/ops/requests',
      run: async () => {
        await inject('POST', '/api/support_requests', undefined, {
          name: 'Audit Test',
          email: 'audit.test@x.test',
          subject: 'Help',
          description: 'A question',
        });
        const { reply } = (await audited('GET /api/ops/requests', () =>
          inject('GET', '/api/ops/requests?kind=support', admin()),
        )) as { reply: LightMyRequestResponse };
        state.request = reply.json().data[0].id;
      },
    },
    run(
      'PUT /api/ops/requests/:kind/:id',
      'PUT',
      () => `/api/ops/requests/support/${state.request}`,
      () => ({
        state: 'closed',
      }),
    ),
    run('GET /api/ops/audit_log', 'GET', () => '/api/ops/audit_log'),
    run('GET /api/ops/audit_log.csv', 'GET', () => '/api/ops/audit_log.csv?action=ops.'),
  ];
}
