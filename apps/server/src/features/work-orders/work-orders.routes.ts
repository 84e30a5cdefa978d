import {
  createWorkOrderReplySchema,
  newWorkOrderReplySchema,
  WORK_ORDER_ERRORS,
  workOrderDetailSchema,
  workOrderListQuerySchema,
  workOrderListReplySchema,
} from '@dme/shared/work-orders/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ehrConnections } from '../../config';
import { notFound } from '../../lib/domain-error';
import { requireUser } from '../../plugins/auth';
import { auditCallerOf } from '../audit/audit-caller';
import { refreshPriorAuthStatuses } from './prior-auth-refresh.service';
import { todayIn } from './work-order-rules';
import { createWorkOrder, getWorkOrder, listWorkOrders, newReferralCode } from './work-orders.service';

const providersOnly = { roles: ['provider'] as const };

export const workOrderRoutes =
  ({ db, config, eligibility }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/consultations',
      {
        schema: {
          tags: ['work orders'],
          summary: "The provider's work orders: search, sort, pages",
          description:
            'With `check_prior_auth_statuses=true` (the first load) the open prior authorisations due a check are first refreshed from the payer.',
          querystring: workOrderListQuerySchema,
          response: { 200: workOrderListReplySchema },
        },
      },
      async (request) => {
        const auth = requireUser(request, providersOnly);
        if (request.query.checkPriorAuthStatuses === 'true')
          await refreshPriorAuthStatuses({ db, eligibility, log: request.log }, auth);
        return listWorkOrders(db, auth, request.query, auditCallerOf(request));
      },
    );

    app.get(
      '/api/consultations/new',
      {
        schema: {
          tags: ['work orders'],
          summary: 'A fresh referral code for the work order form',
          response: { 200: newWorkOrderReplySchema },
        },
      },
      async (request) => {
        requireUser(request, providersOnly);
        return { referralCode: await newReferralCode(db) };
      },
    );

    app.post(
      '/api/consultations',
      {
        schema: {
          tags: ['work orders'],
          summary: 'Create a work order (validated with the form’s own rules)',
          // The rules need the HCPCS codes from the database, so the body is checked by the service.
          body: z.object({ consultation: z.record(z.string(), z.unknown()) }),
          response: { 201: createWorkOrderReplySchema },
        },
      },
      async (request, reply) => {
        const auth = requireUser(request, providersOnly);
        const today = todayIn(request.cookies.time_zone);
        const uuid = await createWorkOrder(
          db,
          auth,
          request.body.consultation,
          today,
          auditCallerOf(request),
        );
        return reply.status(201).send({ uuid });
      },
    );

    app.get(
      '/api/consultations/:id',
      {
        schema: {
          tags: ['work orders'],
          summary: 'One work order of the provider',
          params: z.object({ id: z.string() }),
          response: { 200: workOrderDetailSchema },
        },
      },
      async (request) => {
        const auth = requireUser(request, providersOnly);
        if (!z.uuid().safeParse(request.params.id).success) throw notFound(WORK_ORDER_ERRORS.invalidId);
        return getWorkOrder(
          db,
          auth,
          request.params.id,
          {
            fax: { number: config.FAX_NUMBER, email: config.FAX_EMAIL },
            coverSheetKey: config.SECRET_KEY,
            ehrNameOf: (iss) =>
              ehrConnections(config).find((connection) => connection.iss === iss)?.name ?? 'your EHR',
          },
          auditCallerOf(request),
        );
      },
    );
  };
