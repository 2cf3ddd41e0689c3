import { SegmentedControl } from '@mantine/core';
import { goTo, PortalPaths } from '../app/portal-paths';

/** The board portal's two views: the decision inbox and the reports. */
export function BoardTabs({ value }: { value: 'inbox' | 'reports' }) {
  return (
    <SegmentedControl
      fullWidth
      size="md"
      value={value}
      onChange={(next) => goTo(next === 'inbox' ? PortalPaths.board : PortalPaths.boardReports)}
      data={[
        { value: 'inbox', label: 'Decisions' },
        { value: 'reports', label: 'Reports' },
      ]}
    />
  );
}
