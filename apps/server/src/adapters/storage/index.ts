import type { Config } from '../../config';
import { createLocalStorage, type LocalStorage } from './local';
import type { BlobStorage } from './port';
import { createS3Storage } from './s3';

export type { BlobStorage, StoredObject, UploadTarget } from './port';
export { MissingStoredObjectError } from './port';

/** S3 when S3_BUCKET is set; local disk otherwise. The local store also serves its own upload and download routes. */
export function createBlobStorage(config: Config): { storage: BlobStorage; local?: LocalStorage } {
  if (config.S3_BUCKET) {
    return {
      storage: createS3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      }),
    };
  }
  const local = createLocalStorage({
    directory: config.STORAGE_DIR,
    publicUrl: config.PUBLIC_URL,
    secretKey: config.SECRET_KEY,
  });
  return { storage: local, local };
}
