import {
  consultationCodeBodySchema,
  patientConsultationSchema,
  patientSessionSchema,
  patientUpdateBodySchema,
  productVariantDetailQuerySchema,
  productVariantDetailSchema,
  productVariantSchema,
  productVariantsQuerySchema,
  productVerticalSchema,
  referralCodeQuerySchema,
  SHOP_MESSAGES,
} from '@dme/shared/shop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/domain-error';
import { auditCallerOf } from '../audit/audit-caller';
import { planForSession } from '../insurance/pricing-plan';
import { storedSession } from '../patient-session/session.service';
import {
  insuranceStatusHeader,
  readPatientSession,
  readPricedSession,
  resolvePatientSession,
} from '../patient-session/session-cookie';
import { getSessionView, updatePatientAnswers } from '../patient-session/session-view.service';
import { getProductVariant, listProductVariants, listProductVerticals } from './catalogue.service';
import { confirmConsultationClaim } from './find-or-create.service';
import { useReferralCode } from './referral.service';

export const shopRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    type Request = Parameters<typeof resolvePatientSession>[2];
    type Reply = Parameters<typeof resolvePatientSession>[3];
    /** Reads answer an unstored session as an empty one; only writes store it (issue 12 item 11). */
    const readSessionOf = (request: Request, reply: Reply) => readPatientSession(db, config, request, reply);
    const sessionOf = (request: Request, reply: Reply) => resolvePatientSession(db, config, request, reply);

    app.get(
      '/api/consultations/show_by_referral_code',
      {
        schema: {
          tags: ['shop'],
          summary: "Open the patient's shop with a referral code",
          querystring: referralCodeQuerySchema,
          response: { 200: patientConsultationSchema },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const session = await readSessionOf(request, reply);
        return useReferralCode(db, session, {
          code: request.query.referralCode,
          ipAddress: request.ip,
          auth: request.auth,
          storeSession: () => storedSession(db, session),
        });
      },
    );

    app.get(
      '/api/patient_sessions/me',
      {
        schema: {
          tags: ['shop'],
          summary: "This browser's patient session",
          response: { 200: patientSessionSchema },
        },
      },
      async (request, reply) => {
        const session = await readSessionOf(request, reply);
        return getSessionView(db, session, request.auth, auditCallerOf(request, session));
      },
    );

    app.post(
      '/api/consultations/verify_code',
      {
        schema: {
          tags: ['shop'],
          summary: 'The e-mailed code of the prescription modal: binds the work order to this session',
          body: consultationCodeBodySchema,
          response: { 200: patientConsultationSchema },
        },
        // Each code has 5 tries of its own; this bounds the attempts of one address across codes.
        config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        return confirmConsultationClaim(
          db,
          session,
          request.body.consultation.code,
          auditCallerOf(request, session),
        );
      },
    );

    app.put(
      '/api/patients/update',
      {
        schema: {
          tags: ['shop'],
          summary: 'Save onboarding answers on the session',
          body: patientUpdateBodySchema,
          response: { 200: z.object({ success: z.boolean() }) },
        },
      },
      async (request, reply) => {
        const session = await sessionOf(request, reply);
        await updatePatientAnswers(db, session, request.body.patient, auditCallerOf(request, session));
        return { success: true };
      },
    );

    app.get(
      '/api/product_verticals',
      {
        schema: {
          tags: ['shop'],
          summary: 'Verticals with their categories',
          response: { 200: z.array(productVerticalSchema) },
        },
      },
      async () => listProductVerticals(db),
    );

    app.get(
      '/api/product_variants',
      {
        schema: {
          tags: ['shop'],
          summary: "The session's catalogue, filtered and priced",
          querystring: productVariantsQuerySchema,
          response: { 200: z.array(productVariantSchema) },
        },
      },
      async (request, reply) => {
        const { session, plan } = await readPricedSession(db, config, request, reply);
        return listProductVariants(db, session, plan, request.query);
      },
    );

    app.get(
      '/api/product_variants/:id',
      {
        schema: {
          tags: ['shop'],
          summary: 'One variant with its siblings',
          params: z.object({ id: z.string() }),
          querystring: productVariantDetailQuerySchema,
          response: { 200: productVariantDetailSchema },
        },
      },
      async (request, reply) => {
        if (!z.uuid().safeParse(request.params.id).success) throw notFound(SHOP_MESSAGES.invalidProduct);
        const session = await readSessionOf(request, reply);
        const plan = await planForSession(
          db,
          session,
          request.query.insuranceStatusUuid ?? insuranceStatusHeader(request),
        );
        return getProductVariant(db, session, plan, request.params.id, request.query.quantity);
      },
    );
  };
