import {
  passwordRecoveryBodySchema,
  passwordRecoveryReplySchema,
  passwordResetBodySchema,
} from '@dme/shared/auth/password-recovery';
import { SIGN_IN_MESSAGES, signInReplySchema, signInSchema } from '@dme/shared/auth/sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { allowedOrigins } from '../../config';
import {
  cookieOptions,
  SESSION_COOKIE,
  setFreshSessionCookie,
  TRUSTED_DEVICE_COOKIE,
} from '../../lib/cookies';
import { requireUser, sendCredentials } from '../../plugins/auth';
import { accountSettingsRoutes } from './account-settings.routes';
import { AUTH_LIMITS } from './auth-rules';
import { redeemOneTimeSignInLink } from './one-time-link.service';
import { changePassword, redeemPasswordResetLink, requestPasswordReset } from './password.service';
import { signIn } from './sign-in.service';
import { signOut } from './sign-out.service';

const messageReply = z.object({ message: z.string() });

export const authRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = context;
    app.register(accountSettingsRoutes(context));
    const linkSettings = { publicUrl: config.PUBLIC_URL, allowedOrigins: allowedOrigins(config) };
    const pendingWork = new Set<Promise<void>>();
    app.addHook('onClose', async () => {
      await Promise.allSettled([...pendingWork]);
    });

    app.post(
      '/auth/sign_in',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password, then the e-mailed code on a new browser',
          body: signInSchema,
          response: { 200: signInReplySchema, 401: signInReplySchema, 429: signInReplySchema },
        },
        config: { rateLimit: { max: config.SIGN_IN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const outcome = await signIn(
          db,
          {
            ...request.body,
            otpAttempt: request.body.otpAttempt || undefined,
            trustedDeviceToken: request.cookies[TRUSTED_DEVICE_COOKIE],
            ipAddress: request.ip,
            userAgent: request.headers['user-agent'],
          },
          new Date(),
          config,
        );
        if (outcome.kind === 'code_sent') return { otp: 'prompt' as const };
        if (outcome.kind === 'invalid_code') {
          return reply.status(401).send({ otp: 'invalid', error: SIGN_IN_MESSAGES.invalidCode });
        }
        if (outcome.kind === 'code_no_longer_valid') {
          return reply.status(401).send({ otp: 'invalid', error: SIGN_IN_MESSAGES.codeNoLongerValid });
        }
        if (outcome.trustedDeviceToken) {
          reply.setCookie(
            TRUSTED_DEVICE_COOKIE,
            outcome.trustedDeviceToken,
            cookieOptions(config, AUTH_LIMITS.trustedDeviceTtlMs / 1000),
          );
        }
        sendCredentials(reply, outcome.credentials);
        return { data: outcome.user };
      },
    );

    app.get(
      '/auth/sign_out',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out this browser',
          response: { 200: z.object({ success: z.boolean() }) },
        },
      },
      async (request, reply) => {
        await signOut(db, {
          auth: request.auth,
          sessionToken: request.cookies[SESSION_COOKIE],
          ipAddress: request.ip,
        });
        // Signed out: the reply must not echo the old credentials (plugins/auth onSend).
        request.auth = null;
        setFreshSessionCookie(reply, config);
        return { success: true };
      },
    );

    app.post(
      '/auth/password',
      {
        schema: {
          tags: ['auth'],
          summary: 'E-mail a password reset link',
          body: passwordRecoveryBodySchema,
          response: { 200: passwordRecoveryReplySchema },
        },
        config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      },
      async (request) => {
        const { message, work } = await requestPasswordReset(db, linkSettings, request.body);
        // Not awaited: the reply must not depend on whether the address has an account.
        const tracked: Promise<void> = work
          .catch((error: unknown) => {
            // No address, no parameters: only what kind of failure it was.
            request.log.warn({ err: { name: (error as Error)?.name } }, 'password reset mail failed');
          })
          .finally(() => pendingWork.delete(tracked));
        pendingWork.add(tracked);
        return { message };
      },
    );

    app.get(
      '/auth/password/edit',
      {
        schema: {
          tags: ['auth'],
          summary: 'The e-mailed reset link: redirects to the reset page with reset credentials',
          querystring: z.object({
            resetPasswordToken: z.string().max(200),
            redirectUrl: z.string().max(2000),
          }),
        },
        config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      },
      async (request, reply) => {
        const location = await redeemPasswordResetLink(db, linkSettings, {
          token: request.query.resetPasswordToken,
          redirectUrl: request.query.redirectUrl,
        });
        return reply.header('cache-control', 'no-store').redirect(location);
      },
    );

    app.put(
      '/auth/password',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Set a new password. Reset-link credentials sign out every session; a signed-in session must send current_password, stays signed in and ends every other session',
          body: passwordResetBodySchema,
          response: { 200: messageReply },
        },
        config: { rateLimit: { max: config.SIGN_IN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request) => {
        const auth = requireUser(request, { kinds: ['password_reset', 'session'] });
        const message = await changePassword(db, auth, request.body, config, {
          trustedDeviceToken: request.cookies[TRUSTED_DEVICE_COOKIE],
        });
        // Reset-link credentials are spent: the reply must not echo them (plugins/auth onSend).
        if (auth.kind === 'password_reset') request.auth = null;
        return { message };
      },
    );

    app.get(
      '/auth/one_time_sign_in/:token',
      {
        schema: {
          tags: ['auth'],
          summary: 'An admin-issued one-time sign-in link (EHR providers)',
          params: z.object({ token: z.string().max(200) }),
        },
        config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      },
      async (request, reply) => {
        const location = await redeemOneTimeSignInLink(
          db,
          request.params.token,
          request.headers['user-agent'],
        );
        return reply.header('cache-control', 'no-store').redirect(location);
      },
    );
  };
