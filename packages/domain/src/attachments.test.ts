import { describe, expect, it } from 'vitest';
import {
  AllowedMimeTypes,
  AttachmentMessages,
  checkDeclaredFile,
  checkFileSize,
  chooseAttachmentType,
  cleanFileName,
  DefaultMaxUploadBytes,
  effectiveMaxUploadBytes,
  extensionOf,
  fileTooLargeMessage,
  formatBytes,
  galleryPageSize,
  GalleryExtensions,
  GallerySearchDebounceMs,
  identifyUpload,
  isPreviewable,
  isUtf8Text,
  normalizeTags,
  typeNotAllowedMessage,
  UnlimitedTake,
} from './attachments';
import { AttachmentTypeId } from './static-data/record-enums';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

describe('upload limits and messages', () => {
  it('caps uploads at 25 MB in base 1024 with the spec message', () => {
    expect(DefaultMaxUploadBytes).toBe(26_214_400);
    expect(fileTooLargeMessage()).toBe('Only files less than 25MB are allowed.');
    expect(fileTooLargeMessage(10 * 1024)).toBe('Only files less than 10KB are allowed.');
    expect(fileTooLargeMessage(500)).toBe('Only files less than 500 bytes are allowed.');
    expect(checkFileSize(DefaultMaxUploadBytes, DefaultMaxUploadBytes)).toBeNull();
    expect(checkFileSize(DefaultMaxUploadBytes + 1, DefaultMaxUploadBytes)).toBe(
      'Only files less than 25MB are allowed.',
    );
  });

  it('lets a widget lower the cap but never raise it', () => {
    expect(effectiveMaxUploadBytes(undefined)).toBe(DefaultMaxUploadBytes);
    expect(effectiveMaxUploadBytes(1024)).toBe(1024);
    expect(effectiveMaxUploadBytes(100 * 1024 * 1024)).toBe(DefaultMaxUploadBytes);
  });

  it('words the spec messages verbatim', () => {
    expect(typeNotAllowedMessage('application/x-elf')).toBe(
      'Files of this type: application/x-elf are not allowed.',
    );
    expect(AttachmentMessages.fileAdded).toBe('Your file was added.');
    expect(AttachmentMessages.uploadFailed).toBe('An error ocurred');
    expect(AttachmentMessages.confirmDelete).toBe('Delete this Attachment?');
    expect(AttachmentMessages.attachmentRemoved).toBe('Your attachment has been removed.');
  });
});

describe('bytes filter (base 1024)', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_048_576, '1 MB'],
    [26_214_400, '25 MB'],
    [1_073_741_824, '1 GB'],
    [5 * 1024 ** 4, '5 TB'],
  ])('%i bytes reads %s', (value, text) => {
    expect(formatBytes(value)).toBe(text);
  });
});

describe('extensions and MIME types', () => {
  it('accepts the gallery extensions of spec 1 §5 and nothing else', () => {
    expect(GalleryExtensions).toEqual(
      'csv doc docx gif jpeg jpg heic heif pdf png ppt pptx rtf txt xls xlsx'.split(' '),
    );
    expect(extensionOf('Minutes 2024.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('allows Word, Excel, PowerPoint, PDF, RTF, GIF, JPEG, PNG, HEIC/HEIF, text and octet-stream', () => {
    for (const type of [
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/pdf',
      'application/rtf',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/heic',
      'image/heif',
      'text/plain',
      'application/octet-stream',
    ]) {
      expect(AllowedMimeTypes).toContain(type);
    }
    expect(AllowedMimeTypes).not.toContain('application/zip');
    expect(AllowedMimeTypes).not.toContain('text/html');
  });

  it('checks what the browser declares before upload', () => {
    const file = (name: string, type: string, size = 10) => ({ name, type, size });
    expect(
      checkDeclaredFile(file('minutes.pdf', 'application/pdf'), DefaultMaxUploadBytes),
    ).toBeNull();
    expect(checkDeclaredFile(file('photo.heic', ''), DefaultMaxUploadBytes)).toBeNull();
    expect(checkDeclaredFile(file('page.html', 'text/html'), DefaultMaxUploadBytes)).toBe(
      'Files of this type: text/html are not allowed.',
    );
    expect(
      checkDeclaredFile(file('setup.exe', 'application/x-msdownload'), DefaultMaxUploadBytes),
    ).toBe('Files of this type: application/x-msdownload are not allowed.');
    expect(checkDeclaredFile(file('big.pdf', 'application/pdf', 2048), 1024)).toBe(
      'Only files less than 1KB are allowed.',
    );
  });
});

describe('type by content', () => {
  const pdf = { ext: 'pdf', mime: 'application/pdf' };
  it('takes the detected type when it is allowed', () => {
    expect(identifyUpload({ fileName: 'a.pdf', detected: pdf, isText: false })).toEqual({
      ok: true,
      mimeType: 'application/pdf',
      attachmentTypeId: AttachmentTypeId.Document,
    });
    expect(
      identifyUpload({
        fileName: 'a.jpg',
        detected: { ext: 'jpg', mime: 'image/jpeg' },
        isText: false,
      }),
    ).toEqual({ ok: true, mimeType: 'image/jpeg', attachmentTypeId: AttachmentTypeId.Image });
  });

  it('names old Office files by extension when the content is a compound file', () => {
    const cfb = { ext: 'cfb', mime: 'application/x-cfb' };
    expect(identifyUpload({ fileName: 'a.xls', detected: cfb, isText: false })).toMatchObject({
      ok: true,
      mimeType: 'application/vnd.ms-excel',
    });
    expect(identifyUpload({ fileName: 'a.pdf', detected: cfb, isText: false })).toEqual({
      ok: false,
      message: 'Files of this type: application/x-cfb are not allowed.',
    });
  });

  it('refuses an executable or a zip renamed to an allowed extension', () => {
    expect(
      identifyUpload({
        fileName: 'invoice.pdf',
        detected: { ext: 'elf', mime: 'application/x-elf' },
        isText: false,
      }),
    ).toEqual({ ok: false, message: 'Files of this type: application/x-elf are not allowed.' });
    expect(
      identifyUpload({
        fileName: 'report.docx',
        detected: { ext: 'zip', mime: 'application/zip' },
        isText: false,
      }),
    ).toEqual({ ok: false, message: 'Files of this type: application/zip are not allowed.' });
  });

  it('accepts content without magic bytes only as UTF-8 text named .txt or .csv', () => {
    expect(identifyUpload({ fileName: 'a.csv', detected: undefined, isText: true })).toEqual({
      ok: true,
      mimeType: 'text/csv',
      attachmentTypeId: AttachmentTypeId.Document,
    });
    expect(identifyUpload({ fileName: 'a.txt', detected: undefined, isText: false })).toEqual({
      ok: false,
      message: 'Files of this type: unrecognized content in a .txt file are not allowed.',
    });
    expect(identifyUpload({ fileName: 'a.pdf', detected: undefined, isText: true })).toMatchObject({
      ok: false,
    });
  });

  it('refuses names without a gallery extension', () => {
    expect(identifyUpload({ fileName: 'a.html', detected: undefined, isText: true })).toEqual({
      ok: false,
      message: 'Files of this type: .html are not allowed.',
    });
    expect(identifyUpload({ fileName: 'a.exe', detected: pdf, isText: false })).toEqual({
      ok: false,
      message: 'Files of this type: application/pdf are not allowed.',
    });
  });

  it('recognises UTF-8 text without NULs', () => {
    expect(isUtf8Text(bytes(...ascii('Name,Unit\nJos'), 0xc3, 0xa9, ...ascii(',12\n')))).toBe(true);
    expect(isUtf8Text(bytes(0xe2, 0x82, 0xac, 0x20, 0xf0, 0x9d, 0x84, 0x9e))).toBe(true); // '€ 𝄞'
    expect(isUtf8Text(bytes())).toBe(true);
    expect(isUtf8Text(bytes(0x61, 0x00, 0x62))).toBe(false);
    expect(isUtf8Text(bytes(0xe9))).toBe(false); // Latin-1 é
    expect(isUtf8Text(bytes(0xc0, 0xaf))).toBe(false); // overlong '/'
    expect(isUtf8Text(bytes(0xed, 0xa0, 0x80))).toBe(false); // a surrogate
    expect(isUtf8Text(bytes(0xe2, 0x82))).toBe(false); // cut short
  });

  it('keeps the asked-for attachment type, image types only for images', () => {
    expect(chooseAttachmentType(undefined, 'image/png')).toEqual({
      ok: true,
      attachmentTypeId: AttachmentTypeId.Image,
    });
    expect(chooseAttachmentType(AttachmentTypeId.Signature, 'image/png')).toEqual({
      ok: true,
      attachmentTypeId: AttachmentTypeId.Signature,
    });
    expect(chooseAttachmentType(AttachmentTypeId.CoverPageImage, 'application/pdf')).toEqual({
      ok: false,
      message: 'This attachment type needs an image file.',
    });
    expect(chooseAttachmentType(AttachmentTypeId.ImportFile, 'text/csv')).toEqual({
      ok: true,
      attachmentTypeId: AttachmentTypeId.ImportFile,
    });
  });

  it('cleans file names: no folders, no control characters, 255 characters at most', () => {
    expect(cleanFileName('C:\\Users\\pat\\Minutes.pdf')).toBe('Minutes.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bad\u0000name\n.txt')).toBe('badname.txt');
    expect(cleanFileName('   ')).toBe('file');
    const long = cleanFileName(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('a.docx')).toBe(true);
  });

  it('previews PDFs and browser images only', () => {
    expect(isPreviewable('application/pdf')).toBe(true);
    expect(isPreviewable('image/png')).toBe(true);
    expect(isPreviewable('image/heic')).toBe(false);
    expect(isPreviewable('text/plain')).toBe(false);
  });
});

describe('gallery', () => {
  it('pages by mode and select access (spec 1 §9)', () => {
    expect(galleryPageSize('list', true)).toBe(50);
    expect(galleryPageSize('list', false)).toBe(20);
    expect(galleryPageSize('card', true)).toBe(2147483647);
    expect(galleryPageSize('card', false)).toBe(UnlimitedTake);
    expect(galleryPageSize('upload', true)).toBe(20);
    expect(GallerySearchDebounceMs).toBe(750);
  });

  it('normalizes tags', () => {
    expect(normalizeTags(['  Minutes ', 'minutes', '', 'Board   2024', 'Budget'])).toEqual([
      'Minutes',
      'Board 2024',
      'Budget',
    ]);
  });
});
