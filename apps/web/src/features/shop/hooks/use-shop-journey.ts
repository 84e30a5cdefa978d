import { isEligibleForMachine } from '@dme/shared/shop/patient-session-rules';
import { buildProgressSteps, initialStepIndex } from '@dme/shared/shop/shopping-progress';
import { useMemo } from 'react';
import { usePatientSession } from '../../../lib/patient-session';
import { usePatientStore } from '../../../lib/patient-store';
import { useProductVerticals } from '../../../lib/product-verticals';
import { useCart } from '../../cart';
import { useProductVariants } from '../api/product-variants';

/**
 * Everything the shop pages derive from the session: the vertical (the consultation's, else the
 * one chosen in onboarding), its categories, the catalogue, the cart and the guided steps.
 */
export function useShopJourney() {
  const store = usePatientStore();
  const sessionQuery = usePatientSession();
  const verticals = useProductVerticals().data ?? [];
  const session = sessionQuery.data ?? null;
  const consultation = session?.consultation ?? null;
  const verticalUuid = consultation?.productVerticalUuid ?? store.productVerticalUuid;
  const vertical = verticals.find((candidate) => candidate.uuid === verticalUuid) ?? null;
  const categories = vertical?.productCategories ?? [];
  const chosenCategory = categories.find((category) => category.uuid === store.productCategoryUuid) ?? null;
  const eligibleForMachine = isEligibleForMachine(session?.eligibleForMachine, consultation);
  const catalogueScope = verticalUuid ? { productVerticalUuid: verticalUuid } : {};
  const catalogue = useProductVariants(catalogueScope, {
    enabled: session !== null && verticalUuid !== null,
  });
  const cart = useCart().data ?? null;

  const steps = useMemo(() => {
    const stockedCategoryUuids = new Set(
      (catalogue.data ?? []).map((variant) => variant.product.hcpcsCode.productCategory.uuid),
    );
    return buildProgressSteps({ categories, stockedCategoryUuids, chosenCategory, eligibleForMachine });
  }, [catalogue.data, categories, chosenCategory, eligibleForMachine]);

  const selected = useMemo(
    () => new Set((cart?.cartItems ?? []).map((item) => item.productVariant.productCategoryUuid)),
    [cart],
  );
  const stored = store.shoppingProgress.currentStepIndex;
  const currentStepIndex =
    stored === null ? initialStepIndex(steps, selected) : Math.min(stored, Math.max(steps.length - 1, 0));

  return {
    session,
    consultation,
    vertical,
    verticalUuid,
    categories,
    catalogue,
    cart,
    steps,
    selected,
    currentStepIndex,
    currentStep: steps[currentStepIndex] ?? null,
    isLoading: sessionQuery.isPending || catalogue.isPending,
  };
}

export type ShopJourney = ReturnType<typeof useShopJourney>;
