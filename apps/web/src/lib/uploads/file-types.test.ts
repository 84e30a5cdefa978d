import { describe, expect, it } from 'vitest';
import { asJpegName, isAcceptedUpload, isHeic, shouldCompress } from './file-types';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

describe('isAcceptedUpload', () => {
  it.each([
    ['scan.pdf', 'application/pdf'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.heic', 'image/heic'],
    ['photo.heif', 'image/heif'],
    ['photo.HEIC', ''],
  ])('accepts %s (%s)', (name, type) => expect(isAcceptedUpload(file(name, type))).toBe(true));

  it.each([
    ['notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['image.gif', 'image/gif'],
    ['evil.pdf.exe', ''],
    ['archive.zip', 'application/zip'],
  ])('rejects %s (%s)', (name, type) => expect(isAcceptedUpload(file(name, type))).toBe(false));
});

describe('isHeic', () => {
  it('knows HEIC by type or by extension', () => {
    expect(isHeic(file('a.heic', 'image/heic'))).toBe(true);
    expect(isHeic(file('a.HEIF', ''))).toBe(true);
    expect(isHeic(file('a.jpg', 'image/jpeg'))).toBe(false);
  });
});

describe('shouldCompress', () => {
  it('compresses JPEG and PNG above 1 MB only', () => {
    expect(shouldCompress(file('a.jpg', 'image/jpeg', MB + 1))).toBe(true);
    expect(shouldCompress(file('a.png', 'image/png', 2 * MB))).toBe(true);
    expect(shouldCompress(file('a.png', 'image/png', MB))).toBe(false);
    expect(shouldCompress(file('a.pdf', 'application/pdf', 5 * MB))).toBe(false);
  });
});

it('renames converted files to .jpg', () => {
  expect(asJpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
});
