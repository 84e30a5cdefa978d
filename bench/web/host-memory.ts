const PAGE_BYTES = 4096;
const SAMPLE_BYTES = 64 * 1024 * 1024;

/**
 * What one page fault costs this host, in µs (the median of three samples): the time to write 64 MB
 * of fresh memory, less the time to write it again, per 4 kB page. One Lighthouse run of the shop
 * takes ~64,000 faults in Chrome's renderers alone, so a host where they are slow draws every page
 * slowly, while Lighthouse's benchmark index, a loop over memory it already has, does not show it.
 */
export function pageFaultMicroseconds(): number {
  const samples = [0, 1, 2].map(() => {
    const fresh = Buffer.allocUnsafeSlow(SAMPLE_BYTES);
    const timeFill = (value: number) => {
      const start = performance.now();
      fresh.fill(value);
      return performance.now() - start;
    };
    const firstMs = timeFill(1);
    const againMs = timeFill(2);
    return ((firstMs - againMs) * 1000) / (SAMPLE_BYTES / PAGE_BYTES);
  });
  return samples.sort((a, b) => a - b)[1]!;
}
