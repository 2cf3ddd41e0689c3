import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AgentTypeId,
  InboxFilterStates,
  kpiFeed,
  StatusId,
  TxnTypeId,
  type KpiFeedKind,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { countOverdueWorkOrders } from '../work-orders/index';

type GetKpiCounts = typeof contract.crm.GetKpiCounts;

/** Home-page counts of one community, in one round trip over indexed columns. */
export async function getKpiCounts(
  ctx: RequestContext,
  input: InputOf<GetKpiCounts>,
): Promise<ResponseOf<GetKpiCounts>> {
  const community = input.query.communityAgentId;
  await requireCommunity(ctx, community);
  // The same open-item rule as the KPI feeds (spec 1 §9: status 10, cash receipts 3).
  const open = (kind: KpiFeedKind) => openItems(kpiFeed(kind).TxnTypeIds, kpiFeed(kind).StatusIds);
  const openItems = (txnTypes: readonly number[], statuses: readonly number[]) =>
    sql`(select count(*)::int from items where community_agent_id = ${community}
         and txn_type_id in (${sql.join(
           txnTypes.map((t) => sql`${t}`),
           sql`, `,
         )})
         and status_id in (${sql.join(
           statuses.map((s) => sql`${s}`),
           sql`, `,
         )}))`;
  // Open invoices are what the AP inbox holds: every invoice in one of its filters.
  const inboxStates = [...new Set(Object.values(InboxFilterStates).map((f) => f.inboxState))];
  const [row] = await queryRows<Record<keyof ResponseOf<GetKpiCounts>, number>>(
    ctx.tx,
    sql`select
      (select count(*)::int from agents where community_agent_id = ${community}
         and agent_type_id = ${AgentTypeId.Property} and not is_deleted) as "CountProperties",
      (select count(*)::int from agents where community_agent_id = ${community}
         and agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner}) and not is_deleted) as "CountOwners",
      (select count(*)::int from agents where agent_type_id = ${AgentTypeId.Vendor}
         and not is_deleted and (community_agent_id is null or community_agent_id = ${community})) as "CountVendors",
      ${open('WorkOrders')} as "CountOpenWorkOrders",
      ${countOverdueWorkOrders(community)} as "CountOverdueWorkOrders",
      ${open('ServiceRequests')} as "CountOpenServiceRequests",
      (select count(*)::int from ap_invoices where community_agent_id = ${community}
         and inbox_state in (${sql.join(
           inboxStates.map((state) => sql`${state}`),
           sql`, `,
         )})) as "CountOpenInvoices",
      ${open('CashReceipts')} as "CountOpenCashReceipts",
      ${open('JournalEntries')} as "CountOpenJournalEntries",
      ${openItems([TxnTypeId.CcrRecord], [StatusId.Open])} as "CountOpenViolations"`,
  );
  if (!row) throw new Error('KPI query returned no row');
  return row;
}
