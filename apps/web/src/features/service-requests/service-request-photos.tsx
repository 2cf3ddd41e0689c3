import { contract, type ServiceRequestGraph } from '@hoa/contract';
import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showError } from '../../app/toasts';
import { downloadFile, fetchFileBlob } from '../../widgets/download-file';
import { FileUploadRow } from '../../widgets/file-upload-row';
import { uploadFile } from '../../widgets/upload-file';
import { refreshServiceRequests, serviceRequestsKey } from './service-requests-queries';

type Photo = ServiceRequestGraph['Photos'][number];

const A = contract.attachments;
const fileFailed = 'The photo could not be shown.';
export const uploadFailed = 'The service request was recorded, but a photo could not be uploaded.';
const previewPath = (id: number) => A.Preview.path.replace(':id', String(id));
const downloadPath = (id: number) => A.Download.path.replace(':id', String(id));

/** A photo of the request (or another file), uploaded to its item once the request exists. */
export function uploadRequestPhoto(itemId: number, file: File) {
  return uploadFile(
    A.CreateItemAgentAttachmentByItem.path,
    { TopsItemId: itemId },
    file,
    uploadFailed,
  );
}

/** A photo's thumbnail (the file fetched with the session, shown from a local URL). */
function Thumbnail({ photo }: { photo: Photo }) {
  const blob = useQuery({
    queryKey: [...serviceRequestsKey, 'photo', photo.TopsAttachmentId],
    queryFn: () => fetchFileBlob(previewPath(photo.TopsAttachmentId), fileFailed),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return undefined;
    const made = URL.createObjectURL(blob.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob.data]);
  return url ? (
    <Image src={url} alt={photo.DisplayName} h={120} w={160} fit="cover" radius="sm" />
  ) : null;
}

/** The request's photos (thumbnails of images, links to download) and, if allowed, one more. */
export function ServiceRequestPhotos({
  graph,
  canUpload,
}: {
  graph: ServiceRequestGraph;
  canUpload: boolean;
}) {
  const client = useQueryClient();
  const itemId = graph.Request.TopsItemId;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={5}>Photos</Title>
        {graph.Photos.length === 0 ? (
          <Text size="sm" c="dimmed">
            No photos.
          </Text>
        ) : (
          <Group gap="sm" align="flex-start">
            {graph.Photos.map((p) => (
              <Stack key={p.TopsItemAgentAttachmentId} gap={4} data-testid="service-request-photo">
                {p.ContentType.startsWith('image/') ? <Thumbnail photo={p} /> : null}
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() =>
                    void downloadFile(
                      downloadPath(p.TopsAttachmentId),
                      p.DisplayName,
                      fileFailed,
                    ).catch(showError)
                  }
                >
                  {p.DisplayName}
                </Anchor>
              </Stack>
            ))}
          </Group>
        )}
        {canUpload ? (
          <FileUploadRow
            label="Add a photo"
            accept="image/*,application/pdf"
            upload={(file) => uploadRequestPhoto(itemId, file)}
            uploaded="The photo was added."
            refresh={() => refreshServiceRequests(client)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
