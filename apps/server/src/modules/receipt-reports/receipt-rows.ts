import { queryRows, sql, type SQL } from '@hoa/db';
import type { ReceiptReportQuery } from '@hoa/contract';
import { CashReceiptTxnTypeIds, paymentTxnTypeName, StatusId, TxnTypeId } from '@hoa/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

export type ReceiptQuery = z.output<typeof ReceiptReportQuery>;

/** How a receipt reached the bank: a lockbox batch, a direct debit, or entered checks. */
export type DepositKind = 'Lockbox' | 'Direct debit' | 'Checks';

/** One posted owner receipt with its deposit. */
export interface ReceiptRow {
  itemId: number;
  eventDate: string;
  txnTypeId: number;
  typeName: string;
  ownerAgentId: number;
  ownerName: string;
  account: string;
  checkNumber: string;
  amount: number;
  bankAccountId: number | null;
  bankAccountName: string;
  lockboxBatchId: number | null;
  depositKind: DepositKind;
  /** The deposit's date: the lockbox batch's deposit date, else the receipt's date. */
  depositDate: string;
  /** 'Applied to' code by code, e.g. "ASMT 250.00, LATE 25.00". */
  appliedTo: string;
  /** The NSF or backout that reversed it, if any. */
  reversedBy: string;
}

type Raw = Omit<ReceiptRow, 'typeName' | 'depositKind' | 'reversedBy'> & {
  isDirectDebit: boolean;
  reversalTxnTypeId: number | null;
};

/**
 * The posted owner receipts (types 48-51) of a community that pass `where` (aliases: i items, ia
 * item_agents, o the owner agent), in deposit order: deposit date, bank account, kind, batch, id.
 * The amount is the receipt total (the debit detail without a code, on the bank's GL account).
 */
export async function receiptRows(
  ctx: RequestContext,
  communityAgentId: number,
  where: SQL,
): Promise<ReceiptRow[]> {
  const rows = await queryRows<Raw>(
    ctx.tx,
    sql`select i.id::int8 as "itemId", i.event_date::text as "eventDate",
               i.txn_type_id::int as "txnTypeId", ia.agent_id::int8 as "ownerAgentId",
               coalesce(k.display_name, '') as "ownerName", coalesce(pd.account_number, '') as account,
               coalesce(ia.check_number, '') as "checkNumber", t.amount::int8 as amount,
               ba.id::int8 as "bankAccountId", coalesce(ba.account_name, '') as "bankAccountName",
               lb.id::int8 as "lockboxBatchId",
               coalesce(lb.deposit_date, i.event_date)::text as "depositDate",
               (ia.is_direct_debit or i.txn_type_id = ${TxnTypeId.DirectDebit}) as "isDirectDebit",
               coalesce(ap.list, '') as "appliedTo", rv.txn_type_id::int as "reversalTxnTypeId"
          from items i
          join item_agents ia on ia.item_id = i.id and not ia.is_deleted
          join agents o on o.id = ia.agent_id
          left join contacts k on k.agent_id = o.id
          left join property_details pd on pd.agent_id = o.parent_agent_id
          cross join lateral (
            select coalesce(sum(d.amount_cents) filter (where d.is_debit and d.code_id is null), 0)
                     as amount,
                   min(d.account_id) filter (where d.is_debit and d.code_id is null) as gl_account_id
              from item_agent_details d where d.item_agent_id = ia.id and not d.is_deleted) t
          left join lateral (
            select string_agg(c.code_alias || ' ' || to_char(d.amount_cents / 100.0, 'FM999,999,990.00'),
                              ', ' order by c.code_alias) as list
              from item_agent_details d join codes c on c.id = d.code_id
             where d.item_agent_id = ia.id and not d.is_deleted and not d.is_debit) ap on true
          left join lateral (select x.batch_id from lockbox_payment_items li
                               join lockbox_payments x on x.id = li.lockbox_payment_id
                              where li.item_id = i.id) lp on true
          left join lockbox_batches lb on lb.id = lp.batch_id
          left join lateral (
            select bb.id, bb.account_name from bank_accounts bb
             where bb.id = lb.bank_account_id
                or (lb.id is null and bb.community_agent_id = i.community_agent_id
                    and bb.gl_account_id = t.gl_account_id)
             order by (bb.id = lb.bank_account_id) desc, bb.is_primary desc, bb.id limit 1) ba on true
          left join lateral (
            select r.txn_type_id from items r
             where r.parent_item_id = i.id and r.status_id <> ${StatusId.Deleted}::smallint
               and r.txn_type_id in (${TxnTypeId.Nsf}, ${TxnTypeId.BackoutPayment})
             order by r.id limit 1) rv on true
         where i.community_agent_id = ${communityAgentId}::bigint
           and i.txn_type_id = any(${idArray(CashReceiptTxnTypeIds)})
           and i.status_id = ${StatusId.Posted}::smallint
           and ${where}
         order by coalesce(lb.deposit_date, i.event_date), ba.account_name, ba.id,
                  (ia.is_direct_debit or i.txn_type_id = ${TxnTypeId.DirectDebit}), lb.id nulls first,
                  i.id, ia.id`,
  );
  return rows.map(({ isDirectDebit, reversalTxnTypeId, ...r }) => ({
    ...r,
    typeName: paymentTxnTypeName(r.txnTypeId),
    depositKind: r.lockboxBatchId !== null ? 'Lockbox' : isDirectDebit ? 'Direct debit' : 'Checks',
    reversedBy: reversalTxnTypeId === null ? '' : paymentTxnTypeName(reversalTxnTypeId),
  }));
}

/** A deposit's key: receipts with the same key reached the bank together. */
export const depositKey = (r: ReceiptRow) =>
  `${r.depositDate}|${String(r.bankAccountId)}|${r.depositKind}|${String(r.lockboxBatchId)}`;

/** A deposit's bank account and kind, e.g. "Operating · Checks", "Operating · Lockbox batch #12". */
export function depositLabel(r: ReceiptRow): string {
  const kind =
    r.lockboxBatchId === null ? r.depositKind : `Lockbox batch #${String(r.lockboxBatchId)}`;
  return `${r.bankAccountName || 'No bank account'} · ${kind}`;
}
