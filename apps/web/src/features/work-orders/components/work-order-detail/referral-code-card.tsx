import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import { Card, Text, Title } from '@mantine/core';

export function ReferralCodeCard({ referralCode }: { referralCode: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="aside" aria-labelledby="referral-code">
      <Title order={2} size="h5" id="referral-code">
        Referral code
      </Title>
      <Text fw={800} fz={36} ff="monospace" my="xs" data-testid="referral-code">
        {formatReferralCode(referralCode)}
      </Text>
      <Text size="sm">
        Give this code to your patient. With it they can shop for the prescribed equipment on Carelane, with
        their insurance benefits applied.
      </Text>
    </Card>
  );
}
