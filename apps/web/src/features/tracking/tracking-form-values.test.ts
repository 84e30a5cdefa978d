import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import { describe, expect, it } from 'vitest';
import { checkedItems, toShipmentBody, trackingFormResolver } from './tracking-form-values';

const resolve = (hasUnshipped: boolean, values: { trackingUrl: string; shipmentsCartItems: unknown }) =>
  trackingFormResolver(hasUnshipped)(
    values as Parameters<ReturnType<typeof trackingFormResolver>>[0],
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );

describe('checkedItems', () => {
  it.each([
    [
      ['a', false, 'b'],
      ['a', 'b'],
    ],
    ['a', ['a']],
    [false, []],
    [[false, false], []],
    [undefined, []],
  ])('%j → %j', (raw, expected) => {
    expect(checkedItems(raw)).toEqual(expected);
  });
});

describe('trackingFormResolver', () => {
  it('requires the link', async () => {
    const { errors } = await resolve(true, { trackingUrl: ' ', shipmentsCartItems: ['a'] });
    expect(errors.trackingUrl?.message).toBe(TRACKING_MESSAGES.urlRequired);
  });

  it.each(['not a url', 'ftp://files.example/1', 'javascript:alert(1)'])('refuses %s', async (url) => {
    const { errors } = await resolve(true, { trackingUrl: url, shipmentsCartItems: ['a'] });
    expect(errors.trackingUrl?.message).toBe(TRACKING_MESSAGES.urlInvalid);
  });

  it('asks for an item when some are unshipped, ignoring unchecked (false) entries', async () => {
    const { errors } = await resolve(true, {
      trackingUrl: 'https://ups.example/1',
      shipmentsCartItems: false,
    });
    expect(errors.shipmentsCartItems?.message).toBe(TRACKING_MESSAGES.selectItem);
  });

  it('needs no item when everything has shipped', async () => {
    const { errors } = await resolve(false, {
      trackingUrl: 'https://ups.example/1',
      shipmentsCartItems: false,
    });
    expect(errors).toEqual({});
  });

  it('gives the checked items only', async () => {
    const { values } = await resolve(true, {
      trackingUrl: ' http://ups.example/1 ',
      shipmentsCartItems: ['a', false, 'b'],
    });
    expect(values).toEqual({ trackingUrl: 'http://ups.example/1', shipmentsCartItems: ['a', 'b'] });
  });
});

describe('toShipmentBody', () => {
  const values = { trackingUrl: 'https://ups.example/1', shipmentsCartItems: ['a', 'b'] };

  it('sends the link, the checked items and the number (signed in: no token)', () => {
    expect(toShipmentBody('NUMBER', values, '')).toEqual({
      trackingUrl: 'https://ups.example/1',
      shipmentsCartItems: ['a', 'b'],
      fulfillmentConfirmationNumber: 'NUMBER',
    });
  });

  it("sends the e-mailed link's token when the page has one", () => {
    expect(toShipmentBody('NUMBER', values, '0.123.sig')).toMatchObject({ access: '0.123.sig' });
  });
});
