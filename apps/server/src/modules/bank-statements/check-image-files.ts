import { fileTypeFromBuffer } from 'file-type';
import { unzipSync } from 'fflate';
import {
  type ErrorCode,
  CheckImageMessages as M,
  checkFileSize,
  checkImageProblem,
  checkNumberOfImageName,
  cleanFileName,
  DefaultMaxUploadBytes,
  isIgnoredZipEntry,
  isZipFile,
  MaxCheckImagesPerZip,
  MaxCheckImageZipBytes,
  type CheckImageProblem,
} from '@hoa/domain';
import { AppError, appError, badRequest } from '../../http/errors';

/** An image of an upload, checked, with the check number its name gives (null: none). */
export interface CheckImageFile {
  fileName: string;
  checkNumber: string | null;
  mimeType: string;
  bytes: Uint8Array;
}

const codeOf = {
  tooLarge: 'CheckImageTooLarge',
  empty: 'CheckImageEmpty',
  type: 'CheckImageWrongType',
} as const satisfies Record<CheckImageProblem['kind'], ErrorCode>;

/**
 * The files of a zip, without folders and hidden files. Sizes are checked on the zip's own
 * record before anything is unpacked (and unpacking stops at the recorded size), so a zip bomb
 * costs nothing.
 */
function unzip(bytes: Uint8Array): { name: string; bytes: Uint8Array }[] {
  let count = 0;
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        if (isIgnoredZipEntry(entry.name)) return false;
        const tooLarge = checkFileSize(entry.originalSize, DefaultMaxUploadBytes);
        if (tooLarge) throw appError('CheckImageTooLarge', entry.name, tooLarge);
        count += 1;
        total += entry.originalSize;
        if (count > MaxCheckImagesPerZip) throw appError('CheckImagesTooMany');
        if (total > MaxCheckImageZipBytes) throw appError('CheckImagesTooLargeInTotal');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(M.unreadableZip);
  }
  const files = Object.entries(entries).map(([name, data]) => ({ name, bytes: data }));
  if (files.length === 0) throw badRequest(M.noImages);
  return files;
}

/**
 * The check images of an upload: the files of a zip, or the one image uploaded. Every file must
 * pass checkImageProblem, and a check number may have one image only; the first refusal refuses
 * the upload, naming the file.
 */
export async function readCheckImages(file: {
  FileName: string;
  Bytes: Uint8Array;
}): Promise<CheckImageFile[]> {
  const zipped = isZipFile(file.Bytes);
  const files = zipped
    ? unzip(file.Bytes)
    : [{ name: cleanFileName(file.FileName), bytes: file.Bytes }];
  const images: CheckImageFile[] = [];
  const byNumber = new Map<string, string>();
  for (const { name, bytes } of files) {
    const detected = await fileTypeFromBuffer(bytes);
    const problem = checkImageProblem({ sizeBytes: bytes.length, detectedMime: detected?.mime });
    if (problem) {
      const message = !zipped && problem.kind === 'type' ? M.notZipOrImage : problem.message;
      throw appError(codeOf[problem.kind], name, message);
    }
    const checkNumber = checkNumberOfImageName(name);
    const first = checkNumber === null ? undefined : byNumber.get(checkNumber);
    if (checkNumber !== null && first !== undefined) {
      throw badRequest(M.sameCheckNumber(checkNumber, first, name));
    }
    if (checkNumber !== null) byNumber.set(checkNumber, name);
    images.push({ fileName: name, checkNumber, mimeType: detected?.mime ?? '', bytes });
  }
  return images;
}
