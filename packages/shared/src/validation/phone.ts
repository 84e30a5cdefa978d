/** US phone: 10 digits with optional parentheses, dashes, dots or spaces (spec §9); optional leading +1. */
const US_PHONE = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const isValidUsPhone = (value: string) => US_PHONE.test(value.trim());

/** The 10 digits of a valid US phone, for storage and comparison. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** The spec's mask (999) 999-9999. */
export const PHONE_MASK = '(000) 000-0000';
