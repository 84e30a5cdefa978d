import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/** Who did what to which record, when (DESIGN §5 "Authorisation"): PHI access and account events. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_logs_actor_idx').on(table.actorUserId, table.createdAt),
    index('audit_logs_subject_idx').on(table.subjectType, table.subjectId),
  ],
);
