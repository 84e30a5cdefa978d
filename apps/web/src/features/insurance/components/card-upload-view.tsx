import { Anchor, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { UploadArea } from '../../attachments';
import { createInsuranceCard, type InsuranceCardReply } from '../api/insurance-card';

interface CardUploadViewProps {
  onRead: (reply: InsuranceCardReply) => void;
  onEnterManually: () => void;
}

/** Step one of the insurance modal: a photo or scan of the card (a single file). */
export function CardUploadView({ onRead, onEnterManually }: CardUploadViewProps) {
  const reply = useRef<InsuranceCardReply | null>(null);
  return (
    <Stack gap="md">
      <Text c="gray.7">
        Upload a photo of the front of your insurance card and we will fill in your details for you.
      </Text>
      <UploadArea
        multiple={false}
        attach={async ([blobSignedId]) => {
          if (blobSignedId) reply.current = await createInsuranceCard(blobSignedId);
        }}
        onUploaded={() => {
          if (reply.current) onRead(reply.current);
        }}
      />
      <Anchor component="button" type="button" onClick={onEnterManually} ta="center">
        Enter my insurance details instead
      </Anchor>
    </Stack>
  );
}
