import { type ViolationTimelineEntry } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { DateText } from '../../widgets/date-text';

/** The bullet colour of each kind of line. */
const kindColors: Record<ViolationTimelineEntry['Kind'], string> = {
  Observed: 'gray',
  Level: 'blue',
  Letter: 'indigo',
  Delivery: 'cyan',
  Fine: 'red',
  FineRemoved: 'gray',
  Hearing: 'grape',
  Note: 'yellow',
  Resolved: 'green',
  Closed: 'dark',
  Reopened: 'orange',
};

/** The badge of a kind: its name; a removed fine's says Removed (its title names the fine). */
const kindLabel = (kind: ViolationTimelineEntry['Kind']) =>
  kind === 'FineRemoved' ? 'Removed' : kind;

/** Kinds whose title already says the amount. */
const amountInTitle = new Set<ViolationTimelineEntry['Kind']>(['Fine', 'FineRemoved']);

/**
 * A violation's timeline, dense: one line a step (date, kind, what, by whom) with its detail
 * under it: the levels taken (forced marked), letters and each delivery's result, fines,
 * hearings, notes and replies, resolve, close and reopen.
 */
export function ViolationTimeline({ entries }: { entries: readonly ViolationTimelineEntry[] }) {
  return (
    <Timeline bulletSize={12} lineWidth={1} active={entries.length - 1} data-testid="timeline">
      {entries.map((entry, index) => (
        <Timeline.Item
          // The lines of a timeline have no id of their own; their order is fixed by the server.
          key={`${entry.Kind}-${String(index)}`}
          color={kindColors[entry.Kind]}
          // Dense: the lines sit close (Mantine's default gap is the xl spacing).
          mt={index === 0 ? 0 : 6}
          data-testid={`timeline-${entry.Kind.toLowerCase()}`}
          title={
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" w={72} component="span">
                <DateText value={entry.On} />
              </Text>
              <Badge size="xs" variant="light" color={kindColors[entry.Kind]} w={72}>
                {kindLabel(entry.Kind)}
              </Badge>
              <Text size="sm" fw={500} component="span">
                {entry.Title}
              </Text>
              {entry.IsForced ? (
                <Badge size="xs" color="orange">
                  Forced
                </Badge>
              ) : null}
              {entry.Amount !== null && !amountInTitle.has(entry.Kind) ? (
                <Text size="xs">{formatCents(entry.Amount)}</Text>
              ) : null}
              {entry.ByName ? (
                <Text size="xs" c="dimmed" component="span">
                  {entry.ByName}
                </Text>
              ) : null}
            </Group>
          }
        >
          {entry.Detail ? (
            <Text size="xs" c="dimmed" ml={150} lineClamp={3}>
              {entry.Detail}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
