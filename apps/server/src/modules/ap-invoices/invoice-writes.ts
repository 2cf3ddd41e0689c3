import {
  apInvoiceActions,
  apInvoices,
  eq,
  itemAgentDetails,
  itemAgents,
  items,
  queryRows,
  sql,
  type Tx,
} from '@hoa/db';
import { InvoiceMessages as M, splitByPercentages, todayIso } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export interface DistributionLine {
  AccountId: number;
  CostCenterId: number | null;
  Amount: number;
}

/** An invoice's header facts as the use cases write them. */
export interface InvoiceFacts {
  communityAgentId: number;
  vendorAgentId: number | null;
  txnTypeId: number;
  invoiceNumber: string | null;
  reference: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  isDueDated: boolean;
  bankAccountId: number | null;
  totalCents: number;
  /** The work order it is entered against (keyed-in invoices); absent: left as it is. */
  workOrderItemId?: number | null;
}

/**
 * The lines an invoice gets: those keyed in, else the vendor's default distribution for the
 * community splitting the total (defaultDistributionLines).
 */
export async function distributionFor(
  ctx: RequestContext,
  facts: InvoiceFacts,
  lines: readonly DistributionLine[],
): Promise<{ lines: DistributionLine[]; fromDefault: boolean }> {
  if (lines.length > 0 || facts.vendorAgentId === null)
    return { lines: [...lines], fromDefault: false };
  const split = await defaultDistributionLines(ctx.tx, [
    {
      key: 0,
      communityAgentId: facts.communityAgentId,
      vendorAgentId: facts.vendorAgentId,
      txnTypeId: facts.txnTypeId,
      totalCents: facts.totalCents,
    },
  ]);
  const found = split.get(0) ?? [];
  return { lines: found, fromDefault: found.length > 0 };
}

export interface DistributionNeed {
  key: number;
  communityAgentId: number;
  vendorAgentId: number;
  txnTypeId: number;
  totalCents: number;
}

/**
 * For any number of invoices, the vendor's default distribution for the community (this invoice
 * type first, then bills) splitting each total so the parts sum exactly; invoices without one are
 * left out of the map.
 */
export async function defaultDistributionLines(
  tx: Tx,
  needs: readonly DistributionNeed[],
): Promise<Map<number, DistributionLine[]>> {
  const split = new Map<number, DistributionLine[]>();
  if (needs.length === 0) return split;
  const details = await queryRows<{
    key: number;
    accountId: number;
    costCenterId: number | null;
    percentage: number;
  }>(
    tx,
    sql`select n.key, d.account_id::int8 as "accountId", d.cost_center_id::int8 as "costCenterId",
               d.percentage::float8 as percentage -- fractional: numeric(6,3)
          from jsonb_to_recordset(${JSON.stringify(needs)}::jsonb)
               as n(key int, "communityAgentId" bigint, "vendorAgentId" bigint, "txnTypeId" int)
          cross join lateral (
                 select id from default_distributions
                  where community_agent_id = n."communityAgentId"
                    and vendor_agent_id = n."vendorAgentId"
                  order by (txn_type_id = n."txnTypeId") desc, txn_type_id limit 1) chosen
          join default_distribution_details d on d.distribution_id = chosen.id
         order by n.key, d.id`,
  );
  const byKey = new Map<number, typeof details>();
  for (const detail of details) byKey.set(detail.key, [...(byKey.get(detail.key) ?? []), detail]);
  for (const need of needs) {
    const mine = byKey.get(need.key);
    if (!mine) continue;
    const parts = splitByPercentages(
      need.totalCents,
      mine.map((detail) => detail.percentage),
    );
    split.set(
      need.key,
      mine.map((detail, index) => ({
        AccountId: detail.accountId,
        CostCenterId: detail.costCenterId,
        Amount: parts[index] ?? 0,
      })),
    );
  }
  return split;
}

/** A new invoice item (the vendor its party) and its ap_invoices header. */
export async function insertInvoice(
  ctx: RequestContext,
  facts: InvoiceFacts,
  state: {
    statusId: number;
    inboxState: number;
    source: 'OCR' | null;
    attachmentId?: number | null;
    ocrText?: string | null;
    /** An invoice made by another use case: its key (so a retry finds it) and item description. */
    idempotencyKey?: string | null;
    description?: string | null;
  },
): Promise<number> {
  const { companyId, userId } = ctx.user;
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId,
      communityAgentId: facts.communityAgentId,
      txnTypeId: facts.txnTypeId,
      statusId: state.statusId,
      isOcrItem: state.source === 'OCR',
      eventDate: facts.invoiceDate ?? todayIso(),
      reference: facts.reference,
      description: state.description ?? null,
      idempotencyKey: state.idempotencyKey ?? null,
      createdByUserId: userId,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('Item insert returned no row');
  await ctx.tx.insert(apInvoices).values({
    itemId: item.id,
    companyId,
    communityAgentId: facts.communityAgentId,
    ...headerValues(facts),
    source: state.source,
    inboxState: state.inboxState,
    attachmentId: state.attachmentId ?? null,
    ocrText: state.ocrText ?? null,
    enteredByUserId: userId,
  });
  return item.id;
}

function headerValues(facts: InvoiceFacts) {
  return {
    vendorAgentId: facts.vendorAgentId,
    invoiceNumber: facts.invoiceNumber,
    invoiceDate: facts.invoiceDate,
    dueDate: facts.dueDate,
    isDueDated: facts.isDueDated || facts.dueDate !== null,
    totalCents: facts.totalCents,
    bankAccountId: facts.bankAccountId,
    ...(facts.workOrderItemId === undefined ? {} : { workOrderItemId: facts.workOrderItemId }),
  };
}

/** Changes the header of an existing, unposted invoice. */
export async function updateInvoiceHeader(
  ctx: RequestContext,
  itemId: number,
  facts: InvoiceFacts,
  hasDefaultDistribution: boolean,
): Promise<void> {
  await ctx.tx
    .update(items)
    .set({
      txnTypeId: facts.txnTypeId,
      reference: facts.reference,
      ...(facts.invoiceDate === null ? {} : { eventDate: facts.invoiceDate }),
      updatedAt: new Date(),
    })
    .where(eq(items.id, itemId));
  await ctx.tx
    .update(apInvoices)
    .set({ ...headerValues(facts), hasDefaultDistribution, updatedAt: new Date() })
    .where(eq(apInvoices.itemId, itemId));
}

/**
 * Makes the vendor the item's one party and its details the given lines (expense debits),
 * replacing what was there. Lines need a vendor to hang on; without one none are kept.
 */
export async function replaceLines(
  ctx: RequestContext,
  itemId: number,
  vendorAgentId: number | null,
  lines: readonly DistributionLine[],
  hasDefaultDistribution: boolean,
): Promise<void> {
  const { companyId } = ctx.user;
  await ctx.tx.execute(
    sql`delete from item_agent_details
         where item_agent_id in (select id from item_agents where item_id = ${itemId}::bigint)`,
  );
  await ctx.tx.execute(sql`delete from item_agents where item_id = ${itemId}::bigint`);
  await ctx.tx
    .update(apInvoices)
    .set({ hasDefaultDistribution })
    .where(eq(apInvoices.itemId, itemId));
  if (vendorAgentId === null) return;
  const [party] = await ctx.tx
    .insert(itemAgents)
    .values({ companyId, itemId, agentId: vendorAgentId })
    .returning({ id: itemAgents.id });
  if (!party) throw new Error('Item agent insert returned no row');
  if (lines.length === 0) return;
  await ctx.tx.insert(itemAgentDetails).values(
    lines.map((line) => ({
      companyId,
      itemAgentId: party.id,
      accountId: line.AccountId,
      costCenterCategoryId: line.CostCenterId,
      amountCents: line.Amount,
      isDebit: true,
    })),
  );
}

/** Logs an invoice action (entered, OCR capture, ...) by the caller. */
export async function logAction(
  ctx: RequestContext,
  itemId: number,
  communityAgentId: number,
  action: number,
): Promise<void> {
  await ctx.tx.insert(apInvoiceActions).values({
    companyId: ctx.user.companyId,
    itemId,
    communityAgentId,
    action,
    userId: ctx.user.userId,
    isInternal: true,
  });
}

/** A keyed-in invoice needs lines: keyed in or from a default distribution. */
export function requireLines(lines: readonly DistributionLine[]): void {
  if (lines.length === 0) throw badRequest(M.noDefaultDistribution);
}
