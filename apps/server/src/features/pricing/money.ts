/** Money is integer cents inside and formatted strings on the wire (DESIGN §5). */
export const toDecimalString = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (cents: number) => usd.format(cents / 100);
