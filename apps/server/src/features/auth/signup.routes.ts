import { sessionUserSchema } from '@dme/shared/auth/sign-in';
import {
  patientSignupBodySchema,
  providerRegistrationReplySchema,
  providerSignupBodySchema,
} from '@dme/shared/auth/signup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/domain-error';
import { sendCredentials } from '../../plugins/auth';
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
          summary: 'Patient signup; signs the patient in',
          body: patientSignupBodySchema,
          response: { 201: z.object({ data: sessionUserSchema }) },
        },
        config: signupLimit,
      },
      async (request, reply) => {
        if (!config.PATIENT_ACCOUNTS_ENABLED) throw notFound();
        const { user, credentials } = await registerPatient(db, request.body);
        sendCredentials(reply, credentials);
        return reply.status(201).send({ data: user });
      },
    );
  };
