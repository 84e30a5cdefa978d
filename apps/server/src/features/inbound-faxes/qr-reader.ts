import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { RasterPage } from './rasterise';

let prepared = false;
/** The decoder's WebAssembly is read from the installed package: nothing is fetched at run time. */
function prepare() {
  if (prepared) return;
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
    },
    fireImmediately: true,
  });
  prepared = true;
}

/**
 * Every QR code readable on a page. ZXing's "try harder" mode copes with the slight rotation,
 * speckle and 1-bit thresholding of a fax; Reed–Solomon error correction means a code that
 * decodes at all decodes to what was printed.
 */
export async function readQrCodes(page: RasterPage): Promise<string[]> {
  prepare();
  const results = await readBarcodes(
    { data: page.data, width: page.width, height: page.height, colorSpace: 'srgb' } as Parameters<
      typeof readBarcodes
    >[0],
    { formats: ['QRCode'], tryHarder: true, tryRotate: true, tryInvert: false, maxNumberOfSymbols: 8 },
  );
  return results.filter((result) => result.isValid).map((result) => result.text);
}
