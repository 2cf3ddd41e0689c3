import '@mantine/spotlight/styles.css';
import { Text } from '@mantine/core';
import { createSpotlight, Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { useEffect, useRef } from 'react';
import { ReportFamilies } from '@hoa/domain';
import { useSession } from '../auth/session';
import { useGo } from '../navigation';
import { readRecentRecords } from '../recent-records';
import { buildRoute, SiteMap } from '../site-map';
import type { NavItem } from './nav-sections';
import { navItemVisible, visibleNavSections } from './nav-visibility';
import { MainContentId } from './skip-link';
import { useNavViewer } from './use-visible-nav-sections';

const [paletteStore, palette] = createSpotlight();

// Reports are offered where the reports screen is: for a selected community, with its claim.
const reportsScreen: NavItem = {
  label: 'Standard reports',
  pattern: SiteMap.reportsIndex,
  scope: 'community',
  claim: 'glaccounts',
};

/**
 * The go-to palette (Ctrl+K): every screen of the navigation the user may open, every report, and
 * the records opened lately. Loaded on the first Ctrl+K; each later one opens it again.
 */
export function CommandPalette({ openCount }: { openCount: number }) {
  const go = useGo();
  const viewer = useNavViewer();
  const userId = useSession().data?.UserId;

  useEffect(() => {
    if (openCount > 0) palette.open();
  }, [openCount]);

  // Where the focus goes back to: the main region after going somewhere, else where it was, unless
  // that is a field (the community selector opens its list on focus).
  const returnTo = useRef<HTMLElement | null>(null);
  function onOpen(): void {
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  function onClose(): void {
    const target = returnTo.current;
    if (target && !(target instanceof HTMLInputElement)) target.focus();
  }

  if (!viewer) return null;
  const open = (href: string) => () => {
    returnTo.current = document.getElementById(MainContentId);
    void go(href);
  };
  const groups: SpotlightActionGroupData[] = [];
  const recent = userId === undefined ? [] : readRecentRecords(userId);
  if (recent.length > 0) {
    groups.push({
      group: 'Recent',
      actions: recent.map((record) => ({
        id: `recent:${record.href}`,
        label: record.label,
        description: record.kind,
        onClick: open(record.href),
      })),
    });
  }
  for (const section of visibleNavSections(viewer)) {
    groups.push({
      group: section.label,
      actions: section.links.map((link) => ({
        id: `screen:${link.href}`,
        label: link.label,
        keywords: [section.label],
        onClick: open(link.href),
      })),
    });
  }
  const communityAgentId = viewer.communityAgentId;
  if (communityAgentId !== undefined && navItemVisible(reportsScreen, viewer)) {
    for (const family of ReportFamilies) {
      groups.push({
        group: family.family,
        actions: family.reports.map((report) => ({
          id: `report:${report.Name}`,
          label: report.DisplayName,
          description: report.Description,
          keywords: ['report', family.family],
          onClick: open(buildRoute(SiteMap.report, { name: report.Name, communityAgentId })),
        })),
      });
    }
  }

  return (
    <Spotlight
      store={paletteStore}
      shortcut={null}
      returnFocus={false}
      onSpotlightOpen={onOpen}
      onSpotlightClose={onClose}
      actions={groups}
      limit={200}
      scrollAreaProps={{ mah: 'min(440px, 60vh)', type: 'auto' }}
      highlightQuery
      nothingFound={<Text size="sm">No screen, report or recent record matches.</Text>}
      searchProps={{
        placeholder: 'Go to a screen, report or recent record…',
        'aria-label': 'Go to',
      }}
    />
  );
}
