import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wrapPglite } from './client';
import { independentReads } from './independent-reads';

const db = wrapPglite(new PGlite()).db;

/** A read that notes when it starts and ends, and whether another read was running meanwhile. */
function tracedReads() {
  const events: string[] = [];
  const read = (name: string) => async () => {
    events.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push(`${name} ends`);
    return name;
  };
  return { events, read };
}

describe('independent reads', () => {
  it('run at once outside a transaction, each answer in its place', async () => {
    const { events, read } = tracedReads();
    expect(await independentReads(db, read('first'), read('second'))).toEqual(['first', 'second']);
    expect(events).toEqual(['first starts', 'second starts', 'first ends', 'second ends']);
  }, 60_000);

  it('run one after another in a transaction, and in nested ones', async () => {
    const { events, read } = tracedReads();
    await db.transaction(async (tx) => {
      expect(await independentReads(tx, read('first'), read('second'))).toEqual(['first', 'second']);
      await tx.transaction(async (nested) => {
        expect(await independentReads(nested, read('third'))).toEqual(['third']);
      });
    });
    expect(events).toEqual([
      'first starts',
      'first ends',
      'second starts',
      'second ends',
      'third starts',
      'third ends',
    ]);
  });

  it('answer what the database answers, and stop at the first read that fails', async () => {
    const { events, read } = tracedReads();
    await expect(
      db.transaction((tx) =>
        independentReads(tx, () => tx.execute(sql`select 1 / 0`), read('after the failure')),
      ),
    ).rejects.toThrow(/select 1 \/ 0/);
    expect(events).toEqual([]);
    const [result] = await independentReads(db, () => db.execute(sql`select 2 as two`));
    expect(result).toMatchObject({ rows: [{ two: 2 }] });
  });
});
