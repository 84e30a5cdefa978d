/**
 * The smallest starts of real documents, byte for byte as their formats begin: enough for a
 * signature check, typed out so that a test shows what it uploads.
 */
const pngChunk = (type: string, data: number[]) => [
  ...[0, 0, 0, data.length],
  ...Buffer.from(type, 'latin1'),
  ...data,
  // The CRC is not checked by a signature read.
  ...[0, 0, 0, 0],
];

/** ISO base media `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
const ftyp = (major: string, compatible: string[]) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 16 + 4 * compatible.length]),
    Buffer.from(`ftyp${major}`, 'latin1'),
    Buffer.alloc(4),
    Buffer.from(compatible.join(''), 'latin1'),
  ]);

const IHDR_1X1_RGBA = [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0];

export const DOCUMENT_HEADERS = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  /** SOI, then a JFIF APP0 segment: length 16, "JFIF\0", version 1.1, no density units, 1:1, no thumbnail. */
  jpeg: Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  png: Buffer.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...pngChunk('IHDR', IHDR_1X1_RGBA),
    ...pngChunk('IDAT', [0x78, 0x9c, 0x63, 0, 0, 0, 0, 1]),
  ]),
  animatedPng: Buffer.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...pngChunk('IHDR', IHDR_1X1_RGBA),
    ...pngChunk('acTL', [0, 0, 0, 2, 0, 0, 0, 0]),
  ]),
  /** An iPhone photo's start (major brand heic), and a HEIF still and a burst of other makers. */
  heic: ftyp('heic', ['mif1', 'heic']),
  heif: ftyp('mif1', ['mif1', 'heic']),
  heifSequence: ftyp('msf1', ['msf1', 'mif1']),
  /** What the issue found: text saved under a `.pdf` name. */
  text: Buffer.from('Prescription: breast pump, double electric. Signed, Dr Okafor.\n'),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  avif: ftyp('avif', ['avif', 'mif1']),
} as const;
