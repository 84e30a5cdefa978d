// The ceiling the API budgets are measured against (DESIGN §9): bare Fastify, the raw `pg` driver,
// one primary-key SELECT per request, no logging, no plugins.
import Fastify from 'fastify';
import pg from 'pg';
import { REFERENCE_KEYS } from './endpoints.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const port = Number(process.env.PORT ?? 3300);

// Connections kept through idle spells, as the app's pool keeps them (db/client.ts).
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: Number(process.env.POOL_SIZE ?? 10),
  idleTimeoutMillis: 0,
});
await pool.query('create table if not exists bench_reference (id integer primary key, code text not null)');
await pool.query(
  `insert into bench_reference (id, code)
   select n, 'CODE' || n from generate_series(1, $1::integer) as n
   on conflict (id) do nothing`,
  [REFERENCE_KEYS],
);

const app = Fastify();
app.get<{ Params: { id: string } }>('/reference/:id', async (request, reply) => {
  const { rows } = await pool.query('select id, code from bench_reference where id = $1', [
    Number(request.params.id),
  ]);
  if (rows.length === 0) return reply.status(404).send({ error: 'Not found' });
  return rows[0];
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
}

await app.listen({ host: '127.0.0.1', port });
