import type { InsuranceStatus } from '@dme/shared/insurance/api';
import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconHeadset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { webEnv } from '../../../lib/env';

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

interface PricingUnlockedViewProps {
  status: InsuranceStatus;
  /** Savings exist on other pumps while the cart holds one: offer to look at them. */
  offersOtherPumps: boolean;
  onClose: () => void;
  onViewPumps: () => void;
}

/** "Insurance Pricing Unlocked" (or "Updated", the modal's title) with the member ID. */
export function PricingUnlockedView({
  status,
  offersOtherPumps,
  onClose,
  onViewPumps,
}: PricingUnlockedViewProps) {
  return (
    <ResultFrame icon={<IconCircleCheck size={32} aria-hidden />}>
      <Text>
        Member ID: <strong>{status.patientInsurancePlan.insuranceMemberId}</strong>
      </Text>
      <Text c="gray.7">Prices in the store and your cart now include your insurance benefits.</Text>
      {status.requiresAuthorization && (
        <Text c="gray.7">Your plan needs a copy of your prescription before checkout.</Text>
      )}
      {offersOtherPumps ? (
        <>
          <Text fw={600}>Your insurance also lowers the price of other pumps.</Text>
          <Group grow w="100%">
            <Button variant="default" onClick={onClose}>
              Keep My Pump
            </Button>
            <Button onClick={onViewPumps}>View Pumps</Button>
          </Group>
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
