/**
 * Stripe sends a payment's later events (refunds, dispute updates) in no set order and more than
 * once (docs.stripe.com/webhooks, "Event ordering"): each carries the object's state when it was
 * created, so the newest state wins and an older one arriving late changes nothing. On a tie (two
 * events in one second) the larger refunded amount, or the later arrival for a dispute, wins.
 */
export function replacesState(
  stored: { asOf: Date | null; value?: number },
  incoming: { occurredAt: Date; value?: number },
): boolean {
  if (!stored.asOf) return true;
  const difference = incoming.occurredAt.getTime() - stored.asOf.getTime();
  if (difference !== 0) return difference > 0;
  if (stored.value === undefined || incoming.value === undefined) return true;
  return incoming.value >= stored.value;
}
