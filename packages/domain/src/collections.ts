// Small collection helpers the rules and the server share.

/** Rows grouped by a key, in first-seen order (Map.groupBy, which Node 20 lacks). */
export function groupMap<T, K>(rows: Iterable<T>, key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
