import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifications } from '../../../lib/toasts';
import { openAttachment } from '../../attachments';
import { requestUsageData } from '../api/fulfillment-calls';
import { useFulfillmentChange } from '../api/use-fulfillment-change';

const download = (uuid: string) =>
  openAttachment(uuid).catch(() =>
    notifications.show({ color: 'red', message: UPLOAD_MESSAGES.somethingWentWrong }),
  );

/** Whether {@link UsageDataStatus} shows anything, so that a card can leave out an empty field. */
export const showsUsageDataStatus = (fulfillment: Fulfillment, canRequest: boolean) =>
  fulfillment.usageDataStatus === 'unrequested'
    ? canRequest
    : fulfillment.usageDataStatus === 'requested' ||
      (fulfillment.usageDataStatus === 'uploaded' && fulfillment.usageDataDocuments.length > 0);

/**
 * Spec §4 "Usage data status": REQUEST when unrequested (providers ask), a disabled REQUESTED,
 * a download icon (a menu for several documents) when uploaded, nothing otherwise.
 */
export function UsageDataStatus({
  fulfillment,
  canRequest,
}: {
  fulfillment: Fulfillment;
  canRequest: boolean;
}) {
  const request = useFulfillmentChange(requestUsageData);
  const number = fulfillment.fulfillmentConfirmationNumber;
  const documents = fulfillment.usageDataDocuments;

  switch (fulfillment.usageDataStatus) {
    case 'unrequested':
      return canRequest ? (
        <Button
          size="xs"
          loading={request.isPending}
          onClick={() => request.mutate(number)}
          aria-label={`Request usage data for ${number}`}
        >
          REQUEST
        </Button>
      ) : null;
    case 'requested':
      return (
        <Button size="xs" disabled>
          REQUESTED
        </Button>
      );
    case 'uploaded': {
      // Demo data holds nights read from machine data without the original file: nothing to download.
      if (documents.length === 0) return null;
      const [only] = documents;
      if (documents.length === 1 && only)
        return (
          <ActionIcon
            variant="light"
            aria-label={`Download ${only.filename}`}
            onClick={() => download(only.uuid)}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        );
      return (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="light" aria-label={`Download usage data for ${number}`}>
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {documents.map((document) => (
              <Menu.Item key={document.uuid} onClick={() => download(document.uuid)}>
                {document.filename}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      );
    }
    default:
      return null;
  }
}
