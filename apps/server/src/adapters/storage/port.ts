/** What the browser must send with its direct upload (spec §3 "Presigned upload"). */
export interface UploadTarget {
  url: string;
  headers: { contentDisposition: string; contentMd5: string; contentType: string };
}

export interface StoredObject {
  key: string;
  filename: string;
  contentType: string;
  byteSize: number;
  /** Base64 MD5 of the content. */
  checksum: string;
}

/**
 * File storage for uploads (DESIGN §5 "Uploads"): the browser uploads straight to the store with
 * a short-lived URL, and downloads through short-lived signed URLs; the app never proxies files
 * except in the local default.
 */
/** The store holds nothing under the key (deleted, or never completed): a state to report, not a crash. */
export class MissingStoredObjectError extends Error {
  constructor(key: string) {
    super(`Nothing is stored under ${key}`);
    this.name = 'MissingStoredObjectError';
  }
}

export interface BlobStorage {
  readonly name: string;
  /** A URL to PUT the file to; the store must refuse content whose MD5 or type differ. */
  createUploadTarget(object: StoredObject, uploadToken: string): Promise<UploadTarget>;
  /** Whether the upload arrived complete (size and checksum as declared). */
  isUploaded(object: StoredObject): Promise<boolean>;
  createDownloadUrl(object: StoredObject, expiresInSeconds: number): Promise<string>;
  /** The stored content (for server-side processing such as reading an insurance card); MissingStoredObjectError when there is none. */
  get(object: StoredObject): Promise<Buffer>;
  /**
   * The first `byteCount` bytes (all of a shorter file), read without fetching the rest (a ranged
   * GET on S3): enough to check an upload's signature. MissingStoredObjectError when there is none.
   */
  readStart(object: StoredObject, byteCount: number): Promise<Buffer>;
  /** Stores a file the server itself produced or received (admin uploads, payer responses). */
  put(object: StoredObject, content: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
}

export const contentDisposition = (filename: string, disposition: 'inline' | 'attachment' = 'inline') =>
  `${disposition}; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
