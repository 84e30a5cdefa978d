import type { CheckoutLine } from '../../adapters/payments/port';
import type { CheckoutLineSnapshot } from '../../db/schema/orders';

/**
 * The lines sent to the payment provider, in integer cents, so that what the provider charges is
 * exactly the snapshot's amount: a line whose cents do not divide by its quantity (a pack priced by
 * the deductible) is sent as one line of that whole amount rather than a rounded unit price.
 */
export function providerLinesOf(lines: readonly CheckoutLineSnapshot[]): CheckoutLine[] {
  return lines.map((line) =>
    line.patientCents % line.quantity === 0
      ? { name: line.title, quantity: line.quantity, unitAmountCents: line.patientCents / line.quantity }
      : { name: `${line.title} × ${line.quantity}`, quantity: 1, unitAmountCents: line.patientCents },
  );
}

/** What the provider will charge for these lines (before its own tax). */
export const providerAmountOf = (lines: readonly CheckoutLine[]) =>
  lines.reduce((total, line) => total + line.unitAmountCents * line.quantity, 0);
