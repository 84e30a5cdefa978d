import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface RunningServer {
  name: string;
  baseUrl: string;
  /** The spawned process, leader of the server's process group (npm → node). */
  pid: number;
  stop(): Promise<void>;
}

interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  port: number;
  env: NodeJS.ProcessEnv;
  /** A path that answers 2xx once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
}

const running = new Set<ChildProcess>();

/** Servers run in their own process group, so the whole tree (npm → node) stops together. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) signalGroup(child, 'SIGKILL');
    process.exit(130);
  });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('Could not find a free port');
  return address.port;
}

/** Spawns a server, waits until `readyPath` answers, and gives a stop that waits for the process to end. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { name, port, readyPath, readyTimeoutMs = 120_000 } = options;
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = once(child, 'exit');

  const stop = async () => {
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    running.delete(child);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseUrl}${readyPath}`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return { name, baseUrl, pid: child.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${name} did not become ready on ${baseUrl}${readyPath}:\n${stderr}`);
}
