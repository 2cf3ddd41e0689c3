import { type ArchitecturalRequestView } from '@hoa/contract';
import { Anchor, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showError, showSuccess } from '../../app/toasts';
import { DateTimeText } from '../../widgets/date-text';
import { downloadFile } from '../../widgets/download-file';
import { uploadRequestFile } from './add-architectural-request-page';
import { refreshArchitecturalRequests } from './architectural-requests-queries';
import { openLetterPreview } from './letter-preview';

const downloadFailed = 'The file could not be downloaded.';
const viewable = (contentType: string) =>
  contentType === 'application/pdf' || contentType.startsWith('image/');

/** The request's files (the owner's plans, the letters) and another file to add. */
export function RequestAttachments({
  view,
  canUpload,
}: {
  view: ArchitecturalRequestView;
  canUpload: boolean;
}) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const itemId = view.Request.TopsItemId;
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadRequestFile(itemId, chosen),
    onError: showError,
    onSuccess: async () => {
      showSuccess('The file was added.');
      setFile(null);
      await refreshArchitecturalRequests(client);
    },
  });
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={5}>Attachments</Title>
        {view.Attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No attachments.
          </Text>
        ) : (
          view.Attachments.map((a) => (
            <Group key={a.TopsItemAgentAttachmentId} gap="sm" data-testid="arc-attachment">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() =>
                  viewable(a.ContentType)
                    ? openLetterPreview(a.TopsAttachmentId, a.AttachmentDisplayName)
                    : void downloadFile(a.AttachmentUrl, a.AttachmentName, downloadFailed).catch(
                        showError,
                      )
                }
              >
                {a.AttachmentDisplayName}
              </Anchor>
              <Text size="xs" c="dimmed">
                <DateTimeText value={a.DateUploaded} />
              </Text>
            </Group>
          ))
        )}
        {canUpload ? (
          <Group align="flex-end" gap="xs">
            <FileInput
              label="Add a file"
              placeholder="Choose a file"
              clearable
              w={280}
              value={file}
              onChange={setFile}
            />
            <Button
              size="sm"
              variant="default"
              disabled={file === null}
              loading={upload.isPending}
              onClick={() => {
                if (file) upload.mutate(file);
              }}
            >
              Upload
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
