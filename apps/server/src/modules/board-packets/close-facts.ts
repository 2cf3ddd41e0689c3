import { queryRows, sql, type Tx } from '@hoa/db';
import {
  closeChecklist,
  monthBounds,
  StatusId,
  TxnTypeId,
  UnenteredInboxStates,
  type CloseCheck,
  type CloseFacts,
  type IsoDate,
} from '@hoa/domain';
import { appError } from '../../http/errors';

/** The first and last day of the month asked for (the contract has checked its form). */
export function monthOf(month: string): { startDate: IsoDate; endDate: IsoDate } {
  const bounds = monthBounds(month);
  if (!bounds) throw appError('BoardPacketMonth');
  return bounds;
}

interface RunCounts {
  posted: number;
  accrued: number;
}

/** Posted and accrued runs of a type dated in the month. */
async function runCounts(
  tx: Tx,
  communityAgentId: number,
  txnTypeId: number,
  m: { startDate: IsoDate; endDate: IsoDate },
): Promise<RunCounts> {
  const [row] = await queryRows<RunCounts>(
    tx,
    sql`select count(*) filter (where status_id in (${StatusId.Posted}, ${StatusId.Complete}))::int8 as posted,
               count(*) filter (where status_id = ${StatusId.Accrued})::int8 as accrued
          from items
         where community_agent_id = ${communityAgentId}
           and txn_type_id = ${txnTypeId}::smallint
           and coalesce(post_date, event_date) between ${m.startDate}::date and ${m.endDate}::date`,
  );
  return { posted: Number(row?.posted ?? 0), accrued: Number(row?.accrued ?? 0) };
}

/**
 * What the modules' own tables say about a community's month: its bank accounts' last finished
 * reconciliations (bank_reconciliations), the invoices dated in the month not yet approved
 * (ap_invoices), the charge and late fee runs of the month (items 40 and 41) with whether the
 * community bills recurring charges (charge_assignments) and has late fees set up
 * (late_fee_settings), and its unposted journal entries (items 60, templates aside).
 */
export async function readCloseFacts(
  tx: Tx,
  communityAgentId: number,
  month: string,
): Promise<CloseFacts> {
  const m = monthOf(month);
  const bankAccounts = await queryRows<{ Name: string; ReconciledThrough: string | null }>(
    tx,
    sql`select ba.account_name || ' …' || right(ba.account_number, 4) as "Name",
               (select to_char(max(r.statement_date), 'YYYY-MM-DD') from bank_reconciliations r
                 where r.bank_account_id = ba.id and r.finished_at is not null) as "ReconciledThrough"
          from bank_accounts ba
         where ba.community_agent_id = ${communityAgentId} and not ba.is_removed
         order by ba.is_primary desc, ba.account_name, ba.id`,
  );
  const invoices = await queryRows<{ Vendor: string; InvoiceNumber: string; state: number }>(
    tx,
    sql`select coalesce(vc.display_name, '') as "Vendor", coalesce(v.invoice_number, '') as "InvoiceNumber",
               v.inbox_state as state
          from ap_invoices v
          join items i on i.id = v.item_id
          left join contacts vc on vc.agent_id = v.vendor_agent_id
         where v.community_agent_id = ${communityAgentId}
           and v.inbox_state between 1 and 4
           and i.status_id <> ${StatusId.Deleted}
           and coalesce(v.invoice_date, i.event_date) between ${m.startDate}::date and ${m.endDate}::date
         order by coalesce(v.invoice_date, i.event_date), v.item_id`,
  );
  const [setup] = await queryRows<{ charges: boolean; late_fees: boolean }>(
    tx,
    sql`select exists (select 1 from charge_assignments where community_agent_id = ${communityAgentId}) as charges,
               exists (select 1 from late_fee_settings where community_agent_id = ${communityAgentId}
                          and cardinality(code_ids) > 0) as late_fees`,
  );
  const entries = await queryRows<{ Reference: string; Date: string }>(
    tx,
    sql`select coalesce(i.reference, '') as "Reference", to_char(i.event_date, 'YYYY-MM-DD') as "Date"
          from items i
          join journal_entries je on je.item_id = i.id
         where i.community_agent_id = ${communityAgentId}
           and i.txn_type_id = ${TxnTypeId.JournalEntry}::smallint
           and i.status_id = ${StatusId.Accrued}
           and not je.is_template
           and coalesce(i.post_date, i.event_date) between ${m.startDate}::date and ${m.endDate}::date
         order by i.event_date, i.id`,
  );
  return {
    endDate: m.endDate,
    bankAccounts,
    unenteredInvoices: invoices.map((i) => ({
      Vendor: i.Vendor,
      InvoiceNumber: i.InvoiceNumber,
      InboxState: UnenteredInboxStates[i.state] ?? '',
    })),
    hasRecurringCharges: setup?.charges ?? false,
    chargeRuns: await runCounts(tx, communityAgentId, TxnTypeId.ApplyCharges, m),
    lateFeesSetUp: setup?.late_fees ?? false,
    lateFeeRuns: await runCounts(tx, communityAgentId, TxnTypeId.LateFee, m),
    unpostedJournalEntries: entries,
  };
}

/** The month's checklist of a community. */
export async function readCloseChecklist(
  tx: Tx,
  communityAgentId: number,
  month: string,
): Promise<CloseCheck[]> {
  return closeChecklist(await readCloseFacts(tx, communityAgentId, month));
}
