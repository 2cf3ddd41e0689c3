import type { contract, ResponseOf } from '@hoa/contract';
import { AllowedMimeTypes, DefaultMaxUploadBytes, GalleryExtensions } from '@hoa/domain';

type GetAllowedMimeTypes = typeof contract.attachments.GetAllowedMimeTypes;

/** The allow-lists of spec 1 §5 and the default cap, for clients that check before uploading. */
export function getAllowedMimeTypes(): Promise<ResponseOf<GetAllowedMimeTypes>> {
  return Promise.resolve({
    MimeTypes: [...AllowedMimeTypes],
    Extensions: [...GalleryExtensions],
    MaxFileSizeBytes: DefaultMaxUploadBytes,
  });
}
