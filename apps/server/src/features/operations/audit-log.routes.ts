import { Readable } from 'node:stream';
import {
  AUDIT_LOG_ROUTES,
  auditLogFilterSchema,
  auditLogQuerySchema,
  auditLogReplySchema,
} from '@dme/shared/operations/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { exportAuditLog, readAuditLog } from './audit-log.service';
import { opsCaller } from './ops-caller';

/** The HIPAA activity review: the audit log a page at a time, and its CSV export with the same filters. */
export const auditLogRoutes =
  ({ db }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['operations'];
    app.get(
      AUDIT_LOG_ROUTES.list,
      {
        schema: {
          tags,
          summary: 'The audit log, newest first, filtered',
          querystring: auditLogQuerySchema,
          response: { 200: auditLogReplySchema },
        },
      },
      async (request) => readAuditLog(db, opsCaller(request), request.query),
    );
    app.get(
      AUDIT_LOG_ROUTES.export,
      {
        schema: {
          tags,
          summary: 'The filtered audit log as CSV (streamed)',
          querystring: auditLogFilterSchema,
        },
      },
      async (request, reply) => {
        const lines = await exportAuditLog(db, opsCaller(request), request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
          .send(Readable.from(lines));
      },
    );
  };
