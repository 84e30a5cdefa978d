import type { Transaction } from '../../db/client';
import type { CheckoutLineSnapshot } from '../../db/schema/orders';
import { type CartLine, findCartLines } from '../cart/cart.repo';
import { priceCartLines } from '../cart/cart.service';
import { planForSession } from '../insurance/pricing-plan';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { catalogueByVariantId } from '../shop/catalogue.repo';
import { findSessionById } from './orders.repo';

/** A line as it is ordered: the catalogue facts and the cents it was priced at. */
export interface OrderLine {
  key: string;
  variantId: string;
  productId: string;
  title: string;
  description: string;
  categorySlug: string;
  isCashOnly: boolean;
  isCpapMachine: boolean;
  quantity: number;
  retailCents: number;
  patientCents: number;
}

/** What is being ordered and what it cost: from the cart priced now, or from a paid checkout's snapshot. */
export interface PricedOrder {
  lines: OrderLine[];
  insuranceStatusId: string | null;
  retailCents: number;
  savingsCents: number;
  patientCents: number;
}

/** The catalogue facts of an ordered variant, as the cart and the catalogue both hold them. */
type VariantFacts = Pick<CartLine, 'product' | 'variant' | 'category'>;

const orderLineOf = (
  { product, variant, category }: VariantFacts,
  line: Pick<OrderLine, 'key' | 'quantity' | 'retailCents' | 'patientCents'>,
): OrderLine => ({
  ...line,
  variantId: variant.id,
  productId: product.id,
  title: product.name,
  description: `${product.name} — ${variant.title}`,
  categorySlug: category.slug,
  isCashOnly: product.isCashOnly,
  isCpapMachine: category.isCpap && !category.isAccessory,
});

/**
 * The cart priced now by the session's current insurance status (never a header's): the same plan
 * prices the order and decides whether it is free (issue 12 item 4). Read in the caller's transaction;
 * a caller that has just read the cart's session passes it instead of reading it again.
 */
export async function priceCartNow(
  tx: Transaction,
  cart: { id: string; sessionId: string },
  cartSession?: PatientSessionRow,
) {
  const lines = await findCartLines(tx, cart.id);
  const session =
    cartSession?.id === cart.sessionId ? cartSession : await findSessionById(tx, cart.sessionId);
  const plan = session ? await planForSession(tx, session) : null;
  const { prices, sum } = priceCartLines(lines, plan);
  const priced: PricedOrder = {
    lines: lines.map((line, index) =>
      orderLineOf(line, {
        key: line.item.id,
        quantity: line.item.quantity,
        retailCents: prices[index]?.retailCents ?? 0,
        patientCents: prices[index]?.patientCents ?? 0,
      }),
    ),
    insuranceStatusId: plan ? (session?.insuranceStatusId ?? null) : null,
    retailCents: sum.retailCents,
    savingsCents: sum.savingsCents,
    patientCents: sum.patientCents,
  };
  return { priced, session };
}

/** A paid checkout's snapshot as order lines: exactly what was paid for, whatever the cart holds now. */
export async function pricedFromSnapshot(
  tx: Transaction,
  checkout: {
    lines: CheckoutLineSnapshot[];
    insuranceStatusId: string | null;
    retailCents: number;
    savingsCents: number;
    amountCents: number;
  },
): Promise<PricedOrder> {
  const catalogue = await catalogueByVariantId(tx);
  return {
    lines: checkout.lines.map((line) => {
      const row = catalogue.get(line.productVariantId);
      if (!row) throw new Error('a paid variant is missing from the catalogue');
      return orderLineOf(row, {
        key: line.cartItemId,
        quantity: line.quantity,
        retailCents: line.retailCents,
        patientCents: line.patientCents,
      });
    }),
    insuranceStatusId: checkout.insuranceStatusId,
    retailCents: checkout.retailCents,
    savingsCents: checkout.savingsCents,
    patientCents: checkout.amountCents,
  };
}
