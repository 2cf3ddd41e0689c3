import type { AgentAttachment } from '@hoa/contract';
import { Alert, Center, Image, Loader } from '@mantine/core';
import { errorText } from '../../app/toasts';
import { useBlobUrl } from './use-blob-url';

/** A PDF in the browser's viewer or an image, fetched with the bearer header. */
export function AttachmentPreview({ attachment }: { attachment: AgentAttachment }) {
  const blob = useBlobUrl(attachment.PreviewUrl);
  if (blob.status === 'loading') {
    return (
      <Center h={300}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (blob.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(blob.error)}
      </Alert>
    );
  }
  if (attachment.MimeType === 'application/pdf') {
    return (
      <iframe
        title={`Preview of ${attachment.AttachmentDisplayName}`}
        src={blob.url}
        style={{ width: '100%', height: '70vh', border: 0 }}
      />
    );
  }
  return (
    <Image
      src={blob.url}
      alt={attachment.AttachmentDisplayName}
      fit="contain"
      mah="70vh"
      radius="sm"
    />
  );
}

/** The small picture of a card: the image itself, or the file's extension for documents. */
export function AttachmentThumbnail({ attachment }: { attachment: AgentAttachment }) {
  const isImage = attachment.PreviewUrl !== null && attachment.MimeType.startsWith('image/');
  const blob = useBlobUrl(isImage ? attachment.PreviewUrl : null);
  if (isImage && blob.status === 'ready') {
    return <Image src={blob.url} alt="" h={110} fit="cover" radius="sm" />;
  }
  const ext = attachment.AttachmentName.split('.').pop()?.toUpperCase() ?? '';
  return (
    <Center
      h={110}
      bg={attachment.MimeType === 'application/pdf' ? 'red.0' : 'gray.1'}
      style={{ borderRadius: 4 }}
    >
      <span style={{ fontWeight: 700, fontSize: 22, color: 'var(--mantine-color-gray-7)' }}>
        {ext}
      </span>
    </Center>
  );
}
