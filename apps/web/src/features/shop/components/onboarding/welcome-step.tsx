import type { PatientConsultation } from '@dme/shared/shop/api';
import { Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { ReferralCodeField } from '../../../../components/ui/referral-code-field';

/** Without a plan from a clinician yet, the code can be typed here: the questions then follow it. */
export function WelcomeStep({
  provider,
  hasReferralCode,
}: {
  provider: PatientConsultation['provider'];
  hasReferralCode: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm">
      <Title order={2}>Welcome to Carelane</Title>
      <Text c="gray.7">
        {provider
          ? `${provider.firstName} ${provider.lastName} sent you a personalized treatment plan. Answer a few questions and we will show you the equipment it covers.`
          : 'Answer a few questions and we will show you the equipment that fits your needs.'}
      </Text>
      <Text c="gray.7">
        Your insurance may cover part or all of the cost, and local suppliers deliver to your door.
      </Text>
      {!hasReferralCode && <ReferralCodeField to={pathname} />}
    </Stack>
  );
}
