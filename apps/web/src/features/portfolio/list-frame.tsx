import { Group, Paper, Switch } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { FilterInput, ListPager } from './list-controls';
import type { ListState } from './use-list-state';

/**
 * A paged list: its filter bar (name filter, extra controls, the inactive switch when offered),
 * the table once loaded, and the pager.
 */
export function ListFrame<T extends { TotalCount: number }>(props: {
  state: ListState;
  query: UseQueryResult<T>;
  filterLabel: string;
  controls?: ReactNode;
  withInactive?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { state, query } = props;
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group align="flex-end" gap="md" mb="sm">
        <FilterInput
          label={props.filterLabel}
          value={state.filterValue}
          onChange={state.setFilterValue}
        />
        {props.controls}
        {props.withInactive ? (
          <Switch
            label="Include inactive"
            checked={state.includeInactive}
            onChange={(event) => {
              state.setIncludeInactive(event.currentTarget.checked);
            }}
            mb={6}
          />
        ) : null}
      </Group>
      {query.data ? (
        <>
          {props.children(query.data)}
          <ListPager
            skip={state.skip}
            take={state.take}
            total={query.data.TotalCount}
            onSkip={state.setSkip}
          />
        </>
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : (
        <PageLoader />
      )}
    </Paper>
  );
}
