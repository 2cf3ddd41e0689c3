import {
  AttachmentMessages,
  checkFileSize,
  DefaultMaxUploadBytes,
  formatBytes,
  typeNotAllowedMessage,
} from '../attachments';
import { normalizeCheckNumber } from '../bank-reconciliation/matching';

// Check images of bank transactions (spec 2 'smart banking check image preview',
// GetARCheckImage(s), GetAPCheckImage). A bank's image export is a zip of one image per check, each file named by its
// check number: 1044.png, 001044.tif, images/1044.jpg (folders and leading zeros do not count).
// Each image passes the attachment size cap (spec 1 §5) and must be a PNG, JPEG, GIF or TIFF by
// its content; one refused file refuses the whole upload, so nothing is half attached.

/** The image types banks send check images in (TIFF above all) and the check preview shows. */
export const CheckImageTypes: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/tiff',
];

/** The types a stored check image is sent with: the type its bytes show, else octet-stream. */
export const CheckImageAnswerTypes: readonly string[] = [
  ...CheckImageTypes,
  'application/octet-stream',
];

/** At most this many images in one zip. */
export const MaxCheckImagesPerZip = 5000;

/** The unpacked images of one zip together, at most (bytes, base 1024). */
export const MaxCheckImageZipBytes = 100 * 1024 * 1024;

export const CheckImageMessages = {
  notZipOrImage: 'Upload a zip of check images, or one check image (PNG, JPEG, GIF or TIFF).',
  unreadableZip: 'The zip file could not be read.',
  noImages: 'The zip file holds no files.',
  tooManyImages: `A zip may hold at most ${MaxCheckImagesPerZip.toLocaleString('en-US')} check images.`,
  tooLargeInTotal: `The images of a zip may add up to at most ${formatBytes(MaxCheckImageZipBytes)}.`,
  /** A refusal of one file, named. */
  inFile: (fileName: string, message: string) => `${fileName}: ${message}`,
  sameCheckNumber: (checkNumber: string, first: string, second: string) =>
    `${second}: ${first} is already the image of check ${checkNumber}.`,
} as const;

const imageName = /^0*(\d{1,25})\.(?:png|jpe?g|gif|tiff?)$/i;

/** The file's own name, without its folders. */
export function baseNameOf(path: string): string {
  return path.split(/[\\/]/).pop() ?? '';
}

/** The check number an image file is named by (without leading zeros), else null. */
export function checkNumberOfImageName(path: string): string | null {
  const digits = imageName.exec(baseNameOf(path).trim())?.[1];
  return digits === undefined ? null : normalizeCheckNumber(digits);
}

/** Zip entries that are no file of the export: folders, macOS resource forks, hidden files. */
export function isIgnoredZipEntry(path: string): boolean {
  if (path.endsWith('/') || path.endsWith('\\')) return true;
  if (/(^|[\\/])__MACOSX[\\/]/.test(path)) return true;
  const base = baseNameOf(path);
  return base.startsWith('.') || /^(thumbs\.db|desktop\.ini)$/i.test(base);
}

export interface CheckImageProblem {
  kind: 'tooLarge' | 'empty' | 'type';
  message: string;
}

/** Why an image file is refused (the size cap first, then its type by content), else null. */
export function checkImageProblem(image: {
  sizeBytes: number;
  detectedMime: string | undefined;
}): CheckImageProblem | null {
  const tooLarge = checkFileSize(image.sizeBytes, DefaultMaxUploadBytes);
  if (tooLarge) return { kind: 'tooLarge', message: tooLarge };
  if (image.sizeBytes === 0) return { kind: 'empty', message: AttachmentMessages.fileEmpty };
  const type = image.detectedMime;
  if (type && CheckImageTypes.includes(type)) return null;
  return { kind: 'type', message: typeNotAllowedMessage(type ?? 'unknown') };
}

/** A zip file by its first bytes (a local file header, or the end record of an empty zip). */
export function isZipFile(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);
}
