import { reorderLinkSchema, reorderReplySchema, smsConsentBodySchema } from '@dme/shared/resupply/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { auditCallerOf } from '../audit/audit-caller';
import { resolvePatientSession } from '../patient-session/session-cookie';
import { recordSmsConsent, reorderFromReminder } from './resupply.service';

/** The resupply e-mail's link: the signed reminder is the capability, like the order e-mail's link. */
export const resupplyRoutes =
  ({ db, config, eligibility }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/resupply/reorders',
      {
        schema: {
          tags: ['resupply'],
          summary:
            "Fills this browser's cart with exactly the reminder's eligible supplies, priced with the current insurance",
          body: reorderLinkSchema,
          response: { 200: reorderReplySchema },
        },
      },
      async (request, reply) => {
        const session = await resolvePatientSession(db, config, request, reply);
        return reorderFromReminder(
          { db, eligibility, secretKey: config.SECRET_KEY },
          session,
          request.body,
          auditCallerOf(request, session),
        );
      },
    );

    app.post(
      '/api/resupply/sms_consent',
      {
        schema: {
          tags: ['resupply'],
          summary: 'The patient agrees to text messages about the order, on the number they type',
          body: smsConsentBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await recordSmsConsent(db, request.body, config.SECRET_KEY, auditCallerOf(request));
        return reply.code(204).send(null);
      },
    );
  };
