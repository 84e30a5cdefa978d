import {
  attachmentsReplySchema,
  createPatientPacketBodySchema,
  downloadUrlQuerySchema,
  downloadUrlReplySchema,
  MAX_UPLOAD_BYTES,
  presignedUrlBodySchema,
  presignedUrlReplySchema,
} from '@dme/shared/attachments/api';
import { createInsuranceCardBodySchema, insuranceCardReplySchema } from '@dme/shared/insurance/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { auditCallerOf } from '../audit/audit-caller';
import { resolvePatientSession } from '../patient-session/session-cookie';
import type { Uploader } from './attachments.repo';
import {
  createDownloadUrl,
  createInsuranceCard,
  createPatientPacket,
  createPresignedUpload,
  deleteAttachment,
  readSignedDownload,
  receiveDirectUpload,
} from './attachments.service';

const staff = { roles: ['provider', 'supplier'] as const };
/** Admins upload too (a payer response from the operations console); they link files only there. */
const uploaders = { roles: [...staff.roles, 'admin'] as const };

export const attachmentRoutes =
  ({ db, config, storage, localStorage, cardReader }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, storage };
    /** Providers and suppliers upload as themselves; everyone else (patients) from their session. */
    const uploaderOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Uploader> => {
      if (request.auth && request.auth.role !== 'patient')
        return { userId: requireUser(request, uploaders).userId };
      return { sessionId: (await resolvePatientSession(db, config, request, reply)).id };
    };

    app.post(
      '/api/presigned_urls',
      {
        schema: {
          tags: ['attachments'],
          summary: 'Announce a file and get a direct-upload URL',
          body: presignedUrlBodySchema,
          response: { 200: presignedUrlReplySchema },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => createPresignedUpload(deps, await uploaderOf(request, reply), request.body),
    );

    app.post(
      '/api/attachments/create_patient_packet',
      {
        schema: {
          tags: ['attachments'],
          summary: 'Attach uploaded files to a work order as one packet type',
          body: createPatientPacketBodySchema,
          response: { 201: attachmentsReplySchema },
        },
      },
      async (request, reply) => {
        const author = request.auth
          ? { provider: requireUser(request, { roles: ['provider'] }) }
          : { session: await resolvePatientSession(db, config, request, reply) };
        const caller = auditCallerOf(request, author.session);
        return reply
          .status(201)
          .send({ data: await createPatientPacket(deps, author, request.body, caller) });
      },
    );

    app.post(
      '/api/attachments/create_insurance_card',
      {
        schema: {
          tags: ['attachments'],
          summary: 'Keep an uploaded insurance card and read it',
          body: createInsuranceCardBodySchema,
          response: { 201: insuranceCardReplySchema },
        },
      },
      async (request, reply) => {
        const session = await resolvePatientSession(db, config, request, reply);
        return reply
          .status(201)
          .send(
            await createInsuranceCard(
              { ...deps, cardReader },
              session,
              request.body.blobSignedId,
              auditCallerOf(request, session),
            ),
          );
      },
    );

    app.get(
      '/api/attachments/download_url',
      {
        schema: {
          tags: ['attachments'],
          summary: 'A short-lived download link',
          querystring: downloadUrlQuerySchema,
          response: { 200: downloadUrlReplySchema },
        },
      },
      async (request) => ({
        downloadUrl: await createDownloadUrl(
          deps,
          requireUser(request, staff),
          request.query.uuid,
          auditCallerOf(request),
        ),
      }),
    );

    app.delete(
      '/api/attachments/:uuid',
      {
        schema: {
          tags: ['attachments'],
          summary: 'Delete a patient packet document',
          params: z.object({ uuid: z.uuid() }),
          response: { 200: z.object({ success: z.boolean() }) },
        },
      },
      async (request) => {
        await deleteAttachment(
          deps,
          requireUser(request, staff),
          request.params.uuid,
          auditCallerOf(request),
        );
        return { success: true };
      },
    );

    if (!localStorage) return;
    const local = localStorage;

    // The local store's own upload and download endpoints (a bucket serves these when S3 is configured).
    app.register(async (uploads) => {
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
        (_request, body, done) => done(null, body),
      );
      uploads.put(
        '/api/direct_uploads/:token',
        { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
        async (request, reply) => {
          const { token } = request.params as { token: string };
          await receiveDirectUpload({ db, local }, token, {
            contentType: request.headers['content-type'],
            contentMd5: request.headers['content-md5'] as string | undefined,
            body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          });
          return reply.status(204).send();
        },
      );
    });

    app.get(
      '/api/blobs/:key',
      {
        schema: {
          hide: true,
          params: z.object({ key: z.string().max(200) }),
          querystring: z.object({ expires: z.string().max(20), signature: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const file = await readSignedDownload(
          { db, local },
          request.params.key,
          request.query,
          auditCallerOf(request),
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );
  };
