import { shippingFormSchema } from '@dme/shared/orders/api';
import { describe, expect, it } from 'vitest';
import { EMPTY_SHIPPING_FORM, shippingFormDefaults, toCreateOrderBody } from './shipping-payload';

const valid = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  streetLine1: '100 Main St',
  streetLine2: '',
  city: 'Los Angeles',
  state: 'CA',
  zipcode: '90012',
};

const messages = (values: Record<string, unknown>) =>
  shippingFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('the shipping form rules (spec patient §5)', () => {
  it('accepts a complete address without a second line', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('requires name, email, address line 1, city, state and zip code', () => {
    expect(
      messages({ name: '', email: '', streetLine1: '', streetLine2: '', city: '', zipcode: '' }),
    ).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['streetLine1', 'Address Line 1 is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['zipcode', 'Zip code must be 5 digits'],
    ]);
  });

  it.each([
    ['email', 'jordan@', 'Must be a valid email address'],
    ['zipcode', '9001', 'Zip code must be 5 digits'],
    ['state', 'XX', 'State is required'],
  ])('refuses %s %j', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual([[field, message]]);
  });

  it('accepts a ZIP+4 code', () => {
    expect(messages({ ...valid, zipcode: '90012-1234' })).toEqual([]);
  });
});

describe('toCreateOrderBody', () => {
  it('sends the cart and the customer with a US shipping address', () => {
    const form = shippingFormSchema.parse({ ...valid, streetLine2: 'Apt 4' });
    expect(toCreateOrderBody('cart-1', form)).toEqual({
      order: {
        cartUuid: 'cart-1',
        customerDetails: {
          name: 'Jordan Lee',
          email: 'jordan@example.com',
          shipping: {
            address: {
              line1: '100 Main St',
              line2: 'Apt 4',
              city: 'Los Angeles',
              state: 'CA',
              country: 'US',
              postalCode: '90012',
            },
          },
        },
      },
    });
  });

  it('sends no second line when it is empty', () => {
    const form = shippingFormSchema.parse(valid);
    expect(toCreateOrderBody('cart-1', form).order.customerDetails.shipping.address.line2).toBeNull();
  });
});

describe('shippingFormDefaults (issue 48 item 5)', () => {
  const last = {
    customerDetails: { name: 'Jordan Lee', email: 'jordan@example.com' },
    shippingAddress: {
      line1: '100 Main St',
      line2: null,
      city: 'Los Angeles',
      state: 'CA',
      postalCode: '90012',
      country: 'US',
    },
  };
  const patient = { fullName: 'Jordan A. Lee', email: 'patient@demo.test' };

  it("starts from her last order's contact and address, a valid form as it stands", () => {
    const start = shippingFormDefaults(last, patient);
    expect(start).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      streetLine1: '100 Main St',
      streetLine2: '',
      city: 'Los Angeles',
      state: 'CA',
      zipcode: '90012',
    });
    expect(messages(start ?? {})).toEqual([]);
  });

  it('leaves the state to choose when the last one is no US state code', () => {
    const abroad = { ...last, shippingAddress: { ...last.shippingAddress, state: 'California' } };
    expect(shippingFormDefaults(abroad, patient)).not.toHaveProperty('state');
  });

  it("without an order, starts from her account's name and e-mail", () => {
    expect(shippingFormDefaults(null, patient)).toEqual({
      ...EMPTY_SHIPPING_FORM,
      name: 'Jordan A. Lee',
      email: 'patient@demo.test',
    });
    expect(shippingFormDefaults(null, { fullName: null, email: 'p@example.com' })?.name).toBe('');
  });

  it('fills nothing for a guest', () => {
    expect(shippingFormDefaults(null, null)).toBeNull();
  });
});
