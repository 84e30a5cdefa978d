import '@mantine/dropzone/styles.css';
import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { uploadFile } from '../../../lib/uploads/direct-upload';
import { asUsageFile, isAcceptedUpload } from '../../../lib/uploads/file-types';
import { prepareUpload } from '../../../lib/uploads/prepare-upload';
import { showUploadError } from '../../../lib/uploads/upload-errors';

/** react-dropzone matches by MIME type or extension; HEIC files often arrive without a MIME type. */
const ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'application/pdf': ['.pdf'],
};
/** The usage-data upload also takes the CPAP's own data (issue 15 §1). */
const ACCEPT_WITH_USAGE_FILES = { ...ACCEPT, 'application/x-edf': ['.edf'], 'text/csv': ['.csv'] };

let fileCount = 0;
const nextFileId = () => `file-${++fileCount}`;

interface UploadAreaProps {
  multiple: boolean;
  /** Links the uploaded blobs to their record (e.g. create_patient_packet). */
  attach: (blobSignedIds: string[]) => Promise<unknown>;
  onUploaded: () => void;
  /** Also take a ResMed STR.edf or a CSV of date and hours used (usage data only). */
  acceptsUsageFiles?: boolean;
}

/** Pick files, then Upload: convert/compress, presign, PUT with progress, attach (spec §5 "Uploads"). */
export function UploadArea({ multiple, attach, onUploaded, acceptsUsageFiles = false }: UploadAreaProps) {
  const [pending, setPending] = useState<{ id: string; file: File }[]>([]);
  const [invalid, setInvalid] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (files: File[]) => {
    const accepted = files
      .map((file) => (acceptsUsageFiles ? asUsageFile(file) : null) ?? file)
      .filter((file) => isAcceptedUpload(file) || (acceptsUsageFiles && asUsageFile(file)))
      .map((file) => ({ id: nextFileId(), file }));
    setInvalid(accepted.length < files.length);
    setPending((current) => (multiple ? [...current, ...accepted] : accepted.slice(0, 1)));
  };

  const upload = async () => {
    setProgress(0);
    try {
      const blobSignedIds: string[] = [];
      for (const [index, { file }] of pending.entries()) {
        const prepared = await prepareUpload(file);
        blobSignedIds.push(
          await uploadFile(prepared, (fraction) => setProgress((index + fraction) / pending.length)),
        );
      }
      await attach(blobSignedIds);
      setPending([]);
      onUploaded();
    } catch (error) {
      showUploadError(error);
    } finally {
      setProgress(null);
    }
  };

  const isUploading = progress !== null;
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={choose}
        onReject={() => setInvalid(true)}
        accept={acceptsUsageFiles ? ACCEPT_WITH_USAGE_FILES : ACCEPT}
        multiple={multiple}
        disabled={isUploading}
        aria-label="Choose files to upload"
      >
        <Group justify="center" gap="sm" mih={88} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={32} stroke={1.5} aria-hidden />
          <div>
            <Text fw={500}>Drag files here or click to choose</Text>
            <Text size="sm" c="dimmed">
              PDF, JPEG, PNG or HEIC
              {acceptsUsageFiles ? ', the CPAP’s STR.edf or a CSV of date and hours' : ''}
              {multiple ? ' — several files at once are fine' : ''}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {invalid && (
        <Text c="red" size="sm" role="alert">
          {UPLOAD_MESSAGES.invalidFile}
        </Text>
      )}
      {pending.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Files to upload">
          {pending.map(({ id, file }) => (
            <Group component="li" key={id} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {file.name}
              </Text>
              <CloseButton
                size="sm"
                aria-label={`Remove ${file.name}`}
                disabled={isUploading}
                onClick={() => setPending((current) => current.filter((entry) => entry.id !== id))}
              />
            </Group>
          ))}
        </Stack>
      )}
      {isUploading && <Progress value={progress * 100} aria-label="Upload progress" animated />}
      <Button onClick={upload} disabled={pending.length === 0} loading={isUploading}>
        Upload
      </Button>
    </Stack>
  );
}
