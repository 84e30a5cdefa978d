import dayjs from 'dayjs';

/** Spec §9: dates read MM/DD/YYYY. A bare YYYY-MM-DD (a date of birth) is taken as a calendar day. */
export const formatDate = (value: string | null | undefined) =>
  value ? dayjs(value).format('MM/DD/YYYY') : '';

/** Today's date where the user is, as the work order rules compare it (YYYY-MM-DD). */
export const todayIso = () => dayjs().format('YYYY-MM-DD');

/** Savings as a negative amount ("-$12.00"); none at all stays "$0.00", on a cart and an order alike. */
export const signedSavings = (formatted: string) => {
  const amount = formatted.replace(/^-/, '');
  return /^\$0\.00$/.test(amount) ? amount : `-${amount}`;
};
