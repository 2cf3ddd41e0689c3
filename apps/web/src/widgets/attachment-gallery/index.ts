export { AttachmentGallery, type AttachmentGalleryProps } from './attachment-gallery';
export { useBlobUrl } from './use-blob-url';
