import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FIRST_VISIT_WORKER } from '@dme/shared/shop/first-visit';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { firstVisitRenderer } from './first-visit-renderer';

/** A renderer that answers with its thread's id after the delay the code names ("slow-300"), or dies ("CRASH"). */
const FAKE_RENDERER = `import { parentPort, threadId, workerData } from 'node:worker_threads';
if (workerData === ${JSON.stringify(FIRST_VISIT_WORKER)}) {
  parentPort.on('message', ({ id, referralCode, replies }) => {
    if (referralCode === 'CRASH') process.exit(1);
    const delay = Number(referralCode.split('-')[1] ?? 0);
    setTimeout(() => parentPort.postMessage({ id, markup: referralCode + '@' + threadId, state: { referralCode, lookup: replies.lookup } }), delay);
  });
}
`;

const dir = mkdtempSync(join(tmpdir(), 'dme-renderer-'));
const file = join(dir, 'renderer.js');
writeFileSync(file, FAKE_RENDERER);
const lookup = { status: 200, body: {} };
const renderers: ReturnType<typeof firstVisitRenderer>[] = [];
const renderer = (options: Parameters<typeof firstVisitRenderer>[1]) => {
  const made = firstVisitRenderer(file, options);
  renderers.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((made) => made.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const threadOf = (markup: string | null | undefined) => markup?.split('@')[1];

describe('the first-visit renderer in its worker thread', () => {
  it('answers each render with its own answer, side by side', async () => {
    const { render } = renderer({ timeoutMs: 2_000 });
    const answers = await Promise.all(
      ['slow-200', 'quick-0', 'slow-100'].map((referralCode) =>
        render({ referralCode, replies: { lookup }, path: '/shop', pageCookies: '' }),
      ),
    );
    expect(answers.map((answer) => answer?.markup?.split('@')[0])).toEqual([
      'slow-200',
      'quick-0',
      'slow-100',
    ]);
    expect(answers.map((answer) => answer?.state.referralCode)).toEqual(['slow-200', 'quick-0', 'slow-100']);
  });

  it('answers null past its time, and null when the worker dies, then renders with a new worker', async () => {
    // Time enough for a new worker to start on a loaded runner, which a render's time includes.
    const { render } = renderer({ timeoutMs: 1_000 });
    expect(
      await render({ referralCode: 'slow-1500', replies: { lookup }, path: '/shop', pageCookies: '' }),
    ).toBeNull();
    const first = await render({
      referralCode: 'quick-0',
      replies: { lookup },
      path: '/shop',
      pageCookies: '',
    });
    expect(
      await render({ referralCode: 'CRASH', replies: { lookup }, path: '/shop', pageCookies: '' }),
    ).toBeNull();
    const after = await render({
      referralCode: 'quick-0',
      replies: { lookup },
      path: '/shop',
      pageCookies: '',
    });
    expect(after?.markup).toMatch(/^quick-0@/);
    expect(threadOf(after?.markup)).not.toBe(threadOf(first?.markup));
  });

  it('answers null at once past eight renders waiting, late ones included, and renders again once they are drawn', async () => {
    const { render } = renderer({ timeoutMs: 50 });
    const slow = Array.from({ length: 8 }, () =>
      render({ referralCode: 'slow-100', replies: { lookup }, path: '/shop', pageCookies: '' }),
    );
    const started = performance.now();
    expect(
      await render({ referralCode: 'quick-0', replies: { lookup }, path: '/shop', pageCookies: '' }),
    ).toBeNull();
    expect(performance.now() - started).toBeLessThan(40);
    // Past their time, the eight are answered null but still drawn: the queue is still full.
    expect(await Promise.all(slow)).toEqual(Array(8).fill(null));
    expect(
      await render({ referralCode: 'quick-0', replies: { lookup }, path: '/shop', pageCookies: '' }),
    ).toBeNull();
    await sleep(1_000);
    expect(
      (await render({ referralCode: 'quick-0', replies: { lookup }, path: '/shop', pageCookies: '' }))
        ?.markup,
    ).toMatch(/^quick-0@/);
  });

  it('stops its worker when idle, and starts one again for the next render', async () => {
    const { render } = renderer({ timeoutMs: 2_000, idleStopMs: 100 });
    const first = await render({
      referralCode: 'quick-0',
      replies: { lookup },
      path: '/shop',
      pageCookies: '',
    });
    const soon = await render({
      referralCode: 'quick-0',
      replies: { lookup },
      path: '/shop',
      pageCookies: '',
    });
    expect(threadOf(soon?.markup)).toBe(threadOf(first?.markup));
    await sleep(400);
    const later = await render({
      referralCode: 'quick-0',
      replies: { lookup },
      path: '/shop',
      pageCookies: '',
    });
    expect(threadOf(later?.markup)).not.toBe(threadOf(first?.markup));
  });
});
