import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.email('Enter a valid email') });
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('checks values with the schema it loads, and loads it once', async () => {
    const loadSchema = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Values>(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    const refused = await resolver({ email: 'not an address' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Enter a valid email');
    const accepted = await resolver({ email: 'ana@example.com' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'ana@example.com' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next validation', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver<Values>(loadSchema);

    await expect(resolver({ email: 'ana@example.com' }, undefined, options)).rejects.toThrow('chunk failed');
    await expect(resolver({ email: 'ana@example.com' }, undefined, options)).resolves.toMatchObject({
      errors: {},
    });
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
