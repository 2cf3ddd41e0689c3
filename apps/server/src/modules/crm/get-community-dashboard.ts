import { queryRows, sql } from '@hoa/db';
import type { CommunityDashboard, contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  ApPaymentStatus,
  hasAccess,
  InboxFilterStates,
  localDay,
  StatusId,
  TxnTypeId,
  UserCanApproveValue,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inboxCards, mayUseApprovals } from '../ap-inbox/index';
import { readCommunityApSettings } from '../ap-settings/index';
import { selectBankAccounts } from '../banks/index';
import { AgingBuckets, communityAging, type AgingBucket } from '../owner-ledger/index';

type GetCommunityDashboard = typeof contract.crm.GetCommunityDashboard;

/** How many invoices and tasks the home page lists; the counts cover them all. */
const listed = 5;

// The aging report's column titles (ar-reports agingColumns).
const bucketLabels: Record<AgingBucket, string> = {
  Current: 'Current',
  Days30: '30 Days',
  Days60: '60 Days',
  Days90: '90+ Days',
};

/**
 * The community home page (issue 18): what a manager has to act on on a date (today by default).
 * Each part takes the rule of the screen it summarises and is null when the caller may not open
 * that screen: delinquency is the AR KPI's aging (owner read), cash the bank account screens' book
 * balances (bank read), invoices waiting for the caller the AP inbox approval filters' cards they
 * can approve now (apinvoice read and subscription tier 2). Tasks are the caller's own.
 */
export async function getCommunityDashboard(
  ctx: RequestContext,
  input: InputOf<GetCommunityDashboard>,
): Promise<ResponseOf<GetCommunityDashboard>> {
  const community = input.query.communityAgentId;
  await requireCommunity(ctx, community);
  const asOfDate = input.query.asOfDate ?? localDay(new Date());
  const may = (claim: 'owner' | 'bank' | 'apinvoice' | 'community') =>
    hasAccess(ctx.user.grants, claim, 'read');
  const approvals = may('apinvoice') && mayUseApprovals(ctx);
  return {
    CommunityAgentId: community,
    AsOfDate: asOfDate,
    Delinquency: may('owner') ? await delinquency(ctx, community, asOfDate) : null,
    Cash: may('bank') ? await cash(ctx, community) : null,
    InvoicesWaitingForMe: approvals ? await invoicesWaitingFor(ctx, community) : null,
    ItemsWaitingForApproval: approvals ? await inApproval(ctx, community) : null,
    Contract: may('community') ? await contractChart(ctx, community, asOfDate) : null,
    TasksDue: await tasksDue(ctx, community, asOfDate),
  };
}

/** The community chart: the contract value and the vendor payments of the year to the date. */
async function contractChart(
  ctx: RequestContext,
  community: number,
  asOfDate: string,
): Promise<CommunityDashboard['Contract']> {
  const settings = await readCommunityApSettings(ctx.tx, community);
  const [paid] = await queryRows<{ cents: number }>(
    ctx.tx,
    sql`select coalesce(sum(amount_cents), 0)::int8 as cents from ap_payments
         where community_agent_id = ${community}::bigint and status <> ${ApPaymentStatus.Voided}
           and payment_date between ${`${asOfDate.slice(0, 4)}-01-01`}::date and ${asOfDate}::date`,
  );
  return {
    ContractValue: settings.ContractValue,
    PaidThisYear: Number(paid?.cents ?? 0),
    Warning: settings.ContractValueWarning,
  };
}

async function delinquency(
  ctx: RequestContext,
  community: number,
  asOfDate: string,
): Promise<CommunityDashboard['Delinquency']> {
  const aging = await communityAging(ctx.tx, community, asOfDate);
  const { Current, Days30, Days60, Days90 } = aging.amounts;
  return {
    Buckets: AgingBuckets.map((bucket) => ({
      Bucket: bucket,
      Label: bucketLabels[bucket],
      Amount: aging.amounts[bucket],
      OwnerCount: aging.owners[bucket],
    })),
    Total: Current + Days30 + Days60 + Days90,
    Delinquent: Days30 + Days60 + Days90,
    DelinquentOwners: aging.delinquentOwners,
  };
}

async function cash(ctx: RequestContext, community: number): Promise<CommunityDashboard['Cash']> {
  const accounts = await selectBankAccounts(
    ctx,
    sql`bank_accounts.community_agent_id = ${community} and not bank_accounts.is_removed`,
    { includeBalances: true },
  );
  const listedAccounts = accounts.map((a) => ({
    TopsAgentBankId: a.TopsAgentBankId,
    AccountName: a.AccountName,
    BankName: a.BankName,
    AccountNumber: a.AccountNumber,
    Balance: a.Balance ?? 0,
  }));
  return {
    Total: listedAccounts.reduce((sum, a) => sum + a.Balance, 0),
    Accounts: listedAccounts,
  };
}

async function invoicesWaitingFor(
  ctx: RequestContext,
  community: number,
): Promise<CommunityDashboard['InvoicesWaitingForMe']> {
  const sort = { by: 'DueDate', order: 'asc' } as const;
  const stages = [
    await inboxCards(ctx, community, 'InternalApproval', sort),
    await inboxCards(ctx, community, 'BoardApproval', sort),
  ];
  const mine = stages
    .flatMap((s) => s.cards)
    .filter((c) => c.UserCanApprove === UserCanApproveValue.Enabled)
    .sort(
      (a, b) =>
        (a.DueDate ?? '9999-12-31').localeCompare(b.DueDate ?? '9999-12-31') || a.ItemId - b.ItemId,
    );
  return {
    Count: mine.length,
    Total: mine.reduce((sum, c) => sum + c.TotalAmount, 0),
    Invoices: mine.slice(0, listed).map((c) => ({
      ItemId: c.ItemId,
      InvoiceNumber: c.InvoiceNumber,
      VendorDisplayName: c.VendorDisplayName,
      DueDate: c.DueDate,
      TotalAmount: c.TotalAmount,
      ApprovalStatus: c.ApprovalStatus,
    })),
  };
}

async function inApproval(
  ctx: RequestContext,
  community: number,
): Promise<CommunityDashboard['ItemsWaitingForApproval']> {
  const internal = InboxFilterStates.InternalApproval;
  const board = InboxFilterStates.BoardApproval;
  const [row] = await queryRows<{ internal: number; board: number; total: number }>(
    ctx.tx,
    sql`select count(*) filter (where approval_status = ${internal.approvalStatus})::int as internal,
               count(*) filter (where approval_status = ${board.approvalStatus})::int as board,
               coalesce(sum(total_cents), 0)::int8 as total
          from ap_invoices
         where community_agent_id = ${community} and inbox_state = ${internal.inboxState}
           and approval_status in (${internal.approvalStatus}, ${board.approvalStatus})`,
  );
  const InternalApproval = row?.internal ?? 0;
  const BoardApproval = row?.board ?? 0;
  return {
    Count: InternalApproval + BoardApproval,
    Total: row?.total ?? 0,
    InternalApproval,
    BoardApproval,
  };
}

/**
 * The caller's open tasks (65, status 10) of the community due on or before the date: those
 * assigned to the caller's agent, and those the caller created without assigning anyone. A task is
 * due on its end date, or its start date when it has none; a task without dates is never due.
 */
async function tasksDue(
  ctx: RequestContext,
  community: number,
  asOfDate: string,
): Promise<CommunityDashboard['TasksDue']> {
  const me = ctx.user.userId;
  const rows = await queryRows<{
    id: number;
    subject: string;
    due: string;
    agent_name: string | null;
    n: number;
  }>(
    ctx.tx,
    sql`select i.id::int8 as id, n.subject, coalesce(n.end_date, n.start_date)::text as due,
               c.display_name as agent_name, count(*) over ()::int as n
          from items i
          join notes n on n.item_id = i.id and not n.is_deleted
          left join lateral (
            select ia.agent_id from item_agents ia
             where ia.item_id = i.id and not ia.is_deleted order by ia.id limit 1) about on true
          left join contacts c on c.agent_id = about.agent_id
         where i.community_agent_id = ${community} and i.txn_type_id = ${TxnTypeId.Task}
           and i.status_id = ${StatusId.Open}
           and coalesce(n.end_date, n.start_date) <= ${asOfDate}::date
           and (exists (select 1 from note_agents na join users u on u.user_agent_id = na.agent_id
                         where na.note_id = n.id and u.id = ${me})
                or (i.created_by_user_id = ${me}
                    and not exists (select 1 from note_agents na where na.note_id = n.id)))
         order by due, i.id
         limit ${listed}`,
  );
  return {
    Count: rows[0]?.n ?? 0,
    Tasks: rows.map((r) => ({
      TopsItemId: r.id,
      Subject: r.subject,
      DueDate: r.due,
      AgentName: r.agent_name ?? '',
    })),
  };
}
