import { useState } from 'react';
import { useListFilter } from './list-controls';

/** Paging, name filter, sort and the inactive switch of a list; any change starts at page 1. */
export function useListState(options: { take: number; sortOptionId?: number }) {
  const filter = useListFilter();
  const [skip, setSkip] = useState(0);
  const [includeInactive, setIncludeInactive] = useState(false);
  const [sortOptionId, setSortOptionId] = useState(options.sortOptionId ?? 1);
  const restart =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSkip(0);
    };
  return {
    take: options.take,
    skip,
    setSkip,
    filterValue: filter.value,
    setFilterValue: restart(filter.setValue),
    searchTerm: filter.term,
    includeInactive,
    /** The switch as the list calls take it. */
    includeInactiveParam: includeInactive ? ('true' as const) : ('false' as const),
    setIncludeInactive: restart(setIncludeInactive),
    sortOptionId,
    setSortOptionId: restart(setSortOptionId),
    restart,
  };
}

export type ListState = ReturnType<typeof useListState>;
