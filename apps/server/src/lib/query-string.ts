/**
 * Query strings as the web client sends them: `brands[]=a&brands[]=b` is a list, a repeated key is
 * a list, anything else a string. A null prototype keeps `__proto__` keys harmless.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const existing = result[key];
    if (existing === undefined) result[key] = isList ? [value] : value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}
