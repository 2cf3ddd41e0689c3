import type { InboxCounts } from '@hoa/contract';
import { InboxFilterNames, type InboxFilterName } from '@hoa/domain';
import { Badge, NavLink, Paper } from '@mantine/core';

const labels: Record<InboxFilterName, string> = {
  APInbox: 'AP inbox',
  ExceptionInbox: 'Exceptions',
  InternalApproval: 'Internal approval',
  BoardApproval: 'Board approval',
  RejectionsPending: 'Rejections pending',
  ActivityFeed: 'Activity feed',
};

interface FilterPanelProps {
  current: InboxFilterName;
  counts: InboxCounts | undefined;
  showExceptions: boolean;
  onChoose: (filter: InboxFilterName) => void;
}

/** The filter panel: each filter with its count badge (spec 2 §2). */
export function FilterPanel({ current, counts, showExceptions, onChoose }: FilterPanelProps) {
  return (
    <Paper withBorder w={230} p={4} style={{ flexShrink: 0 }} aria-label="Inbox filters">
      {InboxFilterNames.filter((f) => f !== 'ExceptionInbox' || showExceptions).map((filter) => {
        const count = counts?.[filter];
        return (
          <NavLink
            key={filter}
            label={labels[filter]}
            active={filter === current}
            data-testid={`filter-${filter}`}
            onClick={() => onChoose(filter)}
            rightSection={
              typeof count === 'number' ? (
                <Badge
                  size="sm"
                  variant={filter === current ? 'filled' : 'light'}
                  data-testid={`count-${filter}`}
                >
                  {count}
                </Badge>
              ) : null
            }
          />
        );
      })}
    </Paper>
  );
}
