import { ehrConnectionsReplySchema, ehrLaunchReplySchema } from '@dme/shared/ehr/launch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSmartClient } from '../../adapters/ehr/smart-client';
import type { AppContext } from '../../app-context';
import { demoEhrIss, ehrConnections, isDevLike } from '../../config';
import { cookieOptions } from '../../lib/cookies';
import { requireUser } from '../../plugins/auth';
import { auditCallerOf } from '../audit/audit-caller';
import { completeLaunch, startLaunch } from './ehr-launch.service';
import { getLaunchPrefill } from './ehr-launch-prefill.service';
import { launchProblemPage } from './launch-pages';

/** Holds the launch's browser token from `/smart/launch` to `/smart/callback` only. */
const LAUNCH_COOKIE = 'ehr_launch';
const LAUNCH_COOKIE_PATH = '/smart';
const LAUNCH_COOKIE_MAX_AGE_S = 10 * 60;

const launchQuerySchema = z.object({
  iss: z.string().trim().min(1).max(2000),
  launch: z.string().trim().min(1).max(2000).optional(),
});

export const ehrLaunchRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = context;
    const deps = { db, config, smart: createSmartClient({ allowHttp: isDevLike(config) }) };

    app.get(
      '/smart/launch',
      {
        schema: {
          tags: ['ehr'],
          summary: 'SMART App Launch: an EHR opens Carelane (iss and launch), or a standalone launch (iss)',
          querystring: launchQuerySchema,
        },
      },
      async (request, reply) => {
        const started = await startLaunch(deps, {
          iss: request.query.iss,
          launch: request.query.launch ?? null,
        });
        if ('problem' in started) return reply.redirect(launchProblemPage(started.problem));
        reply.setCookie(LAUNCH_COOKIE, started.browserToken, {
          ...cookieOptions(config, LAUNCH_COOKIE_MAX_AGE_S),
          path: LAUNCH_COOKIE_PATH,
        });
        return reply.redirect(started.redirectTo);
      },
    );

    app.get(
      '/smart/callback',
      {
        schema: {
          tags: ['ehr'],
          summary: "SMART App Launch: the EHR's authorization server returns with a code (or an error)",
          querystring: z.object({
            code: z.string().max(4000).optional(),
            state: z.string().max(500).optional(),
            error: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        const url = new URL(request.url, config.PUBLIC_URL);
        const page = await completeLaunch(deps, {
          url,
          browserToken: request.cookies[LAUNCH_COOKIE],
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
        });
        reply.clearCookie(LAUNCH_COOKIE, { path: LAUNCH_COOKIE_PATH });
        return reply.redirect(page);
      },
    );

    app.get(
      '/api/ehr_launches/:id',
      {
        schema: {
          tags: ['ehr'],
          summary: 'What a launch read from the EHR, to pre-fill the new work order (its provider only)',
          params: z.object({ id: z.string().max(100) }),
          response: { 200: ehrLaunchReplySchema },
        },
      },
      async (request) => {
        const auth = requireUser(request, { roles: ['provider'] });
        return getLaunchPrefill(db, auth, request.params.id, auditCallerOf(request));
      },
    );

    app.get(
      '/api/ehr_connections',
      {
        schema: {
          tags: ['ehr'],
          summary: 'The EHRs Carelane is connected to, and where a demo launch starts',
          response: { 200: ehrConnectionsReplySchema },
        },
      },
      async (request) => {
        requireUser(request, { roles: ['provider'] });
        const demoIss = demoEhrIss(config);
        return {
          connections: ehrConnections(config).map(({ name, iss }) => ({
            name,
            iss,
            appUrl: iss === demoIss ? config.DEMO_EHR_URL : null,
          })),
        };
      },
    );
  };
