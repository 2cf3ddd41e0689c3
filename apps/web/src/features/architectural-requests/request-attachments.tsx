import { type ArchitecturalRequestView } from '@hoa/contract';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { showError } from '../../app/toasts';
import { DateTimeText } from '../../widgets/date-text';
import { downloadFile } from '../../widgets/download-file';
import { FileUploadRow } from '../../widgets/file-upload-row';
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
  const itemId = view.Request.TopsItemId;
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
          <FileUploadRow
            label="Add a file"
            upload={(file) => uploadRequestFile(itemId, file)}
            uploaded="The file was added."
            refresh={() => refreshArchitecturalRequests(client)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
