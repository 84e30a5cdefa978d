import { BenchClient, StepRecorder } from '../funnel/http-client.ts';
import { manySessions, referralSession } from './patient-session.ts';

const WRITERS = 20;

/**
 * Shoppers filling and emptying their carts at a steady rate while the hot reads are measured
 * (DESIGN §9: reads under a crowd with writes): each tick one of them adds a full-face mask or
 * takes it out again. Answers `pause()` (waits for the writes under way), `resume()`, and `stop()`,
 * which waits for them and counts them. They write through Node's http client on keep-alive
 * connections, as the funnel does: `fetch` cost the bench's process ~1.7 ms of CPU a write, this
 * ~1.2 ms, on the two CPUs the measured server shares with it.
 */
export async function startCartWrites(baseUrl: string, perSecond: number) {
  const shoppers = await manySessions(WRITERS, (n) =>
    referralSession(baseUrl, 'CPA-PAP').then((headers) => ({
      ...headers,
      'x-forwarded-for': `192.0.2.${n + 1}`,
    })),
  );
  const variants = (await (
    await fetch(`${baseUrl}/api/product_variants?hcpcs_codes[]=A7030`, { headers: shoppers[0] })
  ).json()) as { uuid: string }[];
  const variant = variants[0]?.uuid;
  if (!variant) throw new Error('no A7030 mask in the CPA-PAP catalogue');
  const items: (string | undefined)[] = new Array(WRITERS);
  const busy = new Set<number>();
  let writes = 0;
  let failures = 0;
  const pending = new Set<Promise<void>>();

  const client = new BenchClient(new URL(baseUrl), WRITERS, new StepRecorder());
  const write = async (n: number) => {
    const item = items[n];
    const reply = item
      ? await client.raw('PUT', `/api/cart_items/${item}`, shoppers[n]!, { cart_item: { quantity: 0 } })
      : await client.raw('POST', '/api/cart_items', shoppers[n]!, {
          cart_item: { product_variant_uuid: variant, quantity: 1 },
        });
    if (reply.status < 200 || reply.status >= 300) {
      failures += 1;
      return;
    }
    const cart = reply.body as { cart_items: { uuid: string }[] };
    items[n] = item ? undefined : cart.cart_items[0]?.uuid;
    writes += 1;
  };
  let tick = 0;
  let paused = false;
  const timer = setInterval(() => {
    if (paused) return;
    const n = tick % WRITERS;
    tick += 1;
    // A shopper whose last write is still under way waits its turn, as one phone would.
    if (busy.has(n)) return;
    busy.add(n);
    const done = write(n)
      .catch(() => {
        failures += 1;
      })
      .finally(() => {
        busy.delete(n);
        pending.delete(done);
      });
    pending.add(done);
  }, 1000 / perSecond);

  return {
    async pause() {
      paused = true;
      await Promise.all(pending);
    },
    resume() {
      paused = false;
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      client.close();
      return { writes, failures, perSecond };
    },
  };
}
