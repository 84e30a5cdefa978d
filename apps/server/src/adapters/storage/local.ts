import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { type BlobStorage, contentDisposition, MissingStoredObjectError, type StoredObject } from './port';

export interface LocalStorageOptions {
  directory: string;
  publicUrl: string;
  secretKey: string;
}

const md5Base64 = (content: Buffer) => createHash('md5').update(content).digest('base64');

const missingAs = (key: string) => (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingStoredObjectError(key);
  throw error;
};

/**
 * The working default: files on local disk, uploaded through the app's own
 * PUT /api/direct_uploads/{token} and downloaded through HMAC-signed, expiring /api/blobs links.
 */
export function createLocalStorage({ directory, publicUrl, secretKey }: LocalStorageOptions) {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    if (!path.startsWith(`${root}/`)) throw new Error('storage key escapes the storage directory');
    return path;
  };
  const sign = (payload: string) => createHmac('sha256', secretKey).update(payload).digest('base64url');

  const storage = {
    name: 'local disk',
    async createUploadTarget(object: StoredObject, uploadToken: string) {
      return {
        url: new URL(`/api/direct_uploads/${uploadToken}`, publicUrl).toString(),
        headers: {
          contentDisposition: contentDisposition(object.filename),
          contentMd5: object.checksum,
          contentType: object.contentType,
        },
      };
    },
    async isUploaded(object: StoredObject) {
      try {
        const content = await readFile(pathOf(object.key));
        return content.length === object.byteSize && md5Base64(content) === object.checksum;
      } catch {
        return false;
      }
    },
    async createDownloadUrl(object: StoredObject, expiresInSeconds: number) {
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const payload = `${object.key}.${expires}`;
      const url = new URL(`/api/blobs/${encodeURIComponent(object.key)}`, publicUrl);
      url.searchParams.set('expires', String(expires));
      url.searchParams.set('signature', sign(payload));
      return url.toString();
    },
    async get(object: StoredObject) {
      return readFile(pathOf(object.key)).catch(missingAs(object.key));
    },
    async readStart(object: StoredObject, byteCount: number) {
      const file = await open(pathOf(object.key), 'r').catch(missingAs(object.key));
      try {
        const { buffer, bytesRead } = await file.read(Buffer.alloc(byteCount), 0, byteCount, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    async put(object: StoredObject, content: Buffer) {
      if (!(await storage.write(object, content)))
        throw new Error('content does not match its size or checksum');
    },
    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },

    /** Stores the body of a direct upload after checking it against what was declared. */
    async write(object: StoredObject, content: Buffer) {
      if (content.length !== object.byteSize || md5Base64(content) !== object.checksum) return false;
      const path = pathOf(object.key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
      return true;
    },
    /** The file behind a signed download link, or nothing when the link is forged or expired. */
    async readSigned(key: string, expires: string, signature: string, now = Date.now()) {
      const expected = Buffer.from(sign(`${key}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      if (Number(expires) * 1000 < now) return undefined;
      try {
        await stat(pathOf(key));
        return readFile(pathOf(key));
      } catch {
        return undefined;
      }
    },
  } satisfies BlobStorage & Record<string, unknown>;
  return storage;
}

export type LocalStorage = ReturnType<typeof createLocalStorage>;
