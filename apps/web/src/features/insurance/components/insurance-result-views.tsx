import type { InsuranceStatus } from '@dme/shared/insurance/api';
import { INSURANCE_MESSAGES } from '@dme/shared/insurance/messages';
import { prescriptionTexts } from '@dme/shared/insurance/prescription-messages';
import { needsPrescription } from '@dme/shared/shop/patient-session-rules';
import { Anchor, Button, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconHeadset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { webEnv } from '../../../lib/env';
import { usePatientSession } from '../../../lib/patient-session';

function ResultFrame({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        {icon}
      </ThemeIcon>
      {children}
    </Stack>
  );
}

/**
 * A covered plan that lowers no price yet: its deductible is not met, so every covered item is
 * paid in full and counted toward it. Announcing "savings" there would mislead (issue 13 item 4).
 */
export const isDeductibleOnly = (status: InsuranceStatus) =>
  status.active &&
  status.dmeBenefitsConfirmed &&
  !status.insuranceSavingsAvailable &&
  Boolean(status.deductibleRemaining);

/**
 * The payer answered only for the plan in general (issue 14): coverage is active, but nothing may
 * suggest the equipment is covered; prices are estimates.
 */
function DmeNotConfirmed({ deductibleRemaining }: { deductibleRemaining: string | null }) {
  return (
    <>
      <Text fw={600}>{INSURANCE_MESSAGES.dmeBenefitsNotConfirmed}</Text>
      <Text c="gray.7">{INSURANCE_MESSAGES.estimatedPrices}</Text>
      {deductibleRemaining && <Text c="gray.7">Deductible still owed: {deductibleRemaining}</Text>}
    </>
  );
}

interface PricingUnlockedViewProps {
  status: InsuranceStatus;
  /** Savings exist on other pumps while the cart holds one: offer to look at them. */
  offersOtherPumps: boolean;
  onClose: () => void;
  onViewPumps: () => void;
}

/**
 * "Insurance Pricing Unlocked" (or "Updated", the modal's title) with the member ID; for a plan
 * whose deductible is not met, what the plan does instead: covered, applied to the deductible,
 * the amount still owed; for one that approves equipment first, that it does.
 */
export function PricingUnlockedView({
  status,
  offersOtherPumps,
  onClose,
  onViewPumps,
}: PricingUnlockedViewProps) {
  const deductibleOnly = isDeductibleOnly(status);
  // A provider's prescription on file is never asked for again (it reads "Prescription on file").
  const consultation = usePatientSession().data?.consultation ?? null;
  const approvalNote = prescriptionTexts({
    requiresAuthorization: status.requiresAuthorization,
    needsPrescription: needsPrescription(consultation),
  }).insuranceNote;
  return (
    <ResultFrame icon={<IconCircleCheck size={32} aria-hidden />}>
      <Text>
        Member ID: <strong>{status.patientInsurancePlan.insuranceMemberId}</strong>
      </Text>
      {!status.dmeBenefitsConfirmed ? (
        <DmeNotConfirmed deductibleRemaining={status.deductibleRemaining} />
      ) : deductibleOnly ? (
        <>
          <Text c="gray.7">
            Your plan covers this equipment, but your deductible has not been met yet. Covered items are
            applied to your deductible: you pay the full price now, and it counts toward your deductible.
          </Text>
          <Text fw={600}>Deductible still owed: {status.deductibleRemaining}</Text>
        </>
      ) : (
        <>
          <Text c="gray.7">Prices in the store and your cart now include your insurance benefits.</Text>
          {status.deductibleRemaining && (
            <Text c="gray.7">Deductible still owed: {status.deductibleRemaining}</Text>
          )}
        </>
      )}
      {approvalNote && <Text c="gray.7">{approvalNote}</Text>}
      {offersOtherPumps && !deductibleOnly ? (
        <>
          <Text fw={600}>Your insurance also lowers the price of other pumps.</Text>
          {/* One column on a phone: side by side, "Keep My Pump" was cut to "Keep My Pur". */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" w="100%">
            <Button variant="default" onClick={onClose}>
              Keep My Pump
            </Button>
            <Button onClick={onViewPumps}>View Pumps</Button>
          </SimpleGrid>
        </>
      ) : (
        <Button onClick={onClose} fullWidth>
          Continue Shopping
        </Button>
      )}
    </ResultFrame>
  );
}

interface PlanErrorViewProps {
  message: string;
  onEdit: () => void;
  onAddInformation: () => void;
  onClose: () => void;
}

/** Spec patient §8 "Insurance submit failure": check the details, write to support, or go on out-of-pocket. */
export function PlanErrorView({ message, onEdit, onAddInformation, onClose }: PlanErrorViewProps) {
  return (
    <Stack gap="md">
      <Text fw={600} role="alert">
        {message}
      </Text>
      <Text c="gray.7">
        Need help? Email us at <Anchor href={`mailto:${webEnv.supportEmail}`}>{webEnv.supportEmail}</Anchor>,
        or close this window to continue purchasing out-of-pocket.
      </Text>
      <Button onClick={onEdit}>Edit My Details</Button>
      <Button variant="light" onClick={onAddInformation}>
        Provide Additional Information
      </Button>
      <Button variant="default" onClick={onClose}>
        Continue Out-of-Pocket
      </Button>
    </Stack>
  );
}

/** "We're On It": the contact-dependent text the server answered. */
export function OnItView({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <ResultFrame icon={<IconHeadset size={30} aria-hidden />}>
      <Text>{message}</Text>
      <Button onClick={onClose} fullWidth>
        Close
      </Button>
    </ResultFrame>
  );
}
