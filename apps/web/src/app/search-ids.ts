// Ids a route takes in its search (…/new-work-order?serviceRequestId=5). The router keeps the
// search inside the hash (createHashHistory), so a page reads it with useSearch, never from
// window.location; a route declares its ids with validateSearch: searchIds('serviceRequestId').

/** A route's validateSearch keeping the named search values that are positive whole numbers. */
export function searchIds<K extends string>(
  ...names: readonly K[]
): (search: Record<string, unknown>) => Partial<Record<K, number>> {
  return (search) => {
    const ids: Partial<Record<K, number>> = {};
    for (const name of names) {
      const id = Number(search[name]);
      if (Number.isInteger(id) && id > 0) ids[name] = id;
    }
    return ids;
  };
}
