import { contract, type OwnershipRow } from '@hoa/contract';
import { AgentTypeId, PortfolioOwnerSortOptions } from '@hoa/domain';
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useMayCall } from '../../app/auth/claim-access';
import { MayCall } from '../../widgets/may-call';
import type { GridSelection } from '../../widgets/data-grid/data-grid';
import type { RowKey } from '../../widgets/data-grid/grid-model';
import { DeliveryPreferenceAction } from './delivery-preference-action';
import { SortSelect } from './list-controls';
import { ListFrame } from './list-frame';
import { ownershipKey, OwnershipTable } from './ownership-table';
import { ownerPortfolioQuery } from './portfolio-queries';
import { useListState } from './use-list-state';

/** Owners (primary and co-owners) have a delivery preference; renters and previous owners not. */
const hasPreference = (row: OwnershipRow) =>
  row.TopsAgentTypeId === AgentTypeId.PrimaryOwner || row.TopsAgentTypeId === AgentTypeId.Owner;

/**
 * A community's owners of one owner type, or of every owner-like type (ownerships by owner). A
 * user who may update owners picks owners, on any page, to set their delivery preference at once.
 */
export function OwnerList(props: { communityAgentId: number; ownerTypeId?: number; take: number }) {
  const state = useListState({ take: props.take, sortOptionId: 3 });
  const query = useQuery(
    ownerPortfolioQuery({
      communityAgentId: props.communityAgentId,
      ...(props.ownerTypeId ? { agentTypeId: props.ownerTypeId } : {}),
      skip: state.skip,
      take: state.take,
      sortOptionId: state.sortOptionId,
      searchTerm: state.searchTerm,
    }),
  );
  const mayPick = useMayCall(contract.communicationFeed.SaveDeliveryPreference);
  // The picked rows by key, with their owner: the pick outlives a change of page.
  const [picked, setPicked] = useState<ReadonlyMap<RowKey, number>>(() => new Map());
  const rows = query.data?.Results;
  const selection = useMemo((): GridSelection<OwnershipRow> | undefined => {
    if (!mayPick) return undefined;
    const onPage = new Map((rows ?? []).map((row) => [ownershipKey(row), row.TopsAgentId]));
    return {
      selected: new Set(picked.keys()),
      onChange: (next) => {
        setPicked(
          new Map(
            [...next].flatMap((key) => {
              const owner = picked.get(key) ?? onPage.get(String(key));
              return owner === undefined ? [] : [[key, owner] as const];
            }),
          ),
        );
      },
      rowLabel: (row) => `Select ${row.DisplayName}`,
      canSelect: hasPreference,
      allLabel: 'Select the owners of this page',
    };
  }, [mayPick, picked, rows]);
  const ownerIds = [...new Set(picked.values())];
  const bar = mayPick ? (
    <Group gap="sm">
      <Text size="sm" c="dimmed">
        {ownerIds.length === 0
          ? 'Pick owners to set their delivery preference.'
          : `${ownerIds.length.toLocaleString('en-US')} picked`}
      </Text>
      <MayCall calls={contract.communicationFeed.SaveDeliveryPreference}>
        <DeliveryPreferenceAction
          ownerAgentIds={ownerIds}
          onDone={() => {
            setPicked(new Map());
          }}
        />
      </MayCall>
      {ownerIds.length > 0 ? (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            setPicked(new Map());
          }}
        >
          Clear
        </Button>
      ) : null}
    </Group>
  ) : undefined;
  return (
    <ListFrame
      state={state}
      query={query}
      filterLabel="Filter owners"
      controls={
        <SortSelect
          options={PortfolioOwnerSortOptions}
          value={state.sortOptionId}
          onChange={state.setSortOptionId}
        />
      }
    >
      {(data) => (
        <OwnershipTable
          label="Owners"
          rows={data.Results}
          showBalance
          selection={selection}
          bar={bar}
        />
      )}
    </ListFrame>
  );
}
