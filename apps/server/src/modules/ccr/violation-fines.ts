import { sql, type SQL } from '@hoa/db';
import { StatusId } from '@hoa/domain';

/**
 * Whether the fine of a violation action (the row `action` names) was removed: its charge was
 * removed (RemoveCCRTransactionItem, the violation's undo or the owner ledger's removal). The
 * action keeps its charge and amount for the timeline; a removed fine counts no more.
 */
export function fineRemovedSql(action: string): SQL {
  const a = sql.raw(action);
  return sql`exists (select 1 from items fi
                      where fi.id = ${a}.charge_item_id and fi.status_id = ${StatusId.Deleted})`;
}

/** The fines of violation actions (the rows `action` names) that still stand, in cents. */
export function standingFinesSql(action: string): SQL {
  return sql`coalesce(sum(${sql.raw(action)}.fine_cents) filter (where not ${fineRemovedSql(action)}), 0)`;
}
