import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PAGE_COOKIES } from '@dme/shared/shop/page-cookies';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type DestinationStream, pino } from 'pino';
import type { AppContext } from './app-context';
import { isDevLike } from './config';
import { attachmentRoutes } from './features/attachments/attachments.routes';
import { authRoutes } from './features/auth/auth.routes';
import { signupRoutes } from './features/auth/signup.routes';
import { cartRoutes } from './features/cart/cart.routes';
import { cdsHooksRoutes } from './features/cds-hooks/cds-hooks.routes';
import { checkoutRoutes } from './features/checkout/checkout.routes';
import { deliveryRoutes } from './features/delivery/delivery.routes';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes';
import { ehrLaunchRoutes } from './features/ehr-launch/ehr-launch.routes';
import { fhirRoutes } from './features/fhir/fhir.routes';
import { fulfillmentRoutes } from './features/fulfillments/fulfillments.routes';
import { healthRoutes } from './features/health/health.routes';
import { inboundFaxRoutes } from './features/inbound-faxes/inbound-faxes.routes';
import { insuranceRoutes } from './features/insurance/insurance.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { auditLogRoutes } from './features/operations/audit-log.routes';
import { operationsRoutes } from './features/operations/operations.routes';
import { orderRoutes } from './features/orders/orders.routes';
import { giveSessionCookieToPage } from './features/patient-session/session-cookie';
import { referenceRoutes } from './features/reference/reference.routes';
import { resupplyRoutes } from './features/resupply/resupply.routes';
import { firstShopVisitPage } from './features/shop/first-visit-page';
import { shopRoutes } from './features/shop/shop.routes';
import { supportRoutes } from './features/support/support.routes';
import { termsRoutes } from './features/terms/terms.routes';
import { usageDataRoutes } from './features/usage-data/usage-data.routes';
import { workOrderRoutes } from './features/work-orders/work-orders.routes';
import { parseQueryString } from './lib/query-string';
import { serializeErrorSafely } from './lib/safe-error-log';
import { AccessLog } from './plugins/access-log';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';
import { wirePlugin } from './plugins/wire';

interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

const BATCHED_STDOUT = { dest: 1, sync: false, minLength: 8192, periodicFlush: 1000 };

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's x-request-id when it is at most 64 of [A-Za-z0-9._-], else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

const isApiPath = (url: string) => /^\/(api|auth)(\/|\?|$)/.test(url);

/** Builds the whole HTTP application without listening; tests and server.ts each build their own. */
export async function buildApp(context: AppContext, options: BuildOptions = {}) {
  const { config } = context;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Buffered, non-blocking writes (flushed on exit): a log line must not cost a write call on
      // every request. Lines are written 8 kB at a time, or after at most a second: each write is
      // handed to a worker thread, and at ~2,000 requests/s those hand-overs cost ~10 % of the CPU
      // of a catalogue read (issue 18).
      stream: options.logStream ?? pino.destination(BATCHED_STDOUT),
      redact: [
        'req.headers["access-token"]',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["access-token"]',
      ],
      // Any `{ err }` logged anywhere keeps only the error's class, SQLSTATE and frames: database
      // errors quote their SQL parameters (member IDs, names, birth dates) in their message.
      serializers: { err: serializeErrorSafely },
    },
    trustProxy: config.TRUST_PROXY,
    // A caller's x-request-id is kept only when short and plain (it is echoed and logged); anything
    // else gets a generated id.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new AccessLog(),
    bodyLimit: 1_048_576,
    // `POST /api/cart_items/` (the spec's client writes some paths with a trailing slash) is the
    // same route as `POST /api/cart_items`.
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // API replies carry PHI: no browser or proxy may keep them, unless a route of public reference
    // data set its own Cache-Control.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  await app.register(wirePlugin, { validateReplies: isDevLike(config) });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    redisUrl: config.REDIS_URL,
    defaultLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
  });
  await app.register(cookie);
  await app.register(docsPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(authPlugin, { db: context.db });

  await app.register(healthRoutes(context));
  await app.register(supportRoutes(context));
  await app.register(authRoutes(context));
  await app.register(signupRoutes(context));
  await app.register(referenceRoutes(context));
  await app.register(termsRoutes(context));
  await app.register(workOrderRoutes(context));
  await app.register(ehrLaunchRoutes(context));
  await app.register(attachmentRoutes(context));
  await app.register(shopRoutes(context));
  await app.register(cartRoutes(context));
  await app.register(deliveryRoutes(context));
  await app.register(insuranceRoutes(context));
  await app.register(orderRoutes(context));
  await app.register(checkoutRoutes(context));
  await app.register(fulfillmentRoutes(context));
  await app.register(inboundFaxRoutes(context));
  await app.register(usageDataRoutes(context));
  await app.register(resupplyRoutes(context));
  await app.register(notificationRoutes(context));
  await app.register(operationsRoutes(context));
  await app.register(auditLogRoutes(context));
  await app.register(cdsHooksRoutes(context));
  await app.register(fhirRoutes(context));
  if (isDevLike(config)) await app.register(devMailRoutes(context));

  const drawFirstShopVisit = firstShopVisitPage(app, config.WEB_DIST_DIR);
  await app.register(webAppPlugin, {
    distDir: config.WEB_DIST_DIR,
    onPage: async (request, reply) => {
      const newSessionToken = giveSessionCookieToPage(config, request, reply);
      const html = await drawFirstShopVisit?.(request, newSessionToken);
      return { isPrivate: newSessionToken !== null || Boolean(html), html, signedInAs: staffRoleOf(request) };
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The staff roles whose pages the web build frames (the browser's `signed_in_role` cookie names it). */
const FRAMED_ROLES = new Set(['Provider', 'Supplier', 'Admin']);
const staffRoleOf = (request: FastifyRequest) => {
  const role = request.cookies[PAGE_COOKIES.signedInRole];
  return role !== undefined && FRAMED_ROLES.has(role) ? role : undefined;
};
