// Attachment rules of spec 1 §3.4, §5, §6, §8 and §9: upload size and type checks, the gallery's
// page sizes, tags and the bytes filter.
import { AttachmentTypeId } from './static-data/record-enums';

/** Default upload cap, 25 MB with the bytes filter's base 1024 (spec 1 §5, §9). */
export const DefaultMaxUploadBytes = 25 * 1024 * 1024;

/** The extensions the attachment gallery accepts (spec 1 §5). */
export const GalleryExtensions: readonly string[] = [
  'csv',
  'doc',
  'docx',
  'gif',
  'jpeg',
  'jpg',
  'heic',
  'heif',
  'pdf',
  'png',
  'ppt',
  'pptx',
  'rtf',
  'txt',
  'xls',
  'xlsx',
];

const officeMimeTypes = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

/**
 * MIME types allowed for upload (spec 1 §5): Word, Excel, PowerPoint, PDF, RTF, GIF, JPEG, PNG,
 * HEIC/HEIF, plain text and octet-stream. text/csv is listed because the gallery accepts csv and
 * browsers declare it so; octet-stream is what browsers declare for files they cannot name.
 */
export const AllowedMimeTypes: readonly string[] = [
  officeMimeTypes.doc,
  officeMimeTypes.docx,
  officeMimeTypes.xls,
  officeMimeTypes.xlsx,
  officeMimeTypes.ppt,
  officeMimeTypes.pptx,
  'application/pdf',
  'application/rtf',
  'text/rtf',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'text/plain',
  'text/csv',
  'application/octet-stream',
];

/** The type an attachment is sent with: the type it was stored with, text as UTF-8. */
export const attachmentAnswerType = (mimeType: string): string =>
  mimeType.startsWith('text/') ? `${mimeType}; charset=utf-8` : mimeType;

/** The types attachments are sent with: every type an upload may have (AllowedMimeTypes). */
export const AttachmentAnswerTypes: readonly string[] = AllowedMimeTypes.map(attachmentAnswerType);

export const AttachmentMessages = {
  fileAdded: 'Your file was added.',
  uploadFailed: 'An error ocurred',
  confirmDelete: 'Delete this Attachment?',
  attachmentRemoved: 'Your attachment has been removed.',
  fileEmpty: 'The file is empty.',
  tagsAdded: 'Tags added.',
  attachmentSaved: 'Attachment saved.',
  downloadUnsupported: 'This browser does not support downloading this file.',
  imageTypeNeedsImage: 'This attachment type needs an image file.',
} as const;

type ByteUnit = 'bytes' | 'KB' | 'MB' | 'GB' | 'TB';
const byteUnits: readonly ByteUnit[] = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A byte count in the largest base-1024 unit that keeps it at 1 or more, to one decimal. */
function scaleBytes(bytes: number): { value: string; unit: ByteUnit } {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < byteUnits.length - 1) {
    value /= 1024;
    index += 1;
  }
  const unit = byteUnits[index] ?? 'bytes';
  const text = index === 0 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return { value: text, unit };
}

/** The bytes filter of spec 1 §9 (base 1024): 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  const { value, unit } = scaleBytes(bytes);
  return `${value} ${unit}`;
}

/** 'Only files less than 25MB are allowed.' for the given cap (spec 1 §5). */
export function fileTooLargeMessage(maxBytes: number = DefaultMaxUploadBytes): string {
  const { value, unit } = scaleBytes(maxBytes);
  const limit = unit === 'bytes' ? `${value} bytes` : `${value}${unit}`;
  return `Only files less than ${limit} are allowed.`;
}

/** 'Files of this type: {type} are not allowed.' (spec 1 §5). */
export function typeNotAllowedMessage(type: string): string {
  return `Files of this type: ${type} are not allowed.`;
}

/** A widget may lower the cap; the server never goes above the default. */
export function effectiveMaxUploadBytes(requested: number | undefined): number {
  if (requested === undefined || requested <= 0) return DefaultMaxUploadBytes;
  return Math.min(requested, DefaultMaxUploadBytes);
}

/** The size message when a file is over the cap, else null. */
export function checkFileSize(sizeBytes: number, maxBytes: number): string | null {
  return sizeBytes > maxBytes ? fileTooLargeMessage(maxBytes) : null;
}

/** The lower-case extension of a file name, without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isGalleryExtension(fileName: string): boolean {
  return GalleryExtensions.includes(extensionOf(fileName));
}

/** The browser's declared type: empty means it could not name it, i.e. octet-stream. */
function declaredType(type: string): string {
  return type.trim().toLowerCase() || 'application/octet-stream';
}

/**
 * The check before upload, on what the browser tells (name and declared type): the message to
 * warn with, or null. The server checks again by content.
 */
export function checkDeclaredFile(
  file: { name: string; type: string; size: number },
  maxBytes: number,
): string | null {
  const tooLarge = checkFileSize(file.size, maxBytes);
  if (tooLarge) return tooLarge;
  const type = declaredType(file.type);
  if (!isGalleryExtension(file.name)) return typeNotAllowedMessage(type);
  return AllowedMimeTypes.includes(type) ? null : typeNotAllowedMessage(type);
}

/** What magic-byte detection found, as file-type reports it. */
export interface DetectedType {
  ext: string;
  mime: string;
}

export type UploadTypeResult =
  { ok: true; mimeType: string; attachmentTypeId: number } | { ok: false; message: string };

const textMimeTypes: Readonly<Record<string, string>> = { txt: 'text/plain', csv: 'text/csv' };

// Old Office files are OLE compound files; detection says only 'cfb', the extension says which.
const compoundFileExtensions: Readonly<Record<string, string>> = {
  doc: officeMimeTypes.doc,
  xls: officeMimeTypes.xls,
  ppt: officeMimeTypes.ppt,
};

/**
 * Decides an upload's type by its content (spec 1 §5): the name must carry a gallery extension;
 * recognised content must be of an allowed type; content without magic bytes is accepted only as
 * UTF-8 text without NULs named .txt or .csv.
 */
export function identifyUpload(upload: {
  fileName: string;
  detected: DetectedType | undefined;
  isText: boolean;
}): UploadTypeResult {
  const ext = extensionOf(upload.fileName);
  const refuse = (type: string): UploadTypeResult => ({
    ok: false,
    message: typeNotAllowedMessage(type),
  });
  if (!GalleryExtensions.includes(ext))
    return refuse(upload.detected?.mime ?? (ext ? `.${ext}` : 'unknown'));
  const { detected } = upload;
  if (detected) {
    const mimeType =
      detected.ext === 'cfb' ? compoundFileExtensions[ext] : detected.mime.toLowerCase();
    if (
      mimeType &&
      AllowedMimeTypes.includes(mimeType) &&
      mimeType !== 'application/octet-stream'
    ) {
      return { ok: true, mimeType, attachmentTypeId: attachmentTypeForMime(mimeType) };
    }
    return refuse(detected.mime);
  }
  const textType = textMimeTypes[ext];
  if (textType && upload.isText) {
    return { ok: true, mimeType: textType, attachmentTypeId: AttachmentTypeId.Document };
  }
  return refuse(`unrecognized content in a .${ext} file`);
}

export function attachmentTypeForMime(mimeType: string): number {
  return mimeType.startsWith('image/') ? AttachmentTypeId.Image : AttachmentTypeId.Document;
}

const imageAttachmentTypeIds: readonly number[] = [
  AttachmentTypeId.Image,
  AttachmentTypeId.Signature,
  AttachmentTypeId.CoverPageImage,
];

/** The type the uploader asked for (Signature, say), else the one the content implies. */
export function chooseAttachmentType(
  requested: number | undefined,
  mimeType: string,
): { ok: true; attachmentTypeId: number } | { ok: false; message: string } {
  if (requested === undefined)
    return { ok: true, attachmentTypeId: attachmentTypeForMime(mimeType) };
  if (imageAttachmentTypeIds.includes(requested) && !mimeType.startsWith('image/')) {
    return { ok: false, message: AttachmentMessages.imageTypeNeedsImage };
  }
  return { ok: true, attachmentTypeId: requested };
}

/** The name to keep: no folders, no control characters, at most 255 characters with the extension. */
export function cleanFileName(name: string): string {
  const printable = Array.from(name.split(/[\\/]/).pop() ?? '').filter((c) => {
    const code = c.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  const base = printable.join('').trim();
  if (!base) return 'file';
  if (base.length <= 255) return base;
  const ext = extensionOf(base);
  const tail = ext ? `.${ext}` : '';
  return base.slice(0, 255 - tail.length) + tail;
}

/** True when the bytes are well-formed UTF-8 (no overlongs, no surrogates) without a NUL. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b === 0) return false;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const length =
      b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return false;
    const second = bytes[i + 1] ?? 0;
    // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
    const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    if (second < low || second > high) return false;
    for (let k = 2; k < length; k++) {
      const next = bytes[i + k] ?? 0;
      if (next < 0x80 || next > 0xbf) return false;
    }
    i += length;
  }
  return true;
}

/** Inline preview is offered for PDFs and the images a browser shows. */
export function isPreviewable(mimeType: string): boolean {
  return ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'].includes(mimeType);
}

export type GalleryMode = 'card' | 'list' | 'upload';
export const GalleryModes: readonly GalleryMode[] = ['card', 'list', 'upload'];

/** Take of 'everything' in the spec's calls (spec 1 §9). */
export const UnlimitedTake = 2147483647;

/** Gallery page size (spec 1 §9): 50 in list mode with select access, unlimited in card mode, else 20. */
export function galleryPageSize(mode: GalleryMode, canSelect: boolean): number {
  if (mode === 'card') return UnlimitedTake;
  if (mode === 'list' && canSelect) return 50;
  return 20;
}

export const GallerySearchDebounceMs = 750;

export const MaxTagLength = 50;
export const MaxTagsPerAttachment = 30;

/** Trimmed, inner spaces collapsed, empty ones dropped, duplicates (ignoring case) dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}
