import { queryRows, sql, type SQL } from '@hoa/db';
import {
  AgentTypes,
  claimForAgentType,
  claimForTxnType,
  hasAccess,
  TxnTypes,
  type AccessLevel,
  type PermissionClaim,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { requireAgentAccess } from '../../http/agent-access';
import { forbidden, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray, inUserCommunities } from '../../sql/index';

// Who may see and change attachments: the owner of the attachment (an agent, a transaction party
// or a bank account) decides. Its community must be on the caller's list (company-wide agents
// such as vendors are open to every user of the company) and the caller needs the owner's claim:
// the agent type's, the transaction type's, or 'bank'. Read to list and download, update to
// upload, change and delete.

const BankClaim: PermissionClaim = 'bank';

async function requireScope(
  ctx: RequestContext,
  claim: PermissionClaim | undefined,
  level: AccessLevel,
  communityAgentId: number | null,
): Promise<void> {
  if (claim) requireClaim(ctx, claim, level);
  if (communityAgentId !== null) await requireCommunity(ctx, communityAgentId);
}

async function loadOne<T>(ctx: RequestContext, query: SQL): Promise<T> {
  const [row] = await queryRows<T>(ctx.tx, query);
  if (!row) throw notFound();
  return row;
}

export interface AgentOwner {
  agentId: number;
  agentTypeId: number;
}

interface AgentRow {
  id: string | number;
  type: number;
  community: string | number | null;
}

const agentSelect = sql`select a.id, a.agent_type_id as type, a.community_agent_id as community
  from agents a`;

async function checkAgent(
  ctx: RequestContext,
  row: AgentRow,
  level: AccessLevel,
): Promise<AgentOwner> {
  const agent = {
    id: Number(row.id),
    agentTypeId: Number(row.type),
    communityAgentId: row.community === null ? null : Number(row.community),
  };
  await requireAgentAccess(ctx, agent, level);
  return { agentId: agent.id, agentTypeId: agent.agentTypeId };
}

/** An agent the caller may use at the level: 404 unknown (or another company's), 403 otherwise. */
export async function requireAgent(
  ctx: RequestContext,
  agentId: number,
  level: AccessLevel,
): Promise<AgentOwner> {
  return checkAgent(
    ctx,
    await loadOne<AgentRow>(ctx, sql`${agentSelect} where a.id = ${agentId}`),
    level,
  );
}

/**
 * The agents owning the given agent attachments, each checked like requireAgent; 404 when any of
 * the ids is unknown.
 */
export async function requireAgentAttachmentOwners(
  ctx: RequestContext,
  agentAttachmentIds: readonly number[],
  level: AccessLevel,
): Promise<void> {
  const rows = await queryRows<AgentRow & { link_id: string | number }>(
    ctx.tx,
    sql`select aa.id as link_id, a.id, a.agent_type_id as type, a.community_agent_id as community
        from agent_attachments aa join agents a on a.id = aa.agent_id
        where aa.id = any(${idArray(agentAttachmentIds)})`,
  );
  if (rows.length !== new Set(agentAttachmentIds).size) throw notFound();
  const byAgent = new Map(rows.map((row) => [Number(row.id), row]));
  // No community query runs unless a community is off the list, and that one refuses.
  for (const row of byAgent.values()) await checkAgent(ctx, row, level);
}

export interface ItemAgentOwner {
  itemAgentId: number;
  itemId: number;
  agentId: number;
}

interface ItemAgentRow {
  item_agent_id: string | number;
  item_id: string | number;
  agent_id: string | number;
  txn_type_id: number;
  community_agent_id: string | number;
}

async function checkItemAgent(
  ctx: RequestContext,
  row: ItemAgentRow,
  level: AccessLevel,
): Promise<ItemAgentOwner> {
  await requireScope(
    ctx,
    claimForTxnType(Number(row.txn_type_id)),
    level,
    Number(row.community_agent_id),
  );
  return {
    itemAgentId: Number(row.item_agent_id),
    itemId: Number(row.item_id),
    agentId: Number(row.agent_id),
  };
}

const itemAgentSelect = sql`select ia.id as item_agent_id, ia.item_id, ia.agent_id, i.txn_type_id,
  i.community_agent_id from item_agents ia join items i on i.id = ia.item_id`;

/** One party of a transaction, checked against the transaction type's claim and community. */
export async function requireItemAgent(
  ctx: RequestContext,
  itemAgentId: number,
  level: AccessLevel,
): Promise<ItemAgentOwner> {
  const row = await loadOne<ItemAgentRow>(
    ctx,
    sql`${itemAgentSelect} where ia.id = ${itemAgentId} and not ia.is_deleted`,
  );
  return checkItemAgent(ctx, row, level);
}

/** The party TopsAgentId of a transaction, else its first party. */
export async function requireItemParty(
  ctx: RequestContext,
  itemId: number,
  agentId: number | undefined,
  level: AccessLevel,
): Promise<ItemAgentOwner> {
  const byAgent = agentId === undefined ? sql`` : sql` and ia.agent_id = ${agentId}`;
  const row = await loadOne<ItemAgentRow>(
    ctx,
    sql`${itemAgentSelect} where ia.item_id = ${itemId} and not ia.is_deleted${byAgent}
        order by ia.id limit 1`,
  );
  return checkItemAgent(ctx, row, level);
}

/** A transaction, checked like its parties. */
export async function requireItem(
  ctx: RequestContext,
  itemId: number,
  level: AccessLevel,
): Promise<void> {
  const row = await loadOne<{ txn_type_id: number; community_agent_id: string | number }>(
    ctx,
    sql`select txn_type_id, community_agent_id from items where id = ${itemId}`,
  );
  await requireScope(
    ctx,
    claimForTxnType(Number(row.txn_type_id)),
    level,
    Number(row.community_agent_id),
  );
}

/** A bank account: the 'bank' claim and its community. */
export async function requireBankAccount(
  ctx: RequestContext,
  bankAccountId: number,
  level: AccessLevel,
): Promise<number> {
  const row = await loadOne<{ id: string | number; community_agent_id: string | number }>(
    ctx,
    sql`select id, community_agent_id from bank_accounts where id = ${bankAccountId}`,
  );
  await requireScope(ctx, BankClaim, level, Number(row.community_agent_id));
  return Number(row.id);
}

/** A community whose check images the caller may read. */
export async function requireCheckCommunity(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<void> {
  await requireScope(ctx, 'apprintchecks', 'read', communityAgentId);
}

/** `column not in (…)` that reads true for an empty list. */
function notIn(column: SQL, ids: readonly number[]): SQL {
  return ids.length === 0 ? sql`true` : sql`${column} <> all(${idArray(ids)})`;
}

/** Type ids whose claim (if the type has one) the caller lacks at read. */
function deniedIds(
  ctx: RequestContext,
  ids: readonly number[],
  claimOf: (id: number) => PermissionClaim | undefined,
): number[] {
  return ids.filter((id) => {
    const claim = claimOf(id);
    return claim !== undefined && !hasAccess(ctx.user.grants, claim, 'read');
  });
}

/** Agents whose attachments the caller may read, as a condition on the agent aliased `a`. */
export function agentReadable(ctx: RequestContext): SQL {
  const agentTypeIds = AgentTypes.map((t) => t.TopsAgentTypeId);
  const denied = deniedIds(ctx, agentTypeIds, claimForAgentType);
  return sql`(${notIn(sql`a.agent_type_id`, denied)}
    and (a.community_agent_id is null or ${inUserCommunities(ctx, sql`a.community_agent_id`)}))`;
}

/**
 * The rule of the require* checks as one SQL condition on the attachment aliased `att`: true when
 * at least one of its owners is readable by the caller.
 */
export function attachmentReadable(ctx: RequestContext): SQL {
  const txnTypeIds = TxnTypes.map((t) => t.TopsTxnTypeId);
  const deniedTxnTypes = deniedIds(ctx, txnTypeIds, claimForTxnType);
  const bank = hasAccess(ctx.user.grants, BankClaim, 'read')
    ? sql`exists (select 1 from bank_account_attachments baa
        join bank_accounts ba on ba.id = baa.bank_account_id
        where baa.attachment_id = att.id and ${inUserCommunities(ctx, sql`ba.community_agent_id`)})`
    : sql`false`;
  return sql`(exists (select 1 from agent_attachments aa join agents a on a.id = aa.agent_id
      where aa.attachment_id = att.id and ${agentReadable(ctx)})
    or exists (select 1 from item_agent_attachments iaa
      join item_agents ia on ia.id = iaa.item_agent_id join items i on i.id = ia.item_id
      where iaa.attachment_id = att.id and ${notIn(sql`i.txn_type_id`, deniedTxnTypes)}
        and ${inUserCommunities(ctx, sql`i.community_agent_id`)})
    or ${bank})`;
}

export interface StoredAttachment {
  id: number;
  storageKey: string;
  contentType: string;
  fileName: string;
  sizeBytes: number;
}

/** An attachment the caller may read through any of its owners: 404 unknown, 403 unreadable. */
export async function requireReadableAttachment(
  ctx: RequestContext,
  attachmentId: number,
): Promise<StoredAttachment> {
  const row = await loadOne<{
    id: string | number;
    storage_key: string;
    content_type: string;
    file_name: string;
    size_bytes: string | number;
    readable: boolean;
  }>(
    ctx,
    sql`select att.id, att.storage_key, att.content_type, att.file_name, att.size_bytes,
          ${attachmentReadable(ctx)} as readable
        from attachments att where att.id = ${attachmentId}`,
  );
  if (!row.readable) throw forbidden();
  return {
    id: Number(row.id),
    storageKey: row.storage_key,
    contentType: row.content_type,
    fileName: row.file_name,
    sizeBytes: Number(row.size_bytes),
  };
}
