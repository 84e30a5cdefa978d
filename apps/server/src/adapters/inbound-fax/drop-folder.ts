import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { InboundFaxFile, ReceiveFax } from './port';

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};
/** A file still being written is left for the next pass. */
const SETTLE_MS = 2_000;

interface Log {
  warn(details: object, message: string): void;
}

/**
 * The local entry point: files put in the folder (by a fax modem, a scanner or a person) are
 * received one at a time, then moved to `received/` — or to `failed/` when they cannot be read.
 * Returns one pass, for tests; `startDropFolder` runs passes on a timer.
 */
export async function scanDropFolder(dir: string, receive: ReceiveFax, log: Log, now = Date.now()) {
  await mkdir(join(dir, 'received'), { recursive: true });
  await mkdir(join(dir, 'failed'), { recursive: true });
  let received = 0;
  for (const name of (await readdir(dir)).sort()) {
    const path = join(dir, name);
    const contentType = TYPES[extname(name).toLowerCase()];
    const info = await stat(path).catch(() => undefined);
    if (!contentType || !info?.isFile() || now - info.mtimeMs < SETTLE_MS) continue;
    const fax: InboundFaxFile = {
      source: 'drop_folder',
      filename: name,
      contentType,
      content: await readFile(path),
    };
    try {
      await receive(fax);
      await rename(path, join(dir, 'received', `${Date.now()}-${name}`));
      received++;
    } catch (error) {
      log.warn({ errorClass: (error as Error).name }, 'a dropped fax could not be received');
      await rename(path, join(dir, 'failed', `${Date.now()}-${name}`));
    }
  }
  return received;
}

export function startDropFolder(dir: string, receive: ReceiveFax, log: Log, intervalMs = 5_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    scanDropFolder(dir, receive, log)
      .catch((error: Error) => log.warn({ errorClass: error.name }, 'the fax drop folder could not be read'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
