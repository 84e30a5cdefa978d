import { INSURANCE_MESSAGES } from '@dme/shared/insurance/messages';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { openInsuranceModal } from '../../../lib/insurance-modal-store';
import { usePatientInsurancePlan } from '../api/patient-insurance-plan';

export const NO_INSURANCE_MESSAGE = "You haven't submitted your insurance yet!";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}

/** Spec patient §2 "Insurance information": the signed-in patient's plan, or how to submit one. */
export function InsuranceInformationPage() {
  const plan = usePatientInsurancePlan();
  if (plan.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading insurance information" />
      </Group>
    );
  }
  if (plan.isError) throw plan.error;

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Insurance Information
      </Title>
      <Paper withBorder radius="lg" p="xl">
        {plan.data ? (
          <Stack gap="lg">
            <Field label="Name">{plan.data.patientFullName}</Field>
            <Field label="Insurance carrier">{plan.data.insuranceCarrierName}</Field>
            <Field label="Member ID">{plan.data.insuranceMemberId}</Field>
            {!plan.data.dmeBenefitsConfirmed && (
              <Field label="Coverage">{INSURANCE_MESSAGES.dmeBenefitsNotConfirmed}</Field>
            )}
            <Group>
              <Button onClick={() => openInsuranceModal()}>Update Insurance Details</Button>
            </Group>
          </Stack>
        ) : (
          <Stack align="center" gap="md" py="lg">
            <IconShieldCheck size={48} stroke={1.4} color="var(--mantine-color-brand-9)" aria-hidden />
            <Text fw={700} fz="xl" ta="center">
              {NO_INSURANCE_MESSAGE}
            </Text>
            <Button onClick={() => openInsuranceModal()}>Submit Insurance Details</Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
