import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api-client';
import { UploadPreparationError } from './prepare-upload';

/** Spec §8: a file_too_large_error shows the server's text; any other failure a generic message. */
export function uploadErrorMessage(error: unknown) {
  if (error instanceof UploadPreparationError) return error.message;
  if (error instanceof ApiError && error.data.type === 'file_too_large_error' && error.data.error)
    return error.data.error;
  return UPLOAD_MESSAGES.somethingWentWrong;
}

export function showUploadError(error: unknown) {
  notifications.show({
    color: 'red',
    message: uploadErrorMessage(error),
    withCloseButton: true,
    autoClose: false,
  });
}
