import { FAX_MESSAGES, MAX_FAX_PAGES } from '@dme/shared/operations/faxes';
import { DomainError } from '../../lib/domain-error';

/** One page as 8-bit RGBA at about fax resolution, square pixels (what a QR reader needs). */
export interface RasterPage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Faxes are 200 dpi at best; rendering finer only costs memory and time. */
const RENDER_DPI = 200;
/** The longest side a page may have (a letter page at 200 dpi is 2200 px): bounds memory per page. */
const MAX_SIDE = 2600;

const importLibraries = async () => {
  const [canvas, jpeg, png, utif] = await Promise.all([
    import('@napi-rs/canvas'),
    import('jpeg-js'),
    import('pngjs'),
    import('utif2'),
  ]);
  return {
    createCanvas: canvas.createCanvas,
    ImageData: canvas.ImageData,
    jpeg: jpeg.default,
    PNG: png.PNG,
    UTIF: utif.default,
  };
};
type Libraries = Awaited<ReturnType<typeof importLibraries>>;
let libraries: Promise<Libraries> | undefined;
/**
 * The canvas and the image decoders add ~50 MB to a process: they are loaded with its first fax, not
 * at start, so a server that never receives one never holds them (issue 18's RSS budget).
 */
function loadLibraries() {
  libraries ??= importLibraries();
  return libraries;
}

const unreadable = () => new DomainError('unprocessable', FAX_MESSAGES.unreadableFile);
const tooManyPages = () => new DomainError('unprocessable', FAX_MESSAGES.tooManyPages);

/** Scales a decoded bitmap to square pixels at most MAX_SIDE long (fine-mode faxes are 204×98 dpi). */
function normalise(
  { createCanvas, ImageData }: Libraries,
  rgba: Uint8Array,
  width: number,
  height: number,
  xDpi = 1,
  yDpi = 1,
): RasterPage {
  const stretch = xDpi > 0 && yDpi > 0 ? xDpi / yDpi : 1;
  let targetW = width;
  let targetH = Math.round(height * stretch);
  const fit = Math.min(1, MAX_SIDE / Math.max(targetW, targetH));
  targetW = Math.max(1, Math.round(targetW * fit));
  targetH = Math.max(1, Math.round(targetH * fit));
  const data = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, width * height * 4);
  if (targetW === width && targetH === height) return { width, height, data };
  const source = createCanvas(width, height);
  source.getContext('2d').putImageData(new ImageData(data, width, height), 0, 0);
  const target = createCanvas(targetW, targetH);
  const context = target.getContext('2d');
  context.drawImage(source, 0, 0, targetW, targetH);
  const scaled = context.getImageData(0, 0, targetW, targetH);
  return { width: targetW, height: targetH, data: scaled.data };
}

/** A TIFF RATIONAL tag as utif2 decodes it: [[numerator, denominator]]. */
const rational = (value: unknown) => {
  const [pair] = (value as [number, number][] | undefined) ?? [];
  return pair?.[0] && pair[1] ? pair[0] / pair[1] : undefined;
};

function* tiffPages(libs: Libraries, content: Buffer): Generator<RasterPage> {
  const { UTIF } = libs;
  let ifds: ReturnType<typeof UTIF.decode>;
  try {
    ifds = UTIF.decode(content);
  } catch {
    throw unreadable();
  }
  const pages = ifds.filter((ifd) => ifd.t256 && ifd.t257);
  if (!pages.length) throw unreadable();
  if (pages.length > MAX_FAX_PAGES) throw tooManyPages();
  for (const ifd of pages) {
    try {
      UTIF.decodeImage(content, ifd);
    } catch {
      throw unreadable();
    }
    const width = Number(ifd.width);
    const height = Number(ifd.height);
    if (!(width > 0 && height > 0) || width * height > 40_000_000) throw unreadable();
    yield normalise(libs, UTIF.toRGBA8(ifd), width, height, rational(ifd.t282), rational(ifd.t283));
  }
}

function imagePage(libs: Libraries, content: Buffer, contentType: 'image/png' | 'image/jpeg'): RasterPage {
  const { jpeg, PNG } = libs;
  try {
    if (contentType === 'image/png') {
      const png = PNG.sync.read(content);
      return normalise(libs, png.data, png.width, png.height);
    }
    const image = jpeg.decode(content, { useTArray: true, maxResolutionInMP: 40, maxMemoryUsageInMB: 256 });
    return normalise(libs, image.data, image.width, image.height);
  } catch {
    throw unreadable();
  }
}

async function* pdfPages({ createCanvas }: Libraries, content: Buffer): AsyncGenerator<RasterPage> {
  // Loaded on first use: pdf.js is large and only faxes need it.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(content), verbosity: 0, isEvalSupported: false });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch {
    await task.destroy();
    throw unreadable();
  }
  try {
    if (pdf.numPages > MAX_FAX_PAGES) throw tooManyPages();
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(RENDER_DPI / 72, MAX_SIDE / Math.max(base.width, base.height));
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      try {
        await page.render({
          // pdf.js draws on any canvas with the browser's 2D API, which @napi-rs/canvas implements.
          canvas: canvas as never,
          canvasContext: context as never,
          viewport,
        }).promise;
      } catch {
        throw unreadable();
      }
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      page.cleanup();
      yield { width: image.width, height: image.height, data: image.data };
    }
  } finally {
    await pdf.destroy();
  }
}

/**
 * The pages of a fax file, one at a time (a page is ~20 MB of pixels: never all at once).
 * Throws a 422 DomainError for a file that is not what it claims or has too many pages.
 */
export async function* rasterise(content: Buffer, contentType: string): AsyncGenerator<RasterPage> {
  const libs = await loadLibraries();
  switch (contentType) {
    case 'application/pdf':
      yield* pdfPages(libs, content);
      return;
    case 'image/tiff':
      yield* tiffPages(libs, content);
      return;
    case 'image/png':
    case 'image/jpeg':
      yield imagePage(libs, content, contentType);
      return;
    default:
      throw new DomainError('validation', FAX_MESSAGES.unsupportedType);
  }
}

/** A page as PNG (the console's preview and the filed document are built from these). */
export async function encodePng(page: RasterPage): Promise<Buffer> {
  const { createCanvas, ImageData } = await loadLibraries();
  const canvas = createCanvas(page.width, page.height);
  canvas.getContext('2d').putImageData(new ImageData(page.data, page.width, page.height), 0, 0);
  return canvas.toBuffer('image/png');
}
