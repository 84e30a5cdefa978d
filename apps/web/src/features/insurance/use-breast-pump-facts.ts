import type { Cart } from '@dme/shared/cart/api';
import { BREAST_PUMP_VERTICAL } from '@dme/shared/shop/onboarding';
import { usePatientSession } from '../../lib/patient-session';
import { usePatientStore } from '../../lib/patient-store';
import { useProductVerticals } from '../../lib/product-verticals';
import { useCart } from '../cart';

/** The facts the insurance pieces need about breast pumps: the shopped vertical and pumps in the cart. */
export function useBreastPumpFacts() {
  const consultation = usePatientSession().data?.consultation ?? null;
  const store = usePatientStore();
  const verticals = useProductVerticals().data ?? [];
  const cart: Cart | null = useCart().data ?? null;
  const verticalUuid = consultation?.productVerticalUuid ?? store.productVerticalUuid;
  const vertical = verticals.find((candidate) => candidate.uuid === verticalUuid);
  const breastPumps = verticals.find((candidate) => candidate.name === BREAST_PUMP_VERTICAL);
  const accessoryCategories = new Set(
    breastPumps?.productCategories
      .filter((category) => category.isAccessory)
      .map((category) => category.uuid),
  );
  const pumpCategories = new Set(
    breastPumps?.productCategories
      .filter((category) => !category.isAccessory)
      .map((category) => category.uuid),
  );
  return {
    isBreastPump: vertical?.name === BREAST_PUMP_VERTICAL,
    cartHasPump: (cart?.cartItems ?? []).some((item) =>
      pumpCategories.has(item.productVariant.productCategoryUuid),
    ),
    isBreastPumpAccessoryCategory: (categoryUuid: string | null | undefined) =>
      Boolean(categoryUuid && accessoryCategories.has(categoryUuid)),
  };
}
