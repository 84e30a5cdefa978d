import {
  accountSessionsReplySchema,
  emailChangeConfirmReplySchema,
  emailChangeConfirmSchema,
  emailChangeRequestReplySchema,
  emailChangeRequestSchema,
  endedSessionsReplySchema,
  sessionParamsSchema,
} from '@dme/shared/auth/account-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser, sendCredentials } from '../../plugins/auth';
import { confirmEmailChange, requestEmailChange } from './account-email.service';
import { endAccountSession, endOtherAccountSessions, listAccountSessions } from './account-sessions.service';

/**
 * Account Settings for every role (issue 48 item 2): the e-mail address, proven by a code sent to
 * the new one, and the signed-in sessions. Each call acts on the caller's own account only; the
 * password is changed through `PUT /auth/password`.
 */
export const accountSettingsRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // As many tries as a sign-in: each costs a password check or a code guess.
    const throttled = { rateLimit: { max: config.SIGN_IN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } };

    app.post(
      '/api/account/email_change',
      {
        schema: {
          tags: ['account'],
          summary: 'Asks to move the account to a new e-mail address: a code is e-mailed to that address',
          body: emailChangeRequestSchema,
          response: { 200: emailChangeRequestReplySchema },
        },
        config: throttled,
      },
      (request) => requestEmailChange(db, requireUser(request), request.body, config),
    );

    app.post(
      '/api/account/email_change/confirm',
      {
        schema: {
          tags: ['account'],
          summary: "The new address's code: the account moves to it; every other session ends",
          body: emailChangeConfirmSchema,
          response: { 200: emailChangeConfirmReplySchema },
        },
        config: throttled,
      },
      async (request, reply) => {
        const auth = requireUser(request);
        const changed = await confirmEmailChange(db, auth, request.body, config);
        // The uid on the wire is the e-mail: this browser's session carries on under the new one.
        sendCredentials(reply, { ...auth.credentials, uid: changed.email });
        return changed;
      },
    );

    app.get(
      '/api/account/sessions',
      {
        schema: {
          tags: ['account'],
          summary: "The caller's signed-in sessions: browser, when last used, and which is this one",
          response: { 200: accountSessionsReplySchema },
        },
      },
      (request) => listAccountSessions(db, requireUser(request)),
    );

    app.delete(
      '/api/account/sessions/:id',
      {
        schema: {
          tags: ['account'],
          summary: "Ends one of the caller's other sessions",
          params: sessionParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await endAccountSession(db, requireUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/account/sessions/end_others',
      {
        schema: {
          tags: ['account'],
          summary: 'Ends every session of the caller but this one',
          response: { 200: endedSessionsReplySchema },
        },
      },
      (request) => endOtherAccountSessions(db, requireUser(request)),
    );
  };
