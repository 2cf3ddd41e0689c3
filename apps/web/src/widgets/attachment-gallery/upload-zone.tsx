import { AttachmentMessages, checkDeclaredFile, formatBytes, GalleryExtensions } from '@hoa/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { showError, showSuccess } from '../../app/toasts';
import { uploadAgentAttachment } from './file-transfer';
import { attachmentsKey } from './gallery-queries';

const accept = GalleryExtensions.map((ext) => `.${ext}`).join(',');

/**
 * Sends files one by one. Each is checked first against the widget's cap and the allow-lists: a
 * file that fails is not sent and a warning says why (spec 1 §5, §8).
 */
function useUploader(agentId: number, maxSizeBytes: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(0);
  async function send(files: readonly File[]): Promise<void> {
    for (const file of files) {
      const warning = checkDeclaredFile(file, maxSizeBytes);
      if (warning) {
        notifications.show({ color: 'yellow', title: file.name, message: warning });
        continue;
      }
      setPending((n) => n + 1);
      try {
        await uploadAgentAttachment({ TopsAgentId: agentId, MaxFileSizeBytes: maxSizeBytes }, file);
        showSuccess(AttachmentMessages.fileAdded);
      } catch (error) {
        showError(error);
      } finally {
        setPending((n) => n - 1);
      }
    }
    await queryClient.invalidateQueries({ queryKey: attachmentsKey });
  }
  return { send, pending };
}

interface UploadProps {
  agentId: number;
  maxSizeBytes: number;
  /** A drop area with the rules spelled out, else only the button. */
  zone: boolean;
}

/** The file picker (and in upload mode a drag-and-drop area) of the gallery. */
export function UploadControl({ agentId, maxSizeBytes, zone }: UploadProps) {
  const uploader = useUploader(agentId, maxSizeBytes);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const picker = (
    <>
      <Button
        size="xs"
        loading={uploader.pending > 0}
        onClick={() => {
          input.current?.click();
        }}
      >
        Upload files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        aria-label="Files to upload"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          void uploader.send(files);
        }}
      />
    </>
  );
  if (!zone) return picker;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void uploader.send(Array.from(event.dataTransfer.files));
  };
  return (
    <Paper
      role="region"
      aria-label="Drop files to upload"
      withBorder
      p="lg"
      radius="sm"
      bg={dragging ? 'indigo.0' : 'white'}
      style={{ borderStyle: 'dashed', borderWidth: 2 }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => {
        setDragging(false);
      }}
      onDrop={onDrop}
    >
      <Stack align="center" gap={6}>
        <Text fw={600}>Drop files here</Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            or
          </Text>
          {picker}
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          {GalleryExtensions.join(', ')} · up to {formatBytes(maxSizeBytes)} each
        </Text>
      </Stack>
    </Paper>
  );
}
