/**
 * An NPI is 10 digits whose last digit is a Luhn check digit computed over the 9 first digits
 * prefixed with the card issuer prefix 80840 (CMS, "NPI check digit" standard).
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Double every second digit counting from the right, the check digit itself not doubled.
    const fromRight = digits.length - 1 - i;
    let digit = digits[i]!;
    if (fromRight % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
