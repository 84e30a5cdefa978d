import { z } from 'zod';

/** Every console list is read a page at a time from the server (issue 16: "server-paginated"). */
export const OPS_PAGE_SIZE = 25;

/** `query` searches the list's own fields; `page` is 1-based. */
export const opsListQueryFields = {
  query: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).optional(),
};

export const opsPageMetaSchema = z.object({ total: z.number(), page: z.number(), perPage: z.number() });
export type OpsPageMeta = z.infer<typeof opsPageMetaSchema>;

/** `{ data, meta }`, the shape of every paginated console list (the fax inbox's too). */
export const opsPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: opsPageMetaSchema });

export const opsIdParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
