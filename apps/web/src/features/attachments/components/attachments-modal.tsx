import { type Attachment, UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { ActionIcon, Anchor, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifications } from '../../../lib/toasts';
import { deleteAttachment } from '../api/delete-attachment';
import { openAttachment } from '../api/download-url';
import { UploadArea } from './upload-area';

interface AttachmentsModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  attachments: Attachment[];
  /** Spec §6: only patient-packet attachments can be deleted. */
  canDelete: boolean;
  multiple: boolean;
  attach: (blobSignedIds: string[]) => Promise<unknown>;
  /** After an upload or a deletion, so the owner refetches what the modal lists. */
  onChanged: () => void;
  acceptsUsageFiles?: boolean;
}

export function AttachmentsModal({
  opened,
  onClose,
  title,
  attachments,
  canDelete,
  multiple,
  attach,
  onChanged,
  acceptsUsageFiles,
}: AttachmentsModalProps) {
  const [deleting, setDeleting] = useState<string | null>(null);

  const download = (uuid: string) =>
    openAttachment(uuid).catch(() =>
      notifications.show({ color: 'red', message: UPLOAD_MESSAGES.somethingWentWrong }),
    );

  const confirmDelete = (attachment: Attachment) =>
    modals.openConfirmModal({
      title: 'Delete document',
      children: <Text size="sm">Delete {attachment.filename}? This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        setDeleting(attachment.uuid);
        try {
          await deleteAttachment(attachment.uuid);
          onChanged();
        } catch {
          notifications.show({ color: 'red', message: UPLOAD_MESSAGES.somethingWentWrong });
        } finally {
          setDeleting(null);
        }
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <Stack>
        {attachments.length === 0 ? (
          <Text c="dimmed">No documents uploaded yet.</Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Uploaded documents"
          >
            {attachments.map((attachment) => (
              <Group component="li" key={attachment.uuid} justify="space-between" wrap="nowrap">
                <Anchor component="button" type="button" onClick={() => download(attachment.uuid)} truncate>
                  {attachment.filename}
                </Anchor>
                {canDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${attachment.filename}`}
                    loading={deleting === attachment.uuid}
                    onClick={() => confirmDelete(attachment)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        <Divider />
        <UploadArea
          multiple={multiple}
          attach={attach}
          onUploaded={onChanged}
          acceptsUsageFiles={acceptsUsageFiles}
        />
      </Stack>
    </Modal>
  );
}
