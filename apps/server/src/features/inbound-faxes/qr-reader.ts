import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { RasterPage } from './rasterise';

/**
 * The decoder with its WebAssembly, read from the installed package (nothing is fetched at run time)
 * on the first fax rather than at start: a process that never reads a cover sheet never holds it.
 */
async function prepareReader() {
  const zxing = await import('zxing-wasm/reader');
  const wasm = await readFile(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  zxing.prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
    },
    fireImmediately: true,
  });
  return zxing.readBarcodes;
}
let reader: ReturnType<typeof prepareReader> | undefined;

/**
 * Every QR code readable on a page. ZXing's "try harder" mode copes with the slight rotation,
 * speckle and 1-bit thresholding of a fax; Reed–Solomon error correction means a code that
 * decodes at all decodes to what was printed.
 */
export async function readQrCodes(page: RasterPage): Promise<string[]> {
  reader ??= prepareReader();
  const readBarcodes = await reader;
  const results = await readBarcodes(
    { data: page.data, width: page.width, height: page.height, colorSpace: 'srgb' } as Parameters<
      typeof readBarcodes
    >[0],
    { formats: ['QRCode'], tryHarder: true, tryRotate: true, tryInvert: false, maxNumberOfSymbols: 8 },
  );
  return results.filter((result) => result.isValid).map((result) => result.text);
}
