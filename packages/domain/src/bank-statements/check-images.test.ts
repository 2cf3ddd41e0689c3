import { describe, expect, it } from 'vitest';
import { DefaultMaxUploadBytes } from '../attachments';
import {
  checkImageProblem,
  CheckImageMessages,
  checkNumberOfImageName,
  isIgnoredZipEntry,
  isZipFile,
} from './check-images';

describe('check image file names', () => {
  it('reads the check number a file is named by, without folders and leading zeros', () => {
    expect(checkNumberOfImageName('1044.png')).toBe('1044');
    expect(checkNumberOfImageName('images/2026-03/001044.TIF')).toBe('1044');
    expect(checkNumberOfImageName('scans\\1044.jpeg')).toBe('1044');
    expect(checkNumberOfImageName(' 77.gif ')).toBe('77');
    expect(checkNumberOfImageName('0.jpg')).toBe('0');
  });

  it('has no check number for other names', () => {
    for (const name of ['1044-front.png', 'check.png', '1044.pdf', '1044', 'a/1044.png.exe']) {
      expect(checkNumberOfImageName(name)).toBeNull();
    }
    expect(checkNumberOfImageName(`${'9'.repeat(26)}.png`)).toBeNull();
  });

  it('skips folders, macOS resource forks and hidden files of a zip', () => {
    expect(isIgnoredZipEntry('images/')).toBe(true);
    expect(isIgnoredZipEntry('__MACOSX/images/._1044.png')).toBe(true);
    expect(isIgnoredZipEntry('images/.DS_Store')).toBe(true);
    expect(isIgnoredZipEntry('Thumbs.db')).toBe(true);
    expect(isIgnoredZipEntry('images/1044.png')).toBe(false);
    expect(isIgnoredZipEntry('readme.txt')).toBe(false);
  });
});

describe('check image checks', () => {
  it('takes PNG, JPEG, GIF and TIFF content within the upload cap', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/tiff']) {
      expect(checkImageProblem({ sizeBytes: 40_000, detectedMime: type })).toBeNull();
    }
  });

  it('refuses other content, whatever the name, with the attachment messages', () => {
    expect(checkImageProblem({ sizeBytes: 900, detectedMime: 'application/pdf' })).toEqual({
      kind: 'type',
      message: 'Files of this type: application/pdf are not allowed.',
    });
    expect(checkImageProblem({ sizeBytes: 900, detectedMime: undefined })?.message).toBe(
      'Files of this type: unknown are not allowed.',
    );
    expect(checkImageProblem({ sizeBytes: 0, detectedMime: undefined })).toEqual({
      kind: 'empty',
      message: 'The file is empty.',
    });
  });

  it('refuses a file over the 25 MB cap before looking at its type', () => {
    expect(
      checkImageProblem({ sizeBytes: DefaultMaxUploadBytes + 1, detectedMime: 'image/png' }),
    ).toEqual({ kind: 'tooLarge', message: 'Only files less than 25MB are allowed.' });
    expect(
      checkImageProblem({ sizeBytes: DefaultMaxUploadBytes, detectedMime: 'image/png' }),
    ).toBeNull();
  });

  it('names the file in a refusal and states the zip limits', () => {
    expect(CheckImageMessages.inFile('x/1044.png', 'The file is empty.')).toBe(
      'x/1044.png: The file is empty.',
    );
    expect(CheckImageMessages.sameCheckNumber('1044', '1044.png', '001044.tif')).toBe(
      '001044.tif: 1044.png is already the image of check 1044.',
    );
    expect(CheckImageMessages.tooManyImages).toBe('A zip may hold at most 5,000 check images.');
    expect(CheckImageMessages.tooLargeInTotal).toBe(
      'The images of a zip may add up to at most 100 MB.',
    );
  });

  it('tells a zip file by its first bytes', () => {
    expect(isZipFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe(true);
    expect(isZipFile(Uint8Array.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
    expect(isZipFile(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
