import { describe, expect, it } from 'vitest';
import { camelKeys, NestingTooDeepError, snakeKeys, toCamelCase, toSnakeCase } from './case';

describe('wire case conversion', () => {
  it.each([
    ['byteSize', 'byte_size'],
    ['icd10Codes', 'icd10_codes'],
    ['otpAttempt', 'otp_attempt'],
    ['fulfillmentConfirmationNumber', 'fulfillment_confirmation_number'],
    ['checkoutURL', 'checkout_url'],
    ['id', 'id'],
    ['streetLine1', 'street_line_1'],
    ['line1', 'line1'],
    ['contentMd5', 'content_md5'],
    ['po2Percent', 'po2_percent'],
    ['hcpcsCodeIcd10S', 'hcpcs_code_icd10_s'],
  ])('%s <-> %s', (camel, snake) => {
    expect(toSnakeCase(camel)).toBe(snake);
    expect(toCamelCase(snake)).toBe(camel === 'checkoutURL' ? 'checkoutUrl' : camel);
  });

  it('converts nested objects and arrays, leaving values alone', () => {
    const wire = { cart_items: [{ product_variant: { max_quantity: 2, title: 'snake_case value' } }] };
    expect(camelKeys(wire)).toEqual({
      cartItems: [{ productVariant: { maxQuantity: 2, title: 'snake_case value' } }],
    });
    expect(snakeKeys(camelKeys(wire))).toEqual(wire);
  });

  it('leaves dates and other class instances untouched', () => {
    const date = new Date(0);
    expect(snakeKeys({ createdAt: date })).toEqual({ created_at: date });
  });

  it('converts JSON nested 100,000 levels without overflowing the stack', () => {
    let deep: unknown = { leaf_value: 1 };
    for (let level = 0; level < 100_000; level++) deep = level % 2 ? { child_node: deep } : [deep];
    let converted = camelKeys(deep) as unknown;
    let depth = 0;
    while (typeof converted === 'object' && converted !== null && !('leafValue' in converted)) {
      converted = Array.isArray(converted) ? converted[0] : (converted as { childNode: unknown }).childNode;
      depth++;
    }
    expect(depth).toBe(100_000);
    expect(converted).toEqual({ leafValue: 1 });
  });

  it('refuses nesting beyond the bound it is given', () => {
    expect(camelKeys({ a: { b: { c: 1 } } }, 3)).toEqual({ a: { b: { c: 1 } } });
    expect(() => camelKeys({ a: { b: { c: { d: 1 } } } }, 3)).toThrow(NestingTooDeepError);
    expect(() => camelKeys([[[[1]]]], 3)).toThrow(NestingTooDeepError);
  });
});
