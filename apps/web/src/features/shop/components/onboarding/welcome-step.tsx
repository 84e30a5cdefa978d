import type { PatientConsultation } from '@dme/shared/shop/api';
import { Stack, Text, Title } from '@mantine/core';

export function WelcomeStep({ provider }: { provider: PatientConsultation['provider'] }) {
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
    </Stack>
  );
}
