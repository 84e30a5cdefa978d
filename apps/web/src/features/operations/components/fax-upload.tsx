import {
  FAX_CONTENT_TYPES,
  FAX_MESSAGES,
  type FaxSummary,
  MAX_FAX_BYTES,
} from '@dme/shared/operations/faxes';
import { Alert, Button, FileInput, Modal, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useUploadFax } from '../api/faxes';

/** Checked here so a wrong file is refused before its bytes are sent; the server checks again. */
function fileProblem(file: File | null) {
  if (!file) return 'Choose the fax file';
  if (!(FAX_CONTENT_TYPES as readonly string[]).includes(file.type)) return FAX_MESSAGES.unsupportedType;
  if (file.size > MAX_FAX_BYTES) return FAX_MESSAGES.tooLarge;
  return null;
}

/** A fax that came another way (scanned, e-mailed to someone): filed by its cover sheet, or into the inbox. */
export function FaxUpload({
  onClose,
  onUploaded,
}: {
  onClose: () => void;
  onUploaded: (fax: FaxSummary) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadFax();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = fileProblem(file);
    setProblem(found);
    if (file && !found) upload.mutate(file, { onSuccess: (fax) => onUploaded(fax) });
  };
  return (
    <Modal opened onClose={onClose} title="Upload a fax" radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm" c="gray.7">
            A PDF, TIFF, JPEG or PNG up to {MAX_FAX_BYTES / 1024 / 1024} MB. A readable cover sheet files it
            to its work order; otherwise it waits in the inbox.
          </Text>
          {upload.error && (
            <Alert color="red" role="alert">
              {upload.error.message}
            </Alert>
          )}
          <FileInput
            label="Fax file"
            placeholder="Choose a file"
            accept={FAX_CONTENT_TYPES.join(',')}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setProblem(null);
            }}
            error={problem}
            clearable
            leftSection={<IconUpload size={16} aria-hidden />}
          />
          <Button type="submit" loading={upload.isPending}>
            Upload fax
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
