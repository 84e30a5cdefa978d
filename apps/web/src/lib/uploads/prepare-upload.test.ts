import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareUpload } from './prepare-upload';

const heic2any = vi.fn();
const imageCompression = vi.fn();
const reportError = vi.fn();
vi.mock('heic2any', () => ({ default: (...args: unknown[]) => heic2any(...args) }));
vi.mock('browser-image-compression', () => ({ default: (...args: unknown[]) => imageCompression(...args) }));
vi.mock('../error-reporting', () => ({ reportError: (...args: unknown[]) => reportError(...args) }));

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  heic2any.mockReset();
  imageCompression.mockReset();
  reportError.mockReset();
});

describe('prepareUpload', () => {
  it('leaves small files and PDFs alone', async () => {
    const pdf = file('a.pdf', 'application/pdf', 3 * MB);
    expect(await prepareUpload(pdf)).toBe(pdf);
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('compresses a large PNG at quality 0.8 within 4000 px', async () => {
    imageCompression.mockResolvedValue(new Blob([new Uint8Array(100)], { type: 'image/png' }));
    const prepared = await prepareUpload(file('big.png', 'image/png', 2 * MB));
    expect(imageCompression).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ initialQuality: 0.8, maxWidthOrHeight: 4000 }),
    );
    expect(prepared.name).toBe('big.png');
    expect(prepared.size).toBe(100);
  });

  it('reports a failed compression and sends the original', async () => {
    imageCompression.mockRejectedValue(new Error('canvas broke'));
    const original = file('big.jpg', 'image/jpeg', 2 * MB);
    expect(await prepareUpload(original)).toBe(original);
    expect(reportError).toHaveBeenCalledOnce();
  });

  it('converts HEIC to JPEG', async () => {
    heic2any.mockResolvedValue(new Blob([new Uint8Array(5)], { type: 'image/jpeg' }));
    const prepared = await prepareUpload(file('IMG_1.heic', 'image/heic'));
    expect(prepared).toMatchObject({ name: 'IMG_1.jpg', type: 'image/jpeg' });
  });

  it('reports a failed HEIC conversion with the spec message', async () => {
    heic2any.mockRejectedValue(new Error('bad heic'));
    await expect(prepareUpload(file('IMG_1.heic', 'image/heic'))).rejects.toThrow(
      UPLOAD_MESSAGES.heicConversion,
    );
    expect(reportError).toHaveBeenCalledOnce();
  });
});
