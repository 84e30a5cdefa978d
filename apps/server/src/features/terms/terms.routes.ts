import { termsAgreementBodySchema, termsAgreementReplySchema } from '@dme/shared/auth/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { acceptCurrentTerms, readAgreement } from './terms.service';

export const termsRoutes =
  ({ db }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = { tags: ['terms'], response: { 200: termsAgreementReplySchema } };
    app.get(
      '/api/terms_of_service_agreements/me',
      { schema: { ...schema, summary: 'Whether the signed-in user has accepted the current terms' } },
      async (request) => readAgreement(db, requireUser(request).userId),
    );
    app.put(
      '/api/terms_of_service_agreements/me',
      {
        schema: { ...schema, summary: 'Accept the current terms of service', body: termsAgreementBodySchema },
      },
      async (request) => acceptCurrentTerms(db, requireUser(request).userId),
    );
  };
