import { Alert, Anchor, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { boardPackets } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { portalApi } from '../app/api';
import { BoardTabs } from './board-tabs';

/** A packet's file: the portal's session cookie signs the download. */
function packetHref(id: number): string {
  return boardPackets.DownloadPortalBoardPacket.path.replace(':id', String(id));
}

/**
 * The board packets published to the community's board: the latest published version of each
 * month, newest first, with its seal (SHA-256 of the file) to compare with a copy.
 */
export function BoardPacketsPage() {
  const packets = useQuery({
    queryKey: ['portal', 'board', 'packets'],
    queryFn: () => portalApi.call(boardPackets.GetPortalBoardPackets),
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Board packets
      </Title>
      <BoardTabs value="packets" />
      {packets.isPending ? <Loader /> : null}
      {packets.data?.length === 0 ? (
        <Alert color="gray" title="No board packets yet">
          When your management company publishes the month’s board packet, it appears here.
        </Alert>
      ) : null}
      {packets.data && packets.data.length > 0 ? (
        <Stack
          gap={0}
          component="ul"
          aria-label="Board packets"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {packets.data.map((p) => (
            <Group
              key={p.BoardPacketId}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor href={packetHref(p.BoardPacketId)} fw={600} download={p.FileName}>
                  {p.MonthName} board packet
                </Anchor>
                <Text size="xs" c="dimmed">
                  Version {p.Version} · sealed {formatDate(p.SealedAt.slice(0, 10))} · published{' '}
                  {formatDate(p.PublishedAt.slice(0, 10))}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  SHA-256 <Code fz="xs">{p.Sha256}</Code>
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
