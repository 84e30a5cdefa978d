import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * PGlite is Postgres compiled to WASM running inside one process: a second process opening the same
 * data directory keeps its own copy of the pages in memory, so its writes are lost when the first
 * one writes back, and two processes writing the directory can leave it unable to start. Every
 * process that opens the embedded database therefore holds this lock file beside the directory
 * (the server for as long as it runs, an admin command for the length of the command).
 */
export type LockHolder = 'server' | 'admin command';

export interface LockInfo {
  pid: number;
  holder: LockHolder;
  hostname: string;
  startedAt: string;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lock: LockInfo | undefined,
  ) {
    const who = !lock
      ? 'another process'
      : `${lock.holder === 'server' ? 'the server' : 'an admin command'} (process ${lock.pid} on ${lock.hostname}, since ${lock.startedAt})`;
    super(
      `The embedded database in ${dataDir} is in use by ${who}. ` +
        'PGlite allows one process at a time, and a second one would lose its changes or damage the database. ' +
        (lock?.holder !== 'admin command'
          ? 'Stop the server (Ctrl+C) and run the command again, or set DATABASE_URL to a PostgreSQL database, where admin commands run beside servers.'
          : 'Wait for the command to finish and try again.') +
        ` If no such process is running, delete ${lockPathOf(dataDir)}.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

const HALF_WRITTEN_GRACE_MS = 5_000;

export function lockPathOf(dataDir: string) {
  return `${dataDir.replace(/\/+$/, '')}.lock`;
}

function readLock(path: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockInfo>;
    if (typeof parsed.pid !== 'number') return undefined;
    return {
      pid: parsed.pid,
      holder: parsed.holder === 'admin command' ? 'admin command' : 'server',
      hostname: parsed.hostname ?? 'unknown host',
      startedAt: parsed.startedAt ?? 'an unknown time',
    };
  } catch {
    // Missing, or half-written by a process that died between creating and writing it.
    return undefined;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock left by a process that is gone (killed, crashed, the machine restarted) must not block forever. */
function isStale(path: string, lock: LockInfo | undefined) {
  if (!lock) {
    // Unreadable: either half-written by a process that died right after creating it, or being
    // written this very moment by a process starting beside us. Only the first grows old.
    try {
      return Date.now() - statSync(path).mtimeMs > HALF_WRITTEN_GRACE_MS;
    } catch {
      return true;
    }
  }
  // On another host (a shared volume) liveness cannot be checked: believe the lock.
  if (lock.hostname !== hostname()) return false;
  // After a container restart our own pid may be the one the lock names.
  if (lock.pid === process.pid) return true;
  return !isAlive(lock.pid);
}

/**
 * Takes the data directory's lock for this process, or throws DatabaseLockedError naming the live
 * process that holds it. Returns the release function (idempotent; also run at process exit).
 */
export function acquireDatabaseLock(dataDir: string, holder: LockHolder): () => void {
  const path = lockPathOf(dataDir);
  const info: LockInfo = {
    pid: process.pid,
    holder,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      // O_EXCL: of two processes starting at once exactly one creates the file.
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, JSON.stringify(info));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = readLock(path);
      if (attempt > 0 || !isStale(path, existing)) throw new DatabaseLockedError(dataDir, existing);
      rmSync(path, { force: true });
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: never remove one another process took after ours was judged stale.
    if (readLock(path)?.pid === process.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}
