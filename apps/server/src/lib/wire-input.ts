/** How deep a request body may nest: our deepest schema nests 5 levels; JSON 5,000 deep is an attack. */
export const MAX_BODY_DEPTH = 32;

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null && !Buffer.isBuffer(value);

/**
 * The path (`patient.full_name`, wire spelling) of the first string or key holding a NUL character,
 * or undefined. PostgreSQL cannot store U+0000 in text, so such a value must be refused at the
 * wire with a 400 rather than fail in the database. Iterative: the input's depth is not yet known.
 */
export function findNulCharacter(value: unknown, rootPath: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? rootPath : undefined;
  const stack: Array<{ node: unknown; path: string }> = [{ node: value, path: rootPath }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { node, path } = frame;
    if (!isContainer(node)) continue;
    const entries = Array.isArray(node)
      ? node.map((child, index) => [String(index), child] as const)
      : Object.entries(node);
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key.replaceAll('\u0000', '\\u0000')}` : key;
      if (key.includes('\u0000')) return childPath;
      if (typeof child === 'string') {
        if (child.includes('\u0000')) return childPath;
      } else if (isContainer(child)) stack.push({ node: child, path: childPath });
    }
  }
  return undefined;
}
