import { cartSchema } from '@dme/shared/cart/api';
import { productVariantSchema } from '@dme/shared/shop/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { compileReplyWriter, compileSnakeJson, immutableReply, writeAnySnakeJson } from './snake-json';

describe('compileSnakeJson', () => {
  const schema = z.object({
    orderId: z.string(),
    itemCount: z.number(),
    isFree: z.boolean(),
    note: z.string().nullable(),
    shippedAt: z.string().optional(),
    status: z.enum(['open', 'paid']),
    kind: z.literal('order'),
    lines: z.array(z.object({ productTitle: z.string(), unitCents: z.number().int() })),
    extra: z.union([z.string(), z.object({ innerKey: z.number() })]),
    tags: z.record(z.string(), z.number()),
    nothing: z.null(),
  });
  const write = compileSnakeJson(schema);

  it.each([
    {
      orderId: 'o-1',
      itemCount: 2,
      isFree: false,
      note: null,
      shippedAt: '2026-11-23',
      status: 'open',
      kind: 'order',
      lines: [{ productTitle: 'Pump "Duo"\n', unitCents: 1999 }],
      extra: { innerKey: 1 },
      tags: { someTag: 1 },
      nothing: null,
    },
    {
      orderId: '',
      itemCount: Number.NaN,
      isFree: true,
      note: 'ü 😀 </script>',
      status: 'paid',
      kind: 'order',
      lines: [],
      extra: 'text',
      tags: {},
      nothing: null,
    },
  ])('writes the same text as JSON.stringify with the renaming replacer (%#)', (value) => {
    expect(write(value)).toBe(writeAnySnakeJson(value));
    expect(JSON.parse(write(value))).toHaveProperty('order_id', value.orderId);
  });

  it('leaves out keys the schema does not know, as zod encoding does', () => {
    const writeSmall = compileSnakeJson(z.object({ keptKey: z.string() }));
    expect(writeSmall({ keptKey: 'a', secretKey: 'b' })).toBe('{"kept_key":"a"}');
  });

  it('keeps the extra keys of loose objects and falls back for values of an unexpected type', () => {
    expect(compileSnakeJson(z.looseObject({ a: z.string() }))({ a: 'x', moreKey: 1 })).toBe(
      '{"a":"x","more_key":1}',
    );
    expect(compileSnakeJson(z.string())(5)).toBe('5');
    expect(compileSnakeJson(z.object({ a: z.string() }))(null)).toBe('null');
  });

  it('matches the replacer on every value the cart and catalogue reply schemas accept', () => {
    for (const replySchema of [cartSchema, z.array(productVariantSchema)]) {
      const writeReply = compileSnakeJson(replySchema);
      fc.assert(
        fc.property(valuesOf(replySchema), (value) => {
          expect(writeReply(value)).toBe(writeAnySnakeJson(value));
        }),
        { numRuns: 200 },
      );
    }
  });
});

/** Values a reply schema accepts (its shape, any strings and numbers), for the property above. */
function valuesOf(schema: $ZodType): fc.Arbitrary<unknown> {
  const def = schema._zod.def as { type: string } & Record<string, unknown>;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, $ZodType>;
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((key) => [key, valuesOf(shape[key] as $ZodType)])), {
        requiredKeys: keys.filter((key) => (shape[key] as $ZodType)._zod.def.type !== 'optional'),
        noNullPrototype: true,
      });
    }
    case 'array':
      return fc.array(valuesOf(def.element as $ZodType), { maxLength: 4 });
    case 'string':
      return fc.string({ unit: 'binary' });
    case 'number':
      return fc.double();
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'nullable':
      return fc.option(valuesOf(def.innerType as $ZodType), { nil: null });
    case 'optional':
      return fc.option(valuesOf(def.innerType as $ZodType), { nil: undefined });
    default:
      return fc.jsonValue();
  }
}

describe('compileReplyWriter', () => {
  const schema = z.array(z.object({ itemName: z.string() }));

  it('writes an immutable reply once and sends the same bytes after', () => {
    const write = compileReplyWriter(schema);
    const reply = immutableReply([{ itemName: 'Pump – 21 mm' }]);
    const first = write(reply);
    expect(first).toBeInstanceOf(Buffer);
    expect(first.toString('utf8')).toBe('[{"item_name":"Pump – 21 mm"}]');
    expect(Object.isFrozen(reply[0])).toBe(true);
    expect(() => {
      (reply as { itemName: string }[]).push({ itemName: 'more' });
    }).toThrow();
    expect(write(reply)).toBe(first);
  });

  it('writes every other reply afresh', () => {
    const write = compileReplyWriter(schema);
    const reply = [{ itemName: 'Pump' }];
    expect(write(reply)).toBe('[{"item_name":"Pump"}]');
    reply.push({ itemName: 'Mask' });
    expect(write(reply)).toBe('[{"item_name":"Pump"},{"item_name":"Mask"}]');
  });
});
