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

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) result[convert(key)] = convertKeys(child, convert);
  return result;
}

export const snakeKeys = <T = Json>(value: unknown): T => convertKeys(value, toSnakeCase) as T;
export const camelKeys = <T = Json>(value: unknown): T => convertKeys(value, toCamelCase) as T;

/** Renames one level of keys; for JSON.stringify replacers, which recurse by themselves. */
export const snakeKeysShallow = (value: unknown): unknown => {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) result[toSnakeCase(key)] = child;
  return result;
};
