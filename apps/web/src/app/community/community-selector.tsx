import { ActionIcon, Group, Select, type ComboboxItem } from '@mantine/core';
import { useMatches, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useGo } from '../navigation';
import { readLastCommunityId } from './community-cookies';
import {
  communityLabel,
  communityLandingRoute,
  useCommunityList,
  useRefreshCommunityList,
} from './community-list';

const allCommunities = 'all';

/** The top-bar community selector: only the user's communities, 'All communities' where allowed. */
export function CommunitySelector() {
  const go = useGo();
  const list = useCommunityList();
  const refresh = useRefreshCommunityList();
  const { communityAgentId } = useParams({ strict: false });
  const allowAll = useMatches({
    select: (matches) => matches.at(-1)?.staticData.allowAllCommunities === true,
  });

  const options = useMemo<ComboboxItem[]>(() => {
    const rows = (list.data ?? []).map((row) => ({
      value: String(row.CommunityAgentId),
      label: row.IsActive ? communityLabel(row) : `${communityLabel(row)} (inactive)`,
    }));
    return allowAll ? [{ value: allCommunities, label: 'All communities' }, ...rows] : rows;
  }, [list.data, allowAll]);

  const selected = communityAgentId ?? (allowAll ? allCommunities : lastOnList());
  const value = options.some((option) => option.value === selected) ? selected : null;

  function lastOnList(): string | undefined {
    const last = readLastCommunityId();
    return last === null ? undefined : String(last);
  }

  function choose(next: string | null): void {
    // 'All communities' is only offered on screens that already show every community.
    if (next === null || next === allCommunities) return;
    const community = list.data?.find((row) => String(row.CommunityAgentId) === next);
    if (community) void go(communityLandingRoute(community));
  }

  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label="Community"
        placeholder={list.data === undefined ? 'Loading communities…' : 'Select a community'}
        data={options}
        value={value}
        onChange={choose}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No matching community"
        maxDropdownHeight={420}
        w={320}
        comboboxProps={{ width: 380, position: 'bottom-start' }}
      />
      <ActionIcon
        variant="subtle"
        aria-label="Refresh the community list"
        title="Refresh the community list"
        loading={refresh.isPending}
        onClick={() => refresh.mutate()}
      >
        ↻
      </ActionIcon>
    </Group>
  );
}
