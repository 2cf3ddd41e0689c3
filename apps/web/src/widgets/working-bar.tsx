import { Progress, Stack, Text } from '@mantine/core';

/**
 * The animated bar of work under way (a post, a background request while it is polled), with a
 * line saying what it waits for when there is one.
 */
export function WorkingBar({ caption }: { caption?: string | null }) {
  return (
    <Stack gap={4}>
      <Progress value={100} animated aria-label="Working" />
      {caption ? (
        <Text size="xs" c="dimmed" role="status">
          {caption}
        </Text>
      ) : null}
    </Stack>
  );
}
