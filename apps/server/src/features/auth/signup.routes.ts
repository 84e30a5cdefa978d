import {
  patientSignupBodySchema,
  providerRegistrationReplySchema,
  providerSignupBodySchema,
} from '@dme/shared/auth/signup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/domain-error';
import { findProviderRegistration, registerPatient, registerProvider } from './signup.service';

export const signupRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const signupLimit = { rateLimit: { max: 10, timeWindow: '1 hour' } };

    app.get(
      '/api/provider_registrations/:id',
      {
        schema: {
          tags: ['signup'],
          summary: 'Prefill of the provider signup form by signup code',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: providerRegistrationReplySchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      },
      async (request) => findProviderRegistration(db, request.params.id),
    );

    app.post(
      '/api/providers',
      {
        schema: {
          tags: ['signup'],
          summary: 'Provider signup; a sign-in code is e-mailed to finish signing in',
          body: providerSignupBodySchema,
          response: { 201: z.object({ data: z.object({ uuid: z.string() }), otp: z.literal('prompt') }) },
        },
        config: signupLimit,
      },
      async (request, reply) =>
        reply.status(201).send({ data: await registerProvider(db, request.body), otp: 'prompt' }),
    );

    app.post(
      '/api/patients',
      {
        schema: {
          tags: ['signup'],
          summary:
            'Patient signup; e-mails a sign-in code that finishes it through POST /auth/sign_in (the same reply for a taken e-mail)',
          body: patientSignupBodySchema,
          response: { 200: z.object({ otp: z.literal('prompt') }) },
        },
        config: signupLimit,
      },
      async (request) => {
        if (!config.PATIENT_ACCOUNTS_ENABLED) throw notFound();
        return registerPatient(db, request.body, { publicUrl: config.PUBLIC_URL, ...config });
      },
    );
  };
