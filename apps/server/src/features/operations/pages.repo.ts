import { OPS_PAGE_SIZE } from '@dme/shared/operations/lists';
import { sql } from 'drizzle-orm';

/** Offset and page size of a 1-based page. */
export const pageWindow = (page = 1) => ({ limit: OPS_PAGE_SIZE, offset: (page - 1) * OPS_PAGE_SIZE });

/** A search text as an ILIKE pattern: the caller's %, _ and \ are matched literally. */
export const containsPattern = (query: string) => `%${query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** `count(*) over ()`: the total rides on every row of the page, so a page is one query. */
export const totalOverAll = sql<number>`cast(count(*) over () as integer)`;
