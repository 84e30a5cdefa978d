import SparkMD5 from 'spark-md5';

const CHUNK_BYTES = 2 * 1024 * 1024;

/** The base64 MD5 the presigned URL and the Content-MD5 header carry; read in chunks to spare memory. */
export async function md5Base64(file: Blob): Promise<string> {
  const hash = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < file.size; offset += CHUNK_BYTES) {
    hash.append(await file.slice(offset, offset + CHUNK_BYTES).arrayBuffer());
  }
  return btoa(hash.end(true));
}
