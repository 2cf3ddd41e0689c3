import { KpiFeeds, type KpiFeed } from '@hoa/domain';
import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateText } from '../../widgets/date-text';
import { kpiCountQuery, kpiPreviewQuery } from './activity-queries';

/** The KPI cards: open counts, and on demand the 5 newest open items of a card (spec 1 §9). */
export function KpiPanel({
  agentId,
  communityAgentId,
}: {
  agentId: number;
  communityAgentId: number;
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" mb="md">
      {KpiFeeds.map((feed) => (
        <KpiCard
          key={feed.Kind}
          feed={feed}
          agentId={agentId}
          communityAgentId={communityAgentId}
          opened={open === feed.Kind}
          onToggle={() => {
            setOpen(open === feed.Kind ? null : feed.Kind);
          }}
        />
      ))}
    </SimpleGrid>
  );
}

interface KpiCardProps {
  feed: KpiFeed;
  agentId: number;
  communityAgentId: number;
  opened: boolean;
  onToggle: () => void;
}

function KpiCard({ feed, agentId, communityAgentId, opened, onToggle }: KpiCardProps) {
  const count = useQuery(kpiCountQuery(feed.Kind, agentId, communityAgentId));
  const preview = useQuery({ ...kpiPreviewQuery(feed.Kind, agentId), enabled: opened });
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={feed.Label}>
      <UnstyledButton onClick={onToggle} aria-expanded={opened} w="100%">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {feed.Label}
        </Text>
        <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {count.data ?? '…'}
        </Text>
      </UnstyledButton>
      {opened ? (
        <Stack gap={2} mt={4}>
          {(preview.data?.Items ?? []).map((item) => (
            <Text key={item.TopsItemId} size="xs" truncate="end">
              <DateText value={item.EventDate} />{' '}
              {item.Comments ?? item.AgentName ?? `#${item.TopsItemId}`}
            </Text>
          ))}
          {preview.data?.Items.length === 0 ? (
            <Text size="xs" c="dimmed">
              None open.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
