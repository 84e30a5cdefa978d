import type { PrescriptionFormValues } from '@dme/shared/insurance/forms';
import { prescriptionTexts } from '@dme/shared/insurance/prescription-messages';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ModalHeader } from '../../../components/ui/modal-header';
import { ModalShell } from '../../../components/ui/modal-shell';
import { closePrescriptionModal, usePrescriptionModalState } from '../../../lib/prescription-modal-store';
import { UploadArea } from '../../attachments';
import {
  prescriptionErrorMessage,
  useFindOrCreateConsultation,
  useVerifyConsultationCode,
} from '../api/find-or-create-consultation';
import { attachPrescription } from '../api/upload-prescription';
import { usePrescriptionFacts } from '../use-prescription-facts';
import { PrescriptionCodeForm } from './prescription-code-form';
import { PrescriptionVerifyForm } from './prescription-verify-form';

export const PRESCRIPTION_MODAL_WIDTH = 470;

type View = 'verify' | 'code' | 'verified' | 'upload' | 'uploaded';

const TITLES: Record<View, string> = {
  verify: 'Verify your prescription',
  code: 'Verify your prescription',
  verified: 'Prescription Verified',
  upload: 'Upload your prescription',
  uploaded: 'Prescription Uploaded',
};

/** The 470px prescription modal (spec patient §4 "Prescription modal"). */
export function PrescriptionModal() {
  const { opened, openCount, onContinue } = usePrescriptionModalState();
  return (
    <ModalShell opened={opened} onClose={closePrescriptionModal} size={PRESCRIPTION_MODAL_WIDTH}>
      <PrescriptionFlow key={openCount} onContinue={onContinue} />
    </ModalShell>
  );
}

function firstView(consultation: ReturnType<typeof usePrescriptionFacts>['consultation']): View {
  if (!consultation) return 'verify';
  if (!consultation.inboundLead) return 'verified';
  return consultation.hasPrescription ? 'uploaded' : 'upload';
}

function PrescriptionFlow({ onContinue }: { onContinue: (() => void) | null }) {
  const queryClient = useQueryClient();
  const facts = usePrescriptionFacts();
  const texts = prescriptionTexts(facts);
  const [view, setView] = useState<View>(() => firstView(facts.consultation));
  const find = useFindOrCreateConsultation();
  const verify = useVerifyConsultationCode();
  const [contact, setContact] = useState<PrescriptionFormValues | null>(null);
  const sendCode = (values: PrescriptionFormValues) =>
    find.mutate(values, {
      onSuccess: () => {
        setContact(values);
        verify.reset();
        setView('code');
      },
    });

  const finish = () => {
    closePrescriptionModal();
    onContinue?.();
  };
  const consultationUuid = facts.consultation?.uuid;

  return (
    <>
      <ModalHeader title={TITLES[view]} />
      <Modal.Body px="xl" pb="xl">
        {view === 'verify' && (
          <PrescriptionVerifyForm
            error={find.isError ? prescriptionErrorMessage(find.error) : null}
            isSubmitting={find.isPending}
            onSubmit={sendCode}
          />
        )}
        {view === 'code' && contact && (
          <PrescriptionCodeForm
            email={contact.email}
            error={
              verify.isError
                ? prescriptionErrorMessage(verify.error)
                : find.isError
                  ? prescriptionErrorMessage(find.error)
                  : null
            }
            isSubmitting={verify.isPending}
            isResending={find.isPending}
            onSubmit={(code) =>
              verify.mutate(code, { onSuccess: (consultation) => setView(firstView(consultation)) })
            }
            onResend={() => sendCode(contact)}
          />
        )}
        {view === 'upload' && consultationUuid && (
          <Stack gap="md">
            <Text c="gray.7">{texts.uploadIntro}</Text>
            <UploadArea
              multiple
              attach={(blobSignedIds) => attachPrescription(queryClient, consultationUuid, blobSignedIds)}
              onUploaded={() => setView('uploaded')}
            />
          </Stack>
        )}
        {onContinue && facts.isOptional && (view === 'verify' || view === 'code' || view === 'upload') && (
          <Button variant="subtle" onClick={finish} fullWidth mt="sm">
            Continue without a prescription
          </Button>
        )}
        {(view === 'verified' || view === 'uploaded') && (
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="teal">
              <IconCircleCheck size={32} aria-hidden />
            </ThemeIcon>
            <Text>{view === 'verified' ? texts.verified : texts.uploaded}</Text>
            <Button onClick={finish} fullWidth>
              {onContinue ? 'Continue to Checkout' : 'Continue Shopping'}
            </Button>
          </Stack>
        )}
      </Modal.Body>
    </>
  );
}
