/** Sequential requests, one at a time: the latency one user sees, not throughput. */
export async function measureLatency(urls: string[], headers: Record<string, string>, rounds: number) {
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const url of urls) {
      const started = performance.now();
      const reply = await fetch(url, { headers });
      await reply.arrayBuffer();
      if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))] ?? 0;
  return { count: timings.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: timings.at(-1) ?? 0 };
}
