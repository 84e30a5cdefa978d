/**
 * The wire is snake_case, TypeScript is camelCase (DESIGN §4). Both sides convert at exactly one
 * place: the web client's fetch wrapper and the server's request/reply hooks.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const convertSnake = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    // The spec's wire spells the address lines street_line_1/2 but the shipping address line1/2
    // (and content_md5, icd10_codes): only a numbered line of a compound name is spelled apart.
    .replace(/(.)_line(\d)$/, '$1_line_$2');

const convertCamel = (key: string): string =>
  key.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Keys repeat on every object of every reply, so each conversion is remembered (a bounded table:
 * keys come from our schemas, but request bodies could carry arbitrary ones).
 */
function memoize(convert: (key: string) => string) {
  const known = new Map<string, string>();
  return (key: string) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < 10_000) known.set(key, converted);
    }
    return converted;
  };
}

export const toSnakeCase = memoize(convertSnake);
export const toCamelCase = memoize(convertCamel);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A body nested deeper than the converter's bound (a request a server must refuse, not recurse into). */
export class NestingTooDeepError extends Error {
  constructor(readonly maxDepth: number) {
    super(`JSON is nested more than ${maxDepth} levels deep`);
    this.name = 'NestingTooDeepError';
  }
}

type Container = Record<string, unknown> | unknown[];

/**
 * Iterative (an explicit stack, not recursion): a request body nested 100,000 levels deep must
 * not overflow the call stack. `maxDepth` bounds the nesting it accepts.
 */
function convertKeys(value: unknown, convert: (key: string) => string, maxDepth = Number.POSITIVE_INFINITY) {
  const isContainer = (item: unknown): item is Container => Array.isArray(item) || isPlainObject(item);
  if (!isContainer(value)) return value;
  const stack: Array<{ source: Container; target: Container; depth: number }> = [];
  const copyOf = (item: unknown, depth: number): unknown => {
    if (!isContainer(item)) return item;
    if (depth > maxDepth) throw new NestingTooDeepError(maxDepth);
    const target: Container = Array.isArray(item) ? new Array(item.length) : {};
    stack.push({ source: item, target, depth });
    return target;
  };
  const root = copyOf(value, 1);
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { source, target, depth } = frame;
    if (Array.isArray(source)) {
      const list = target as unknown[];
      for (let index = 0; index < source.length; index++) list[index] = copyOf(source[index], depth + 1);
    } else {
      const record = target as Record<string, unknown>;
      for (const [key, child] of Object.entries(source)) record[convert(key)] = copyOf(child, depth + 1);
    }
  }
  return root;
}

export const snakeKeys = <T = Json>(value: unknown): T => convertKeys(value, toSnakeCase) as T;
export const camelKeys = <T = Json>(value: unknown, maxDepth?: number): T =>
  convertKeys(value, toCamelCase, maxDepth) as T;

/** Renames one level of keys; for JSON.stringify replacers, which recurse by themselves. */
export const snakeKeysShallow = (value: unknown): unknown => {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) result[toSnakeCase(key)] = child;
  return result;
};
