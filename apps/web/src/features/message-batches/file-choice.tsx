import type { Attachment } from '@hoa/contract';
import { Checkbox, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { DateTimeText } from '../../widgets/date-text';

/** A file that can be sent: its link id (agent or bank account attachment) and the file. */
export interface FileOption {
  id: number;
  file: Pick<Attachment, 'AttachmentDisplayName' | 'AttachmentName' | 'DateUploaded'>;
}

/**
 * The files of a profile or bank account with a box each, newest first: those ticked go with the
 * batch, in the order listed.
 */
export function FileChoice({
  label,
  files,
  loading,
  selected,
  onChange,
  error,
}: {
  label: string;
  files: readonly FileOption[];
  loading: boolean;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
}) {
  const ticked = new Set(selected);
  const toggle = (id: number, checked: boolean) =>
    onChange(files.map((f) => f.id).filter((x) => (x === id ? checked : ticked.has(x))));
  return (
    <div>
      <Text size="sm" fw={500} mb={2}>
        {label}
      </Text>
      <Paper withBorder p="xs">
        <ScrollArea.Autosize mah={220} type="auto">
          <Stack gap={6} role="group" aria-label={label}>
            {files.map((f) => (
              <Checkbox
                key={f.id}
                size="xs"
                checked={ticked.has(f.id)}
                onChange={(event) => toggle(f.id, event.currentTarget.checked)}
                label={
                  <>
                    {f.file.AttachmentDisplayName || f.file.AttachmentName}{' '}
                    <Text span size="xs" c="dimmed">
                      <DateTimeText value={f.file.DateUploaded} />
                    </Text>
                  </>
                }
              />
            ))}
            {files.length === 0 ? (
              <Text size="xs" c="dimmed">
                {loading ? 'Loading files…' : 'No files attached here.'}
              </Text>
            ) : null}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      {error ? (
        <Text size="xs" c="red" mt={2} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
