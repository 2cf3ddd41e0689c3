import {
  agentTypeLabel,
  OwnerSearchAgentTypeIds,
  OwnerSearchMaxResults,
  OwnerSortOptions,
  SearchMessages,
} from '@hoa/domain';
import { Checkbox, Group, Paper, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCommunityList } from '../../app/community/community-list';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { FilterInput, OwnershipTable, SortSelect, useListFilter } from '../portfolio';
import { OwnerSearchPager } from './owner-search-pager';
import { ownershipsQuery } from './search-queries';

// Owner search takes types 3, 5, 16 and 20 (spec 3 §6); 3 finds the properties' primary owners.
const typeLabel = (id: number) => (id === 3 ? 'Primary owner' : agentTypeLabel(id));

/** Owner search (spec 1 §7.4): 2 characters or more, 25 a page, sorted by an owner sort option. */
export function OwnerSearchPage() {
  const filter = useListFilter();
  const communities = useCommunityList();
  const [sortOptionId, setSortOptionId] = useState(3);
  const [types, setTypes] = useState<string[]>(OwnerSearchAgentTypeIds.map(String));
  const [community, setCommunity] = useState<string | null>(null);
  const [skip, setSkip] = useState(0);
  const criteria = filter.term;
  const query = {
    criteria: criteria ?? '',
    skip,
    take: OwnerSearchMaxResults,
    sortOptionId,
    agentTypeIds: types.join(','),
    ...(community ? { communityIds: community } : {}),
  };
  const results = useQuery({
    ...ownershipsQuery(query),
    enabled: criteria !== undefined && types.length > 0,
  });
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSkip(0);
    };

  return (
    <>
      <PageHeader
        title="Owner search"
        subtitle="Owners by name, account number, address, phone or email"
      />
      <Paper withBorder radius="sm" p="sm" mb="sm">
        <Group align="flex-end" gap="md">
          <FilterInput
            label="Search owners"
            value={filter.value}
            onChange={restart(filter.setValue)}
            width={320}
          />
          <Select
            label="In community"
            placeholder="All communities"
            clearable
            w={260}
            data={(communities.data ?? []).map((c) => ({
              value: String(c.CommunityAgentId),
              label: c.DisplayName,
            }))}
            value={community}
            onChange={restart(setCommunity)}
          />
          <SortSelect
            options={OwnerSortOptions}
            value={sortOptionId}
            onChange={restart(setSortOptionId)}
          />
        </Group>
        <Checkbox.Group label="Owner types" value={types} onChange={restart(setTypes)} mt="sm">
          <Group gap="md" mt={4}>
            {OwnerSearchAgentTypeIds.map((id) => (
              <Checkbox key={id} value={String(id)} label={typeLabel(id)} />
            ))}
          </Group>
        </Checkbox.Group>
      </Paper>
      {criteria === undefined ? (
        <Text size="sm" c="dimmed">
          {filter.value.trim().length === 1
            ? SearchMessages.termTooShort
            : 'Type a name, account number, street, phone or email.'}
        </Text>
      ) : results.data ? (
        <Paper withBorder radius="sm" p="xs">
          <OwnershipTable label="Owners found" rows={results.data.Results} showCommunity />
          <OwnerSearchPager
            skip={skip}
            take={OwnerSearchMaxResults}
            total={results.data.TotalCount}
            hasMore={results.data.HasMore}
            onSkip={setSkip}
          />
        </Paper>
      ) : results.isError ? (
        <LoadError error={results.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
