import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type BlobStorage, contentDisposition, type StoredObject } from './port';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

const UPLOAD_URL_TTL_SECONDS = 10 * 60;

/** Any S3-compatible store (AWS S3, MinIO, R2): presigned PUT with Content-MD5, presigned GET. */
export function createS3Storage(options: S3StorageOptions): BlobStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  return {
    name: `S3 bucket ${options.bucket}`,
    async createUploadTarget(object: StoredObject) {
      const disposition = contentDisposition(object.filename);
      const command = new PutObjectCommand({
        Bucket: options.bucket,
        Key: object.key,
        ContentType: object.contentType,
        ContentMD5: object.checksum,
        ContentLength: object.byteSize,
        ContentDisposition: disposition,
      });
      // Signing the MD5, type and length makes S3 itself refuse any other content.
      const url = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
        signableHeaders: new Set(['content-md5', 'content-type', 'content-disposition']),
      });
      return {
        url,
        headers: {
          contentDisposition: disposition,
          contentMd5: object.checksum,
          contentType: object.contentType,
        },
      };
    },
    async isUploaded(object: StoredObject) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: object.key }));
        const md5Hex = Buffer.from(object.checksum, 'base64').toString('hex');
        return head.ContentLength === object.byteSize && head.ETag?.replaceAll('"', '') === md5Hex;
      } catch {
        return false;
      }
    },
    createDownloadUrl(object: StoredObject, expiresInSeconds: number) {
      const command = new GetObjectCommand({
        Bucket: options.bucket,
        Key: object.key,
        ResponseContentDisposition: contentDisposition(object.filename),
        ResponseContentType: object.contentType,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async get(object: StoredObject) {
      const reply = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: object.key }));
      return Buffer.from((await reply.Body?.transformToByteArray()) ?? []);
    },
    async put(object: StoredObject, content: Buffer) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: object.key,
          Body: content,
          ContentType: object.contentType,
          ContentMD5: object.checksum,
          ContentDisposition: contentDisposition(object.filename),
        }),
      );
    },
    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
