import { contract } from '@hoa/contract';
import { Button, Group, Stack } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { openModal } from '../../app/overlays/modals';
import { showError } from '../../app/toasts';
import { downloadFile, fetchFileBlob } from '../../widgets/download-file';
import { PdfFrame } from '../../widgets/pdf-frame';
import { architecturalRequestsKey } from './architectural-requests-queries';

const previewFailed = 'The file could not be opened.';
const previewPath = (id: number) => contract.attachments.Preview.path.replace(':id', String(id));
const downloadPath = (id: number) => contract.attachments.Download.path.replace(':id', String(id));

function FilePreview({ attachmentId, fileName }: { attachmentId: number; fileName: string }) {
  const blob = useQuery(
    queryOptions({
      queryKey: [...architecturalRequestsKey, 'file', attachmentId],
      queryFn: () => fetchFileBlob(previewPath(attachmentId), previewFailed),
    }),
  );
  return (
    <Stack gap="xs">
      <PdfFrame title={fileName} blob={blob.data} error={blob.error} />
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            void downloadFile(downloadPath(attachmentId), fileName, previewFailed).catch(showError)
          }
        >
          Download
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens a letter (a PDF attachment of the request) in the browser's viewer, with Download. */
export function openLetterPreview(attachmentId: number, title: string): void {
  openModal({
    title,
    size: 'lg',
    children: <FilePreview attachmentId={attachmentId} fileName={`${title}.pdf`} />,
  });
}
