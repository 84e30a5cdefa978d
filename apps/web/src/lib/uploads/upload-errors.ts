import { FILE_CONTENT_ERROR_TYPE, UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { USAGE_FILE_ERROR_TYPE } from '@dme/shared/compliance/api';
import { ApiError } from '../api-client';
import { unavailableMessage } from '../api-errors';
import { notifications } from '../toasts';
import { UploadPreparationError } from './prepare-upload';

/**
 * Spec §8: a file_too_large_error shows the server's text; any other failure a generic message,
 * except a usage file the server could not read, whose text says what to fix (issue 15 §1), a file
 * that is not the document its name says (issue 48 item 12), and a 503, which says to try again
 * shortly (issue 47).
 */
const TYPES_WITH_TEXT = ['file_too_large_error', USAGE_FILE_ERROR_TYPE, FILE_CONTENT_ERROR_TYPE];

export function uploadErrorMessage(error: unknown) {
  if (error instanceof UploadPreparationError) return error.message;
  const unavailable = unavailableMessage(error);
  if (unavailable) return unavailable;
  if (error instanceof ApiError && TYPES_WITH_TEXT.includes(String(error.data.type)) && error.data.error)
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
