import { Box, Notification } from '@mantine/core';
import { webEnv } from '../../../lib/env';
import { patientStore, usePatientStore } from '../../../lib/patient-store';
import { useInsuranceStatus } from '../api/insurance-status';
import { useBreastPumpFacts } from '../use-breast-pump-facts';
import classes from './back-brace-toast.module.css';

export const BACK_BRACE_TITLE = 'Back pain after pregnancy?';
export const BACK_BRACE_MESSAGE = `Your insurance may also cover a maternity support back brace. Ask us about it at ${webEnv.supportEmail}.`;

/**
 * Spec patient §2 "Banners": while an insured patient browses breast-pump accessories, a back-brace
 * promotion stays until closed, and once closed it never comes back (hasClosedMatriarchToast).
 * A toast of its own, drawn with the page (the server draws it too), rather than one of the app's
 * notifications: their system and the dialogs' manager load with the first of them (issue 46, the
 * returning patient's JavaScript).
 */
export function BackBraceToast({ categoryUuid }: { categoryUuid: string | null | undefined }) {
  const { isActive } = useInsuranceStatus();
  const { isBreastPumpAccessoryCategory } = useBreastPumpFacts();
  const hasClosed = usePatientStore().hasClosedMatriarchToast;
  if (!isActive || hasClosed || !isBreastPumpAccessoryCategory(categoryUuid)) return null;
  return (
    <Box className={classes.toast}>
      <Notification
        color="grape"
        title={BACK_BRACE_TITLE}
        onClose={() => patientStore.update(() => ({ hasClosedMatriarchToast: true }))}
        withBorder
      >
        {BACK_BRACE_MESSAGE}
      </Notification>
    </Box>
  );
}
