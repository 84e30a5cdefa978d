import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { webEnv } from '../../lib/env';
import { patientStore, usePatientStore } from '../../lib/patient-store';
import { useInsuranceStatus } from './api/insurance-status';
import { useBreastPumpFacts } from './use-breast-pump-facts';

export const BACK_BRACE_TOAST_ID = 'back-brace-promotion';
export const BACK_BRACE_TITLE = 'Back pain after pregnancy?';
export const BACK_BRACE_MESSAGE = `Your insurance may also cover a maternity support back brace. Ask us about it at ${webEnv.supportEmail}.`;

/**
 * Spec patient §2 "Banners": while an insured patient browses breast-pump accessories, a back-brace
 * promotion stays until closed, and once closed it never comes back (hasClosedMatriarchToast).
 */
export function useBackBraceToast(categoryUuid: string | null | undefined) {
  const { isActive } = useInsuranceStatus();
  const { isBreastPumpAccessoryCategory } = useBreastPumpFacts();
  const hasClosed = usePatientStore().hasClosedMatriarchToast;
  const show = isActive && !hasClosed && isBreastPumpAccessoryCategory(categoryUuid);

  useEffect(() => {
    if (!show) return;
    notifications.show({
      id: BACK_BRACE_TOAST_ID,
      color: 'grape',
      title: BACK_BRACE_TITLE,
      message: BACK_BRACE_MESSAGE,
      autoClose: false,
      withCloseButton: true,
      onClose: () => patientStore.update(() => ({ hasClosedMatriarchToast: true })),
    });
  }, [show]);
}
