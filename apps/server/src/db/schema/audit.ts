import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/** Who did what to which record, when (DESIGN §5 "Authorisation"): PHI access and account events. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The anonymous patient session that acted; no foreign key, so the row outlives the session. */
    sessionId: uuid('session_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_logs_actor_idx').on(table.actorUserId, table.createdAt),
    index('audit_logs_subject_idx').on(table.subjectType, table.subjectId, table.createdAt),
    index('audit_logs_session_idx')
      .on(table.sessionId, table.createdAt)
      .where(sql`${table.sessionId} IS NOT NULL`),
    index('audit_logs_created_at_idx').on(table.createdAt),
    // "Who saw this record in a list": list rows keep the returned ids in details.ids.
    index('audit_logs_details_idx').using('gin', table.details.op('jsonb_path_ops')),
  ],
);
