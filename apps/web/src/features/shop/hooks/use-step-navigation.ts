import { moveToStep } from '@dme/shared/shop/shopping-progress';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { patientStore } from '../../../lib/patient-store';
import { notifications } from '../../../lib/toasts';
import type { ShopJourney } from './use-shop-journey';

/** Moves between guided steps from the shop or a product page; past the last step is the cart. */
export function useStepNavigation({ steps, currentStepIndex, selected }: ShopJourney) {
  const navigate = useNavigate();
  return (target: number) => {
    const move = moveToStep(steps, currentStepIndex, target, selected);
    if (move.kind === 'blocked') {
      notifications.show({ id: 'progress-message', color: 'orange', message: move.message });
      return;
    }
    if (move.kind === 'cart') {
      navigate(paths.cart, { state: { triggerSource: 'review cart cta', stepIndex: currentStepIndex } });
      return;
    }
    patientStore.update(() => ({ shoppingProgress: { currentStepIndex: move.index } }));
    navigate(paths.shop, { state: { stepIndex: move.index } });
  };
}
