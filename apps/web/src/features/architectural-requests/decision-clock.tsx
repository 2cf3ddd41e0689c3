import type { ArchitecturalRequest } from '@hoa/contract';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { DateText } from '../../widgets/date-text';

const dayMs = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / dayMs;

/** Days left on a ticket: red once late, "Decided" once the request left Pending. */
export function DaysLeftText({
  request: r,
  spelled = false,
}: {
  request: ArchitecturalRequest;
  /** "10 days left" rather than the grid's bare "10". */
  spelled?: boolean;
}) {
  if (r.DaysLeft === null)
    return (
      <Text size="sm" c="dimmed" span>
        Decided
      </Text>
    );
  return (
    <Text
      size="sm"
      span
      c={r.DaysLeft < 0 ? 'red' : undefined}
      fw={r.DaysLeft < 0 ? 600 : undefined}
    >
      {r.DaysLeft < 0
        ? `${String(-r.DaysLeft)} late`
        : spelled
          ? `${String(r.DaysLeft)} days left`
          : String(r.DaysLeft)}
    </Text>
  );
}

/**
 * The decision clock (issue 21): received, due, and the share of the window used, with the days
 * left (red once late) or the day it was decided.
 */
export function DecisionClock({ request: r }: { request: ArchitecturalRequest }) {
  const window = Math.max(1, dayNumber(r.DueDate) - dayNumber(r.ReceivedDate));
  const left = r.DaysLeft;
  const used = left === null ? 100 : Math.min(100, Math.max(0, ((window - left) / window) * 100));
  const color = left === null ? 'gray' : left < 0 ? 'red' : left <= 7 ? 'orange' : 'blue';
  return (
    <Stack gap={4} data-testid="decision-clock">
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          Received <DateText value={r.ReceivedDate} />
        </Text>
        {left === null ? (
          <Badge size="sm" variant="light" color="gray">
            Decided <DateText value={r.DecidedDate} />
          </Badge>
        ) : (
          <Badge size="sm" variant="filled" color={color}>
            {left < 0
              ? `${String(-left)} day${left === -1 ? '' : 's'} late`
              : `${String(left)} day${left === 1 ? '' : 's'} left`}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          Due <DateText value={r.DueDate} />
        </Text>
      </Group>
      <Progress value={used} color={color} size="sm" aria-label="Decision window used" />
    </Stack>
  );
}
