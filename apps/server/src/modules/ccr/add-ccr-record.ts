import { itemAgents, items, queryRows, sql, violationRecords } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AgentTypeId,
  CodeTypeId,
  localDay,
  StatusId,
  TxnTypeId,
  ViolationMessages as M,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { rereadCcrRecordView } from './ccr-record-rows';

type AddCcrRecord = typeof contract.ccr.AddCcrRecord;
type Body = InputOf<AddCcrRecord>['body'];

/** The property of the community and the owner cited (given, or its primary owner); else 400. */
async function citedOwner(ctx: RequestContext, body: Body): Promise<number> {
  const [row] = await queryRows<{ owner: string | number | null }>(
    ctx.tx,
    sql`select (select o.id from agents o
                 where o.parent_agent_id = p.id and not o.is_deleted
                   and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})
                   and (o.id = ${body.OwnerAgentId ?? null}::bigint
                        or (${body.OwnerAgentId ?? null}::bigint is null
                            and o.agent_type_id = ${AgentTypeId.PrimaryOwner} and o.is_active))
                 order by o.id limit 1) as owner
          from agents p
         where p.id = ${body.PropertyAgentId} and p.agent_type_id = ${AgentTypeId.Property}
           and p.community_agent_id = ${body.CommunityAgentId} and not p.is_deleted`,
  );
  if (!row) throw badRequest(M.propertyNotInCommunity);
  if (row.owner === null)
    throw badRequest(body.OwnerAgentId === undefined ? M.noOwner : M.ownerNotOfProperty);
  return Number(row.owner);
}

/** The CCR code of the community and the live action process it follows (or none); else 400. */
async function ccrCodeProcess(ctx: RequestContext, body: Body): Promise<number | null> {
  const [row] = await queryRows<{ process: string | number | null }>(
    ctx.tx,
    sql`select (select p.id from action_process_codes c
                  join action_processes p on p.id = c.action_process_id and not p.is_deleted
                 where c.code_id = k.id) as process
          from codes k
         where k.id = ${body.TopsCodeId} and k.code_type_id = ${CodeTypeId.CcrCode}
           and k.community_agent_id = ${body.CommunityAgentId}`,
  );
  if (!row) throw badRequest(M.notCcrCode);
  return row.process === null ? null : Number(row.process);
}

/** The description and dates of a record, refused with the reason (400). */
export function checkRecordFacts(facts: {
  Description: string;
  ObservedDate: string;
  NextActionDate: string | null;
}): void {
  if (facts.Description === '') throw badRequest(M.descriptionRequired);
  if (facts.ObservedDate > localDay(new Date())) throw badRequest(M.observedInFuture);
  if (facts.NextActionDate !== null && facts.NextActionDate < facts.ObservedDate)
    throw badRequest(M.nextActionBeforeObserved);
}

/**
 * A violation record as Ccr/AddCcrRecord makes it, without the claim and community checks (the
 * caller's): the facts checked, the owner cited, the item, its party and its record written.
 * Inspection batches accrue their entries through it. Returns the item's id.
 */
export async function createCcrRecord(ctx: RequestContext, body: Body): Promise<number> {
  checkRecordFacts(body);
  const ownerAgentId = await citedOwner(ctx, body);
  const actionProcessId = await ccrCodeProcess(ctx, body);
  const companyId = ctx.user.companyId;
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId,
      communityAgentId: body.CommunityAgentId,
      txnTypeId: TxnTypeId.CcrRecord,
      statusId: StatusId.Open,
      eventDate: body.ObservedDate,
      description: body.Description,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('The violation item was not stored');
  await ctx.tx.insert(itemAgents).values({ companyId, itemId: item.id, agentId: ownerAgentId });
  await ctx.tx.insert(violationRecords).values({
    itemId: item.id,
    companyId,
    propertyAgentId: body.PropertyAgentId,
    ownerAgentId,
    codeId: body.TopsCodeId,
    actionProcessId,
    observedOn: body.ObservedDate,
    nextActionOn: body.NextActionDate,
  });
  return item.id;
}

/**
 * Ccr/AddCcrRecord: a violation (item type 37, Open) of a property of the community and its
 * owner, under one of its CCR codes, following the code's action process from its first level.
 */
export async function addCcrRecord(
  ctx: RequestContext,
  { body }: InputOf<AddCcrRecord>,
): Promise<ResponseOf<AddCcrRecord>> {
  requireClaim(ctx, 'ccrviolations', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  return rereadCcrRecordView(ctx, await createCcrRecord(ctx, body));
}
