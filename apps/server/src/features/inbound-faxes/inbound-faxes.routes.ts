import {
  FAX_CONTENT_TYPES,
  FAX_MESSAGES,
  FAX_ROUTES,
  faxAssignBodySchema,
  faxDetailReplySchema,
  faxIdParamsSchema,
  faxListQuerySchema,
  faxListReplySchema,
  faxReplySchema,
  MAX_FAX_BYTES,
} from '@dme/shared/operations/faxes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startDropFolder } from '../../adapters/inbound-fax/drop-folder';
import { faxesFromEmail } from '../../adapters/inbound-fax/email';
import {
  fetchTelnyxMedia,
  readTelnyxFaxEvent,
  telnyxPublicKey,
  verifyTelnyxWebhook,
} from '../../adapters/inbound-fax/telnyx';
import type { AppContext } from '../../app-context';
import { DomainError, unauthenticated } from '../../lib/domain-error';
import { singleHeader } from '../../lib/headers';
import { sameSecret } from '../../lib/secure-token';
import { digestEventId } from '../../lib/webhook-events';
import { localCaller } from '../audit/audit-caller';
import { opsCaller } from '../operations/ops-caller';
import { receiveRelayedEmail, receiveTelnyxDelivery } from './fax-deliveries.service';
import { assignFax, discardFax, faxSummaryOf, getFax, listFaxes, receiveFax } from './inbound-faxes.service';

const MAX_EMAIL_BYTES = MAX_FAX_BYTES * 2;

/**
 * Inbound faxes (issue 16 §1): the console's fax inbox (admin only), its upload, and the outside
 * entry points — the Telnyx webhook and the mail relay — when they are configured.
 */
export const inboundFaxRoutes =
  ({ db, storage, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, storage, config };
    // Files arrive as raw bytes: the console's upload, the relay's message, the provider's JSON (signed as sent).
    app.addContentTypeParser(
      [...FAX_CONTENT_TYPES, 'message/rfc822'],
      { parseAs: 'buffer', bodyLimit: MAX_EMAIL_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      FAX_ROUTES.list,
      {
        schema: {
          tags: ['operations'],
          summary: 'The fax inbox',
          querystring: faxListQuerySchema,
          response: { 200: faxListReplySchema },
        },
      },
      async (request) => {
        return listFaxes(db, request.query, opsCaller(request));
      },
    );

    app.get(
      FAX_ROUTES.detail,
      {
        schema: {
          tags: ['operations'],
          summary: 'A fax with its page previews',
          params: faxIdParamsSchema,
          response: { 200: faxDetailReplySchema },
        },
      },
      async (request) => {
        return getFax(deps, request.params.id, opsCaller(request));
      },
    );

    app.post(
      FAX_ROUTES.assign,
      {
        schema: {
          tags: ['operations'],
          summary: 'File an inbox fax to the work order of a referral code',
          params: faxIdParamsSchema,
          body: faxAssignBodySchema,
          response: { 200: faxReplySchema },
        },
      },
      async (request) => {
        return assignFax(deps, request.params.id, request.body, opsCaller(request));
      },
    );

    app.post(
      FAX_ROUTES.discard,
      {
        schema: {
          tags: ['operations'],
          summary: 'Set an inbox fax aside',
          params: faxIdParamsSchema,
          response: { 200: faxReplySchema },
        },
      },
      async (request) => {
        return discardFax(db, request.params.id, opsCaller(request));
      },
    );

    app.post(
      FAX_ROUTES.upload,
      {
        bodyLimit: MAX_FAX_BYTES,
        schema: {
          tags: ['operations'],
          summary: 'Upload a fax (PDF, TIFF, JPEG or PNG as the raw body); it is filed or lands in the inbox',
          headers: z.object({ 'x-filename': z.string().max(200).optional() }),
          response: { 200: faxReplySchema },
        },
      },
      async (request) => {
        const caller = opsCaller(request);
        const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
        if (!Buffer.isBuffer(request.body)) throw new DomainError('validation', FAX_MESSAGES.unsupportedType);
        const row = await receiveFax(
          deps,
          {
            source: 'console_upload',
            filename: request.headers['x-filename'] || 'upload',
            contentType,
            content: request.body,
          },
          caller,
        );
        return faxSummaryOf(row);
      },
    );

    if (config.FAX_RELAY_SECRET) {
      const secret = config.FAX_RELAY_SECRET;
      app.post(
        '/api/inbound_faxes/email',
        { bodyLimit: MAX_EMAIL_BYTES, schema: { hide: true } },
        async (request, reply) => {
          if (!sameSecret(singleHeader(request, 'x-relay-secret') ?? '', secret)) throw unauthenticated();
          if (!Buffer.isBuffer(request.body))
            throw new DomainError('validation', 'Send the raw message as message/rfc822');
          const email = await faxesFromEmail(request.body);
          const caller = { ...localCaller(null), ipAddress: request.ip };
          return reply.status(202).send(await receiveRelayedEmail(deps, email, caller));
        },
      );
    }

    if (config.TELNYX_PUBLIC_KEY) {
      const publicKey = telnyxPublicKey(config.TELNYX_PUBLIC_KEY);
      app.register(async (webhook) => {
        // The signature covers the body as sent: keep it raw.
        webhook.removeContentTypeParser('application/json');
        webhook.addContentTypeParser(
          'application/json',
          { parseAs: 'buffer', bodyLimit: 100_000 },
          (_r, body, done) => done(null, body),
        );
        // The signature and its timestamp first; every signed event is then answered 200 (Telnyx
        // retries anything else at the failover URL): repeats, other fax events and faxes whose
        // media link cannot be used are acknowledged and recorded (decision 0109).
        webhook.post('/api/webhooks/telnyx/fax', { schema: { hide: true } }, async (request, reply) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const verdict = verifyTelnyxWebhook(publicKey, body, {
            signature: singleHeader(request, 'telnyx-signature-ed25519'),
            timestamp: singleHeader(request, 'telnyx-timestamp'),
          });
          if (!verdict.ok) throw unauthenticated('Invalid webhook signature');
          const delivery = readTelnyxFaxEvent(body, digestEventId(body));
          const answer = await receiveTelnyxDelivery(
            deps,
            delivery,
            { ...localCaller(null), ipAddress: request.ip },
            (url) => fetchTelnyxMedia(url, MAX_FAX_BYTES),
          );
          return reply.status(200).send(answer);
        });
      });
    }

    if (config.FAX_DROP_DIR) {
      const dir = config.FAX_DROP_DIR;
      let stop: (() => void) | undefined;
      app.addHook('onReady', async () => {
        stop = startDropFolder(dir, (fax) => receiveFax(deps, fax, localCaller(null)), app.log);
      });
      app.addHook('onClose', async () => stop?.());
    }
  };
