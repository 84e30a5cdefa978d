// Builds the web app and the server and starts the server on a fresh embedded database for one e2e run.
// E2E_SKIP_BUILD skips the web build only: the server's takes a second and must match the source.
import { execSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const port = process.env.E2E_PORT ?? '3100';
const dataDir = resolve(root, `data/e2e-${port}`);

rmSync(dataDir, { recursive: true, force: true });
execSync(process.env.E2E_SKIP_BUILD ? 'npm run build -w @dme/server' : 'npm run build', {
  cwd: root,
  stdio: 'inherit',
});

const server = spawn('npm', ['run', 'start', '-w', '@dme/server'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    PGLITE_DIR: dataDir,
    APP_ENV: 'test',
    LOG_LEVEL: 'warn',
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    // Every journey signs the same demo accounts in again, each time with a new code.
    SIGN_IN_ATTEMPTS_PER_ACCOUNT: '1000',
    SIGN_IN_CODES_PER_HOUR: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
