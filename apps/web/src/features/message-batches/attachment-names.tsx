import type { RecipientAttachment } from '@hoa/contract';
import { Text } from '@mantine/core';

/** The names of the files a recipient gets or got, on one line (all of them on hover). */
export function AttachmentNames({ files }: { files: readonly RecipientAttachment[] }) {
  const names = files.map((f) => f.FileName).join(', ');
  return (
    <Text size="xs" truncate title={names}>
      {names}
    </Text>
  );
}
