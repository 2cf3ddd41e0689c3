import { sql } from '@hoa/db';
import type { LedgerLineQuery } from '../gl/index';

/** A stored vendor credit (81) and what its lines need. */
export interface CreditMemoDocument {
  itemId: number;
  communityAgentId: number;
  creditDate: string;
  creditNumber: string;
  /** The community's Accounts Payable account (required account type 4). */
  payableAccountId: number;
  /** The expense account the credit goes to. */
  accountId: number;
  amountCents: number;
}

/**
 * The ledger lines of a vendor credit, on its date: Accounts Payable debited, the expense account
 * credited, both described 'Credit memo <number>'.
 */
export function creditMemoPosting(memo: CreditMemoDocument): LedgerLineQuery {
  const line = (account: number, debit: number, credit: number) =>
    sql`select ${memo.itemId}::bigint as item_id, ${memo.communityAgentId}::bigint as community_agent_id,
               ${memo.creditDate}::date as post_date, ${account}::bigint as account_id,
               null::bigint as cost_center_id, ${debit}::bigint as debit_cents,
               ${credit}::bigint as credit_cents, ${`Credit memo ${memo.creditNumber}`}::text as description,
               null::bigint as item_agent_detail_id`;
  return {
    query: sql`${line(memo.payableAccountId, memo.amountCents, 0)} union all ${line(memo.accountId, 0, memo.amountCents)}`,
  };
}
