import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { PRIOR_AUTH_STATUSES, type PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import type { PriorAuthDeadline } from '@dme/shared/work-orders/prior-auth-deadlines';
import { Button, Checkbox, FileInput, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { uploadFile } from '../../../lib/uploads/direct-upload';
import { isAcceptedUpload } from '../../../lib/uploads/file-types';
import { prepareUpload } from '../../../lib/uploads/prepare-upload';
import { showUploadError } from '../../../lib/uploads/upload-errors';
import { PriorAuthDeadlineNote } from './prior-auth-deadline';

const isPriorAuthStatus = (value: string | null): value is PriorAuthStatus =>
  (PRIOR_AUTH_STATUSES as readonly (string | null)[]).includes(value);

export interface PriorAuthChange {
  status: PriorAuthStatus;
  blobSignedId: string | null;
  /** Only on the first move to Submitted, and only where the caller asks it. */
  expedited: boolean;
}

/**
 * A work order's prior-auth status and the payer's response, uploaded first and linked by the
 * same save: the supplier's modal and the operations console's.
 */
export function PriorAuthStatusModal({
  title,
  initialStatus,
  deadline,
  asksExpedited,
  isSaving,
  onSave,
  onClose,
}: {
  title: string;
  initialStatus: string | null;
  deadline: PriorAuthDeadline | null | undefined;
  /** Whether the saving call records an expedited request (CMS-0057-F). */
  asksExpedited: boolean;
  isSaving: boolean;
  onSave: (change: PriorAuthChange) => void;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<string | null>(initialStatus);
  const [file, setFile] = useState<File | null>(null);
  const [expedited, setExpedited] = useState(false);
  // Expedited or standard is the request's, said once when it is first submitted to the payer.
  const isFirstSubmission = asksExpedited && status === 'Submitted' && !deadline?.submittedAt;
  const [isUploading, setUploading] = useState(false);
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
    onSave({ status, blobSignedId, expedited: isFirstSubmission && expedited });
  };

  return (
    <Modal opened onClose={onClose} title={title} radius="lg">
      <Stack gap="md">
        <Select
          label="Prior auth status"
          data={PRIOR_AUTH_STATUSES}
          value={status}
          onChange={setStatus}
          allowDeselect={false}
          withAsterisk
        />
        {deadline && <PriorAuthDeadlineNote deadline={deadline} />}
        {isFirstSubmission && (
          <Checkbox
            label="Expedited request"
            description="The prescriber certified that the standard timeframe could seriously jeopardize the patient's life, health or function."
            checked={expedited}
            onChange={(event) => setExpedited(event.currentTarget.checked)}
          />
        )}
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
          loading={isUploading || isSaving}
        >
          Save
        </Button>
      </Stack>
    </Modal>
  );
}
