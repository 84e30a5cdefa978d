import { type BlobStorage, contentDisposition, MissingStoredObjectError, type StoredObject } from './port';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

const UPLOAD_URL_TTL_SECONDS = 10 * 60;

async function connect(options: S3StorageOptions) {
  const [sdk, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const client = new sdk.S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  return { ...sdk, getSignedUrl, client };
}

/**
 * Any S3-compatible store (AWS S3, MinIO, R2): presigned PUT with Content-MD5, presigned GET.
 * The SDK (~25 MB in memory) starts loading when the store is created, that is only when S3_BUCKET
 * chooses it; the factory stays synchronous for the CLI, the tests and the OpenAPI document.
 */
export function createS3Storage(options: S3StorageOptions): BlobStorage {
  const connection = connect(options);
  /** The object's content, or the bytes of an HTTP range of it (S3 answers a shorter object whole). */
  const read = async (object: StoredObject, range?: string) => {
    const { client, GetObjectCommand } = await connection;
    const reply = await client
      .send(new GetObjectCommand({ Bucket: options.bucket, Key: object.key, Range: range }))
      .catch((error: unknown) => {
        if ((error as { name?: string }).name === 'NoSuchKey') throw new MissingStoredObjectError(object.key);
        throw error;
      });
    return Buffer.from((await reply.Body?.transformToByteArray()) ?? []);
  };
  return {
    name: `S3 bucket ${options.bucket}`,
    async createUploadTarget(object: StoredObject) {
      const { client, getSignedUrl, PutObjectCommand } = await connection;
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
      const { client, HeadObjectCommand } = await connection;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: object.key }));
        const md5Hex = Buffer.from(object.checksum, 'base64').toString('hex');
        return head.ContentLength === object.byteSize && head.ETag?.replaceAll('"', '') === md5Hex;
      } catch {
        return false;
      }
    },
    async createDownloadUrl(object: StoredObject, expiresInSeconds: number) {
      const { client, getSignedUrl, GetObjectCommand } = await connection;
      const command = new GetObjectCommand({
        Bucket: options.bucket,
        Key: object.key,
        ResponseContentDisposition: contentDisposition(object.filename),
        ResponseContentType: object.contentType,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    get: (object: StoredObject) => read(object),
    readStart: (object: StoredObject, byteCount: number) => read(object, `bytes=0-${byteCount - 1}`),
    async put(object: StoredObject, content: Buffer) {
      const { client, PutObjectCommand } = await connection;
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
      const { client, DeleteObjectCommand } = await connection;
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
