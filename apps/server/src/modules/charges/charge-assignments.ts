import { queryRows, sql } from '@hoa/db';
import type { ChargeAssignmentRow, contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, CodeTypeId, codeTypeIdsInGroup, Frequencies } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

type Summary = typeof contract.charges.GetChargeAssignmentSummary;
type Assign = typeof contract.charges.Assign;

/** Codes a property can be assigned: the charge group, less the prepaid code. */
const assignableTypes = sql.raw(
  codeTypeIdsInGroup('Charge')
    .filter((t) => t !== CodeTypeId.PrePaid)
    .join(','),
);

/** The property of an agent: itself, or an owner's parent property. */
async function propertyOf(
  ctx: RequestContext,
  agentId: number,
): Promise<{ propertyId: number; communityAgentId: number }> {
  const [row] = await queryRows<{ property: string | number; community: string | number }>(
    ctx.tx,
    sql`select p.id as property, p.community_agent_id as community
          from agents a join agents p on p.id = case when a.agent_type_id = ${AgentTypeId.Property}
                                               then a.id else a.parent_agent_id end
         where a.id = ${agentId} and p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted`,
  );
  if (!row) throw notFound();
  const found = { propertyId: Number(row.property), communityAgentId: Number(row.community) };
  await requireCommunity(ctx, found.communityAgentId);
  return found;
}

async function summary(ctx: RequestContext, propertyId: number, communityAgentId: number) {
  const rows = await queryRows<{
    assignment: string | number | null;
    code: string | number;
    type_id: number;
    alias: string;
    name: string;
    frequency_id: number | null;
    amount: string | number;
    auto_pay: boolean | null;
    start_date: string | null;
    end_date: string | null;
  }>(
    ctx.tx,
    sql`select ca.id as assignment, k.id as code, k.code_type_id as type_id, k.code_alias as alias,
               k.code_name as name, k.frequency_id, k.amount_cents as amount,
               ca.is_auto_pay_enabled as auto_pay, ca.accelerated_start_date::text as start_date,
               ca.accelerated_end_date::text as end_date
          from codes k
          left join charge_assignments ca on ca.code_id = k.id and ca.agent_id = ${propertyId}
         where k.community_agent_id = ${communityAgentId}
           and k.code_type_id in (${assignableTypes})
         order by k.code_alias`,
  );
  const codes: ChargeAssignmentRow[] = rows.map((r) => ({
    AgentCodeCategoryId: r.assignment === null ? null : Number(r.assignment),
    TopsCodeId: Number(r.code),
    TopsCodeTypeId: r.type_id,
    CodeAlias: r.alias,
    CodeName: r.name,
    FrequencyName: Frequencies.find((f) => f.FrequencyId === r.frequency_id)?.FrequencyName ?? null,
    Amount: Number(r.amount),
    IsAssigned: r.assignment !== null,
    IsAutoPayEnabled: r.auto_pay ?? false,
    AcceleratedStartDate: r.start_date,
    AcceleratedEndDate: r.end_date,
  }));
  return { PropertyAgentId: propertyId, CommunityAgentId: communityAgentId, Codes: codes };
}

/** GetChargeAssignmentSummary: the charge codes of the property (of an owner: its property). */
export async function getChargeAssignmentSummary(
  ctx: RequestContext,
  input: InputOf<Summary>,
): Promise<ResponseOf<Summary>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  const { propertyId, communityAgentId } = await propertyOf(ctx, input.query.agentId);
  return summary(ctx, propertyId, communityAgentId);
}

/**
 * Assign: the property's assignments become exactly the list given, each with its autopay flag and
 * accelerated dates; codes left out are unassigned.
 */
export async function assign(
  ctx: RequestContext,
  input: InputOf<Assign>,
): Promise<ResponseOf<Assign>> {
  requireClaim(ctx, 'arapplycharges', 'update');
  const { propertyId, communityAgentId } = await propertyOf(ctx, input.body.agentId);
  const list = input.body.Assignments;
  const codeIds = list.map((a) => a.TopsCodeId);
  if (new Set(codeIds).size !== codeIds.length) throw badRequest(AssignMessages.duplicate);
  const [valid] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from codes k where k.id = any(${idArray(codeIds)})
           and k.community_agent_id = ${communityAgentId} and k.code_type_id in (${assignableTypes})`,
  );
  if ((valid?.n ?? 0) !== codeIds.length) throw badRequest(AssignMessages.notAssignable);
  for (const a of list) {
    if (
      a.AcceleratedStartDate &&
      a.AcceleratedEndDate &&
      a.AcceleratedEndDate < a.AcceleratedStartDate
    )
      throw badRequest(AssignMessages.acceleratedDates);
  }
  await ctx.tx.execute(
    sql`delete from charge_assignments where agent_id = ${propertyId}
          and not (code_id = any(${idArray(codeIds)}))`,
  );
  if (list.length > 0) {
    await ctx.tx.execute(
      sql`insert into charge_assignments (company_id, community_agent_id, agent_id, code_id,
            is_auto_pay_enabled, accelerated_start_date, accelerated_end_date)
          select ${ctx.user.companyId}, ${communityAgentId}, ${propertyId}, x.code_id, x.auto_pay,
                 x.start_date, x.end_date
            from jsonb_to_recordset(${JSON.stringify(
              list.map((a) => ({
                code_id: a.TopsCodeId,
                auto_pay: a.IsAutoPayEnabled,
                start_date: a.AcceleratedStartDate,
                end_date: a.AcceleratedEndDate,
              })),
            )}::jsonb) as x(code_id bigint, auto_pay boolean, start_date date, end_date date)
          on conflict (agent_id, code_id) do update
             set is_auto_pay_enabled = excluded.is_auto_pay_enabled,
                 accelerated_start_date = excluded.accelerated_start_date,
                 accelerated_end_date = excluded.accelerated_end_date`,
    );
  }
  return summary(ctx, propertyId, communityAgentId);
}

// Ours: the spec names no texts for these refusals.
const AssignMessages = {
  duplicate: 'A code is listed twice.',
  notAssignable: 'A code is not a charge code of the property’s community.',
  acceleratedDates: 'The accelerated end date must not be before its start date.',
} as const;
