import { Writable } from 'node:stream';

/** Every line the app's logger writes (pass `stream` as useTestApp's `logStream`), as text or parsed. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    lines,
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    stream: Object.assign(stream, { write: stream.write.bind(stream) }),
  };
}
