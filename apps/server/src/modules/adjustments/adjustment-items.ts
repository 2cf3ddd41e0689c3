import { itemAgentDetails, itemAgents, items, queryRows, sql } from '@hoa/db';
import { AdjustmentMessages, AgentTypeId, StatusId } from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { CompanyWork, RequestContext } from '../../http/request-context';
import { postReceivableItems } from '../gl/index';

/** The property (of the community) and its billed primary owner; 404 / 400 otherwise. */
export async function propertyOwner(
  ctx: RequestContext,
  communityId: number,
  propertyId: number,
): Promise<{ ownerAgentId: number; ownerName: string }> {
  const [row] = await queryRows<{
    property: string | number;
    owner: string | number | null;
    name: string | null;
  }>(
    ctx.tx,
    sql`select p.id as property, po.id as owner, c.display_name as name from agents p
          left join lateral (select o.id from agents o
             where o.parent_agent_id = p.id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
               and o.is_active and not o.is_deleted order by o.id limit 1) po on true
          left join contacts c on c.agent_id = po.id
         where p.id = ${propertyId} and p.agent_type_id = ${AgentTypeId.Property}
           and p.community_agent_id = ${communityId} and not p.is_deleted`,
  );
  if (!row) throw notFound();
  if (row.owner === null) throw badRequest(AdjustmentMessages.ownerNotFound);
  return { ownerAgentId: Number(row.owner), ownerName: row.name ?? '' };
}

const chunkSize = 5_000;
function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += chunkSize) out.push(rows.slice(i, i + chunkSize));
  return out;
}

export interface DetailLine {
  codeId: number;
  /** Cents, above 0; the side is isDebit. */
  amountCents: number;
  isDebit: boolean;
  /** The offset account (null: the item's details offset each other). */
  accountId: number | null;
  description?: string | null;
}

export interface NewAdjustment {
  communityAgentId: number;
  txnTypeId: number;
  postDate: string;
  reference: string | null;
  description: string | null;
  idempotencyKey: string | null;
  owners: readonly { ownerAgentId: number; lines: readonly DetailLine[] }[];
}

/**
 * Stores an adjustment accrued (status 3): one item, an item agent per owner and a detail per
 * line (storeAdjustments); posted at once when asked, in the same transaction.
 */
export async function storeAdjustment(
  ctx: RequestContext,
  adjustment: NewAdjustment,
  post: boolean,
): Promise<number> {
  const [itemId] = await storeAdjustments(ctx, [adjustment], post);
  if (itemId === undefined) throw new Error('The adjustment was not stored.');
  return itemId;
}

/**
 * Stores adjustments accrued (status 3): an item each, an item agent per owner and a detail per
 * line, three multi-row inserts (per 5,000 rows) whatever their number; posted at once when
 * asked, through the receivable posting function, in the same transaction. Answers the items'
 * ids in the order given.
 */
export async function storeAdjustments(
  ctx: CompanyWork,
  adjustments: readonly NewAdjustment[],
  post: boolean,
): Promise<number[]> {
  const companyId = ctx.user.companyId;
  // RETURNING gives the rows of a VALUES list in the list's order; chunks keep each statement
  // under the protocol's limit of bound parameters.
  const itemIds: number[] = [];
  for (const part of chunks(adjustments)) {
    const rows = await ctx.tx
      .insert(items)
      .values(
        part.map((adjustment) => ({
          companyId,
          communityAgentId: adjustment.communityAgentId,
          txnTypeId: adjustment.txnTypeId,
          statusId: StatusId.Accrued,
          eventDate: adjustment.postDate,
          postDate: adjustment.postDate,
          reference: adjustment.reference,
          description: adjustment.description,
          idempotencyKey: adjustment.idempotencyKey,
          createdByUserId: ctx.user.userId,
        })),
      )
      .returning({ id: items.id });
    itemIds.push(...rows.map((row) => row.id));
  }
  const owners = adjustments.flatMap((adjustment, i) =>
    adjustment.owners.map((owner) => ({ itemId: itemIds[i] ?? 0, owner })),
  );
  const agentIds: number[] = [];
  for (const part of chunks(owners)) {
    const rows = await ctx.tx
      .insert(itemAgents)
      .values(part.map((o) => ({ companyId, itemId: o.itemId, agentId: o.owner.ownerAgentId })))
      .returning({ id: itemAgents.id });
    agentIds.push(...rows.map((row) => row.id));
  }
  const details = owners.flatMap(({ owner }, i) =>
    owner.lines.map((line) => ({
      companyId,
      itemAgentId: agentIds[i] ?? 0,
      codeId: line.codeId,
      amountCents: line.amountCents,
      accruedAmountCents: line.amountCents,
      isDebit: line.isDebit,
      accountId: line.accountId,
      description: line.description ?? null,
    })),
  );
  for (const rows of chunks(details)) await ctx.tx.insert(itemAgentDetails).values(rows);
  if (post) await postReceivableItems(ctx.tx, companyId, itemIds);
  return itemIds;
}

/** The item stored earlier under the idempotency key, if any. */
export async function itemIdByKey(
  ctx: RequestContext,
  key: string | undefined,
): Promise<number | null> {
  if (!key) return null;
  const [row] = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from items where idempotency_key = ${key}`,
  );
  return row ? Number(row.id) : null;
}
