import { SegmentedControl } from '@mantine/core';
import { goTo, PortalPaths } from '../app/portal-paths';

const tabPaths = {
  inbox: PortalPaths.board,
  reports: PortalPaths.boardReports,
  packets: PortalPaths.boardPackets,
} as const;
type BoardTab = keyof typeof tabPaths;

/** The board portal's views: the decision inbox, the reports and the board packets. */
export function BoardTabs({ value }: { value: BoardTab }) {
  return (
    <SegmentedControl
      fullWidth
      size="md"
      value={value}
      onChange={(next) => goTo(tabPaths[next as BoardTab])}
      data={[
        { value: 'inbox', label: 'Decisions' },
        { value: 'reports', label: 'Reports' },
        { value: 'packets', label: 'Packets' },
      ]}
    />
  );
}
