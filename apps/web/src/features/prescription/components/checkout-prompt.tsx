import { prescriptionTexts } from '@dme/shared/insurance/prescription-messages';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { ModalHeader } from '../../../components/ui/modal-header';
import { ModalShell } from '../../../components/ui/modal-shell';
import {
  closeCheckoutPrompt,
  openPrescriptionModal,
  useCheckoutPromptState,
} from '../../../lib/prescription-modal-store';
import { notifications } from '../../../lib/toasts';
import { useRemoveInsurance } from '../../insurance';
import { usePrescriptionFacts } from '../use-prescription-facts';
import { PRESCRIPTION_MODAL_WIDTH } from './prescription-modal';

export const INSURANCE_REMOVED_MESSAGE = 'Insurance removed. Your cart now shows retail prices.';

/**
 * Spec patient §4 "Checkout": before paying, the patient uploads a prescription (checkout then goes
 * on) or removes insurance (the cart is shown again at retail prices before paying).
 */
export function CheckoutPrompt() {
  const { opened, onContinue } = useCheckoutPromptState();
  const facts = usePrescriptionFacts();
  const remove = useRemoveInsurance();

  const upload = () => {
    closeCheckoutPrompt();
    openPrescriptionModal({ onContinue: onContinue ?? undefined });
  };
  const removeInsurance = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        closeCheckoutPrompt();
        notifications.show({ color: 'blue', message: INSURANCE_REMOVED_MESSAGE });
      },
      onError: () => notifications.show({ color: 'red', message: 'Something went wrong. Please try again.' }),
    });

  return (
    <ModalShell opened={opened} onClose={closeCheckoutPrompt} size={PRESCRIPTION_MODAL_WIDTH}>
      <ModalHeader title="Prescription required" />
      <Modal.Body px="xl" pb="xl">
        <Stack gap="md">
          <Text c="gray.7">
            {facts.isInsuranceActive
              ? prescriptionTexts(facts).checkoutPrompt
              : 'A CPAP machine needs a prescription. Please upload a copy of yours to continue.'}
          </Text>
          <Button onClick={upload}>Upload prescription</Button>
          {facts.isInsuranceActive && (
            <Button variant="default" onClick={removeInsurance} loading={remove.isPending}>
              Remove insurance
            </Button>
          )}
        </Stack>
      </Modal.Body>
    </ModalShell>
  );
}
