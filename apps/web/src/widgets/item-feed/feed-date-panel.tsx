import { FeedDayOptions, type FeedDays } from '@hoa/domain';
import { SegmentedControl } from '@mantine/core';

const options = [
  ...FeedDayOptions.map((days) => ({ value: String(days), label: `${days} days` })),
  { value: 'all', label: 'All' },
];

/** The date filter panel: 30, 60, 90 days or all (spec 1 §2.3). */
export function FeedDatePanel({
  value,
  onChange,
}: {
  value: FeedDays;
  onChange: (days: FeedDays) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Date range"
      data={options}
      value={String(value)}
      onChange={(next) => {
        const days = FeedDayOptions.find((d) => String(d) === next);
        onChange(days ?? 'all');
      }}
    />
  );
}
