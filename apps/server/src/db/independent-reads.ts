import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Read = () => PromiseLike<unknown>;
type Results<Reads extends readonly Read[]> = { -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> };

/**
 * Runs reads that do not depend on each other: at once on the pool, where each takes its own
 * connection, and one after another in a transaction, whose one connection runs one query at a time
 * (node-postgres 8 queues the next with a deprecation warning; pg 9 refuses it).
 */
export async function independentReads<const Reads extends readonly Read[]>(
  db: DbOrTx,
  ...reads: Reads
): Promise<Results<Reads>> {
  if (!(db instanceof PgTransaction))
    return Promise.all(reads.map((read) => read())) as Promise<Results<Reads>>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<Reads>;
}
