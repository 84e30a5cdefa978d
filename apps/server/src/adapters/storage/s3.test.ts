import { type GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissingStoredObjectError } from './port';
import { createS3Storage } from './s3';

const OBJECT = {
  key: '2026-12-03/upload',
  filename: 'rx.pdf',
  contentType: 'application/pdf',
  byteSize: 9000,
  checksum: 'AAAAAAAAAAAAAAAAAAAAAA==',
};

const storage = () => createS3Storage({ bucket: 'uploads', region: 'us-west-2', forcePathStyle: false });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the S3 store reads the start of an upload', () => {
  it('asks for the first bytes only, with an HTTP range', async () => {
    const send = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async () => ({
      Body: { transformToByteArray: async () => new Uint8Array([0x25, 0x50, 0x44, 0x46]) },
    }));
    expect(await storage().readStart(OBJECT, 4100)).toEqual(Buffer.from('%PDF'));
    const [command] = send.mock.calls[0] as unknown as [GetObjectCommand];
    expect(command.input).toEqual({ Bucket: 'uploads', Key: OBJECT.key, Range: 'bytes=0-4099' });
  });

  it('reports an object that is not there as missing', async () => {
    vi.spyOn(S3Client.prototype, 'send').mockImplementation(async () => {
      throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
    });
    await expect(storage().readStart(OBJECT, 4100)).rejects.toBeInstanceOf(MissingStoredObjectError);
    await expect(storage().get(OBJECT)).rejects.toBeInstanceOf(MissingStoredObjectError);
  });
});
