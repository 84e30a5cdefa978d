import { termsAgreementBodySchema, termsAgreementReplySchema } from '@dme/shared/auth/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { acceptCurrentTerms, readAgreement } from './terms.service';

export const termsRoutes =
  ({ db }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = { tags: ['terms'], response: { 200: termsAgreementReplySchema } };
    app.get('/api/terms_of_service_agreements/me', { schema }, async (request) =>
      readAgreement(db, requireUser(request).userId),
    );
    app.put(
      '/api/terms_of_service_agreements/me',
      { schema: { ...schema, body: termsAgreementBodySchema } },
      async (request) => acceptCurrentTerms(db, requireUser(request).userId),
    );
  };
