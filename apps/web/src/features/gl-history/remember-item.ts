import { useQuery } from '@tanstack/react-query';
import { useRememberRecent } from '../../app/recent-records';
import { communityItemQuery } from './gl-history-queries';

/** Remembers the transaction a screen shows among the recent records, by its type and number. */
export function useRememberItem(itemId: number | null): void {
  const item = useQuery({ ...communityItemQuery(itemId ?? 0), enabled: itemId !== null });
  useRememberRecent(
    item.data
      ? { label: `${item.data.TxnTypeName} #${String(item.data.TopsItemId)}`, kind: 'Transaction' }
      : null,
  );
}
