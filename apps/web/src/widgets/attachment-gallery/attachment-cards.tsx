import type { AgentAttachment } from '@hoa/contract';
import { formatBytes } from '@hoa/domain';
import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { DateTimeText } from '../date-text';
import { AttachmentMenu, openPreview, PinButton, startDownload } from './attachment-actions';
import { AttachmentThumbnail } from './attachment-preview';

interface CardsProps {
  attachments: AgentAttachment[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (attachment: AgentAttachment) => void;
}

/** Card mode: a thumbnail per file; a click previews PDFs and images and downloads the rest. */
export function AttachmentCards({ attachments, canEdit, canDelete, onEdit }: CardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" role="list" aria-label="Attachments">
      {attachments.map((attachment) => (
        <Card
          key={attachment.TopsAgentAttachmentId}
          withBorder
          radius="sm"
          padding="xs"
          role="listitem"
        >
          <UnstyledButton
            aria-label={`${attachment.PreviewUrl ? 'Preview' : 'Download'} ${attachment.AttachmentDisplayName}`}
            onClick={() => {
              if (attachment.PreviewUrl) openPreview(attachment);
              else startDownload(attachment);
            }}
          >
            <AttachmentThumbnail attachment={attachment} />
          </UnstyledButton>
          <Stack gap={4} mt="xs">
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Text size="sm" fw={600} truncate="end" title={attachment.AttachmentDisplayName}>
                {attachment.AttachmentDisplayName}
              </Text>
              <AttachmentMenu
                attachment={attachment}
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={onEdit}
              />
            </Group>
            <Text size="xs" c="dimmed">
              {formatBytes(attachment.FileSizeBytes)} ·{' '}
              <DateTimeText value={attachment.DateUploaded} />
            </Text>
            <Group gap={4} mih={20}>
              {attachment.Tags.map((tag) => (
                <Badge key={tag} size="xs" variant="light">
                  {tag}
                </Badge>
              ))}
            </Group>
            <Group gap={4}>
              <PinButton attachment={attachment} disabled={!canEdit} />
              {attachment.IsBoardAccess ? (
                <Badge size="xs" color="grape">
                  Board
                </Badge>
              ) : null}
              {attachment.IsOwnerAccess ? (
                <Badge size="xs" color="teal">
                  Owner
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
