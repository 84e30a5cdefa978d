import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDatabaseLock, DatabaseLockedError, lockPathOf } from './pglite-lock';

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dme-lock-'));
  dataDir = join(dir, 'pglite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeLock(content: object | string) {
  writeFileSync(lockPathOf(dataDir), typeof content === 'string' ? content : JSON.stringify(content));
}

/** A pid that certainly belongs to no running process: a child that has already exited. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid as number;
}

describe('acquireDatabaseLock', () => {
  it('writes the holder beside the data directory and removes it on release', () => {
    const release = acquireDatabaseLock(dataDir, 'server');
    const lock = JSON.parse(readFileSync(join(dir, 'pglite.lock'), 'utf8'));
    expect(lock).toMatchObject({ pid: process.pid, holder: 'server', hostname: hostname() });
    release();
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    release();
  });

  it('refuses while a live process holds it, naming the process and what to do', () => {
    // The parent of the test worker is alive for as long as the test runs.
    writeLock({
      pid: process.ppid,
      holder: 'server',
      hostname: hostname(),
      startedAt: '2026-11-22T10:00:00.000Z',
    });
    let thrown: unknown;
    try {
      acquireDatabaseLock(dataDir, 'admin command');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseLockedError);
    const message = (thrown as Error).message;
    expect(message).toContain(`in use by the server (process ${process.ppid}`);
    expect(message).toContain('Stop the server');
    expect(message).toContain('DATABASE_URL');
    // The holder's lock is left alone.
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')).pid).toBe(process.ppid);
  });

  it('a second holder in the same directory is refused until the first releases', () => {
    const release = acquireDatabaseLock(dataDir, 'admin command');
    // Same pid would read as a restarted container's stale lock, so fake another live holder.
    writeLock({ pid: process.ppid, holder: 'admin command', hostname: hostname(), startedAt: 'now' });
    expect(() => acquireDatabaseLock(dataDir, 'server')).toThrow(
      /in use by an admin command.*Wait for the command/,
    );
    release();
    // Release never removes a lock another process holds.
    expect(existsSync(lockPathOf(dataDir))).toBe(true);
  });

  it.each([
    [
      'a process that is gone (killed, crashed)',
      () => ({ pid: deadPid(), holder: 'server', hostname: hostname() }),
    ],
    [
      'our own pid (a restarted container)',
      () => ({ pid: process.pid, holder: 'server', hostname: hostname() }),
    ],
  ])('takes over a stale lock left by %s', (_, lock) => {
    writeLock(lock());
    const release = acquireDatabaseLock(dataDir, 'server');
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('believes a lock from another host (a shared volume): liveness cannot be checked there', () => {
    writeLock({ pid: deadPid(), holder: 'server', hostname: `${hostname()}-other`, startedAt: 'now' });
    expect(() => acquireDatabaseLock(dataDir, 'admin command')).toThrow(DatabaseLockedError);
  });

  it('an unreadable lock blocks while it may still be being written, and is stale once old', () => {
    writeLock('');
    expect(() => acquireDatabaseLock(dataDir, 'server')).toThrow(/in use by another process/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPathOf(dataDir), old, old);
    acquireDatabaseLock(dataDir, 'server')();
  });
});
