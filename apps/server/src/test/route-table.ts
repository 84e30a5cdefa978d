import type { App } from '../app';

/**
 * The app's route table as "METHOD /path" keys, read from Fastify's own printout (HEAD routes follow
 * their GET and are left out). Each key is checked with `hasRoute`, so a misread table fails loudly.
 */
export function registeredRoutes(app: App): string[] {
  const keys: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    stack.length = depth;
    const url = stack.join('') + segment;
    stack.push(segment);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD') continue;
      // find-my-way's hasRoute does not match its own wildcard routes; those are taken as printed.
      if (!url.endsWith('*') && !app.hasRoute({ method: method as 'GET', url }))
        throw new Error(`misread route ${method} ${url}`);
      keys.push(`${method} ${url}`);
    }
  }
  return keys;
}
