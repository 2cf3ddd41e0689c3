import { queryRows, sql, type Tx } from '@hoa/db';
import { FundsTransferStatus, StatusId, TxnTypeId } from '@hoa/domain';
import { postEntries } from '../gl/index';
import { insertLedgerItems } from '../journal-entries/index';
import { fundsTransferPosting, type DueTransfer } from './funds-transfer-posting';
import { idArray } from '../../sql/index';

/** Where transfers post: a request's transaction, or a job's tenant transaction (no user). */
export interface TransferScope {
  tx: Tx;
  user: { companyId: number; userId: number | null };
}

/**
 * Posts pending transfers (locked, so each posts once): each becomes a journal entry (60) dated
 * on its transfer date, the to account's cash debited and the from account's cash credited,
 * through postEntries. Returns the ids posted.
 */
export async function postTransfers(ctx: TransferScope, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const due = await queryRows<DueTransfer>(
    ctx.tx,
    sql`select ft.id::int8 as id, ft.community_agent_id::int8 as community,
               ft.from_account_id::int8 as from_account, ft.to_account_id::int8 as to_account,
               ft.from_cost_center_id::int8 as from_cc, ft.to_cost_center_id::int8 as to_cc,
               ft.amount_cents::int8 as cents, ft.reference, ft.transfer_date::text as date,
               fa.account_name as from_name, ta.account_name as to_name
          from funds_transfers ft
          join bank_accounts fa on fa.id = ft.from_bank_account_id
          join bank_accounts ta on ta.id = ft.to_bank_account_id
         where ft.id = any(${idArray(ids)}) and ft.status = ${FundsTransferStatus.Pending}
         order by ft.id
           for update of ft`,
  );
  if (due.length === 0) return [];
  const stored = await insertLedgerItems(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    due.map((t) => {
      const description = `Funds transfer ${t.from_name} to ${t.to_name}`;
      const line = { reference: t.reference, description, amountCents: t.cents };
      return {
        communityAgentId: t.community,
        txnTypeId: TxnTypeId.JournalEntry,
        statusId: StatusId.Posted,
        postDate: t.date,
        reference: t.reference ?? 'Funds transfer',
        description,
        journal: { reverseNextPeriod: false, isTemplate: false, reversalOfItemId: null },
        lines: [
          { ...line, accountId: t.to_account, isDebit: true, costCenterId: t.to_cc },
          { ...line, accountId: t.from_account, isDebit: false, costCenterId: t.from_cc },
        ],
      };
    }),
  );
  await postEntries(ctx.tx, ctx.user.companyId, fundsTransferPosting(due, stored));
  const pairs = due.map((t, i) => `(${t.id},${stored[i]?.itemId ?? 0})`).join(',');
  await ctx.tx.execute(
    sql`update funds_transfers ft set status = ${FundsTransferStatus.Posted}, item_id = v.item_id
          from (values ${sql.raw(pairs)}) v(id, item_id) where ft.id = v.id`,
  );
  return due.map((t) => t.id);
}
