import { useState } from 'react';
import type { z } from 'zod';

/**
 * A form's values checked by the same zod schema the route uses; the first message of each field
 * is shown under it. Returns the parsed values, or null when something must be fixed.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = (values: unknown): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  };
  return { errors, check };
}
