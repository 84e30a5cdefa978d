import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const supportRequests = pgTable('support_requests', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  createdAt: createdAt(),
});
