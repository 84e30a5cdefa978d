/** Money is integer cents inside and formatted strings on the wire (DESIGN §5). */
export const toDecimalString = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `$1,234.56` as en-US formats dollars (a negative amount, even -0, as `-$…`). Whole cents are
 * written by hand: a cart read formats half a dozen amounts and Intl takes ~15 times as long.
 */
export const formatUsd = (cents: number) => {
  if (!Number.isSafeInteger(cents)) return usd.format(cents / 100);
  const absolute = Math.abs(cents);
  const dollars = String(Math.floor(absolute / 100)).replace(THOUSANDS, ',');
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
};

/** What insurance saves, as the wire shows it: a discount, so negative; nothing saved is `$0.00`, not `-$0.00`. */
export const formatSavings = (savedCents: number) => formatUsd(savedCents === 0 ? 0 : -savedCents);
