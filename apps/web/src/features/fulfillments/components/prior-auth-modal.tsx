import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { PRIOR_AUTH_STATUSES, type PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import { Button, FileInput, Modal, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { uploadFile } from '../../../lib/uploads/direct-upload';
import { isAcceptedUpload } from '../../../lib/uploads/file-types';
import { prepareUpload } from '../../../lib/uploads/prepare-upload';
import { showUploadError } from '../../../lib/uploads/upload-errors';
import { setPriorAuth } from '../api/fulfillment-calls';
import { useFulfillmentChange } from '../api/use-fulfillment-change';

const isPriorAuthStatus = (value: string | null): value is PriorAuthStatus =>
  (PRIOR_AUTH_STATUSES as readonly (string | null)[]).includes(value);

/** The supplier sets the work order's prior-auth status, with the payer's response if it has one. */
export function PriorAuthModal({ fulfillment, onClose }: { fulfillment: Fulfillment; onClose: () => void }) {
  const [status, setStatus] = useState<string | null>(fulfillment.priorAuthStatus);
  const [file, setFile] = useState<File | null>(null);
  const [isUploading, setUploading] = useState(false);
  const save = useFulfillmentChange(setPriorAuth);
  const fileError = file && !isAcceptedUpload(file) ? UPLOAD_MESSAGES.invalidFile : null;

  const submit = async () => {
    if (!isPriorAuthStatus(status) || fileError) return;
    let blobSignedId: string | null = null;
    if (file) {
      setUploading(true);
      try {
        blobSignedId = await uploadFile(await prepareUpload(file));
      } catch (error) {
        showUploadError(error);
        return;
      } finally {
        setUploading(false);
      }
    }
    save.mutate(
      { number: fulfillment.fulfillmentConfirmationNumber, priorAuthStatus: status, blobSignedId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Prior authorization: ${status}` });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Prior authorization — ${fulfillment.patientName ?? ''}`}
      radius="lg"
    >
      <Stack gap="md">
        <Select
          label="Prior auth status"
          data={PRIOR_AUTH_STATUSES}
          value={status}
          onChange={setStatus}
          allowDeselect={false}
          withAsterisk
        />
        <FileInput
          label="Payer response (optional)"
          placeholder="PDF, JPEG, PNG or HEIC"
          accept=".pdf,.jpg,.jpeg,.png,.heic,.heif"
          clearable
          value={file}
          onChange={setFile}
          error={fileError}
        />
        <Button
          onClick={submit}
          disabled={!isPriorAuthStatus(status) || Boolean(fileError)}
          loading={isUploading || save.isPending}
        >
          Save
        </Button>
      </Stack>
    </Modal>
  );
}
