import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose zod schema, and zod with it, load on the form's first
 * validation rather than with the page: building zod's schemas was a long task of the pre-rendered
 * sign-in page on a phone (issue 18). A load that fails is tried again on the next validation.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType<Values>>,
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  const load = async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema as never) as unknown as Resolver<Values>;
  };
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
