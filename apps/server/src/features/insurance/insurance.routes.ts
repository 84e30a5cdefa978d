import {
  contactRequestBodySchema,
  contactRequestReplySchema,
  ELIGIBILITY_FAILURE_ROUTES,
  eligibilityCheckBodySchema,
  eligibilityFailureListQuerySchema,
  eligibilityFailureListReplySchema,
  findOrCreateConsultationBodySchema,
  insuranceCarrierSchema,
  insuranceCarriersQuerySchema,
  insuranceStatusSchema,
  patientInsurancePlanReplySchema,
} from '@dme/shared/insurance/api';
import { consultationClaimReplySchema } from '@dme/shared/shop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { auditCallerOf } from '../audit/audit-caller';
import { readPatientSession, resolvePatientSession } from '../patient-session/session-cookie';
import { requestConsultationClaim } from '../shop/find-or-create.service';
import { createContactRequest } from './contact-request.service';
import { listEligibilityFailures } from './eligibility-failure.service';
import { findCarriers } from './insurance.repo';
import {
  checkEligibility,
  getPatientInsurancePlan,
  getSessionStatus,
  removeSessionStatus,
} from './insurance.service';

export const insuranceRoutes =
  ({ db, config, eligibility }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['insurance'];

    app.get(
      '/api/insurance_carriers',
      {
        schema: {
          tags,
          summary: 'Carriers, and whether a supplier partner is in network',
          querystring: insuranceCarriersQuerySchema,
          response: { 200: z.array(insuranceCarrierSchema) },
        },
      },
      async () => findCarriers(db),
    );

    app.post(
      '/api/insurance_statuses',
      {
        schema: {
          tags,
          summary: 'Check eligibility; a covered plan prices this session',
          body: eligibilityCheckBodySchema,
          response: { 201: insuranceStatusSchema },
        },
        config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      },
      async (request, reply) => {
        const session = await resolvePatientSession(db, config, request, reply);
        const userId = request.auth?.role === 'patient' ? request.auth.userId : null;
        return reply
          .status(201)
          .send(
            await checkEligibility(
              { db, eligibility, supportEmail: config.SUPPORT_EMAIL },
              session,
              userId,
              request.body,
              auditCallerOf(request, session),
            ),
          );
      },
    );

    app.get(
      ELIGIBILITY_FAILURE_ROUTES.list,
      {
        schema: {
          tags: ['operations'],
          summary: 'Eligibility checks that gave no answer, newest first (admins; no PHI)',
          querystring: eligibilityFailureListQuerySchema,
          response: { 200: eligibilityFailureListReplySchema },
        },
      },
      async (request) => {
        requireUser(request, { roles: ['admin'] });
        return listEligibilityFailures(db, request.query);
      },
    );

    app.get(
      '/api/insurance_statuses/me',
      {
        schema: {
          tags,
          summary: "This session's insurance status (404: none)",
          response: { 200: insuranceStatusSchema },
        },
      },
      async (request, reply) => {
        const session = await readPatientSession(db, config, request, reply);
        return getSessionStatus(db, session, auditCallerOf(request, session));
      },
    );

    app.delete(
      '/api/insurance_statuses/me',
      {
        schema: {
          tags,
          summary: 'Remove insurance: prices go back to retail',
          response: { 200: z.object({ success: z.boolean() }) },
        },
      },
      async (request, reply) => {
        const session = await resolvePatientSession(db, config, request, reply);
        await removeSessionStatus(db, session, auditCallerOf(request, session));
        return { success: true };
      },
    );

    app.get(
      '/api/patient_insurance_plans/me',
      {
        schema: {
          tags,
          summary: "A signed-in patient's insurance (404: none)",
          response: { 200: patientInsurancePlanReplySchema },
        },
      },
      async (request) =>
        getPatientInsurancePlan(
          db,
          requireUser(request, { roles: ['patient'] }).userId,
          auditCallerOf(request),
        ),
    );

    app.post(
      '/api/patients/contact_request',
      {
        schema: {
          tags,
          summary: 'Ask the team for help with insurance',
          body: contactRequestBodySchema,
          response: { 201: contactRequestReplySchema },
        },
        config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      },
      async (request, reply) => {
        const session = await resolvePatientSession(db, config, request, reply);
        const message = await createContactRequest(
          db,
          config.SUPPORT_EMAIL,
          session,
          request.body.patient,
          auditCallerOf(request, session),
        );
        return reply.status(201).send({ message });
      },
    );

    app.post(
      '/api/consultations/find_or_create',
      {
        schema: {
          tags,
          summary: "E-mail a code that finds the patient's work order (the same answer whatever is found)",
          body: findOrCreateConsultationBodySchema,
          response: { 200: consultationClaimReplySchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      },
      async (request, reply) => {
        // Issue 12 item 7: nothing about the work order is answered; the code goes to its e-mail.
        const session = await resolvePatientSession(db, config, request, reply);
        return requestConsultationClaim(
          db,
          session,
          request.body.consultation,
          auditCallerOf(request, session),
        );
      },
    );
  };
