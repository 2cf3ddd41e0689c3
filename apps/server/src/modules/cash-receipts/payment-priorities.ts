import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AssessmentCodeTypeIds,
  codeTypeIdsInGroup,
  CodeTypeId,
  PaymentMessages as M,
  PaymentPriorityLimits,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type GetPaymentPriorities = typeof contract.cashReceipts.GetPaymentPriorities;
type SavePaymentPriorities = typeof contract.cashReceipts.SavePaymentPriorities;

/** Charge codes a payment can pay: the charge group without prepaids and security deposits. */
const payableTypes = codeTypeIdsInGroup('Charge').filter(
  (t) => t !== CodeTypeId.PrePaid && t !== CodeTypeId.SecurityDeposit,
);
const typeArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::smallint[]`;

/** The community's payable codes in paying order, each with its priority and the default. */
export async function getPaymentPriorities(
  ctx: RequestContext,
  { query }: InputOf<GetPaymentPriorities>,
): Promise<ResponseOf<GetPaymentPriorities>> {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const Codes = await queryRows<ResponseOf<GetPaymentPriorities>['Codes'][number]>(
    ctx.tx,
    sql`select c.id::int8 as "CodeID", c.code_alias as "CodeAlias", c.code_name as "CodeName",
               c.code_type_id::int as "TopsCodeTypeId",
               coalesce(p.priority, d.priority)::int as "Priority", d.priority as "DefaultPriority"
          from codes c
          cross join lateral (select case when c.code_type_id = any(${typeArray(AssessmentCodeTypeIds)})
                                          then 1 else 2 end as priority) d
          left join payment_priorities p on p.community_agent_id = c.community_agent_id
               and p.code_id = c.id
         where c.community_agent_id = ${query.communityAgentId}::bigint
           and c.code_type_id = any(${typeArray(payableTypes)})
         order by 5, c.code_alias`,
  );
  return { Codes };
}

/** Sets the priorities; a code set back to its default keeps no row. */
export async function savePaymentPriorities(
  ctx: RequestContext,
  { body }: InputOf<SavePaymentPriorities>,
): Promise<ResponseOf<SavePaymentPriorities>> {
  requireClaim(ctx, 'arownerpayments', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  const { min, max } = PaymentPriorityLimits;
  if (body.Codes.some((c) => c.Priority < min || c.Priority > max)) {
    throw badRequest(M.priorityRange);
  }
  const rows = JSON.stringify(body.Codes.map((c) => ({ code_id: c.CodeID, priority: c.Priority })));
  const input = sql`jsonb_to_recordset(${rows}::jsonb) as r(code_id bigint, priority smallint)`;
  const [known] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(distinct c.id)::int as n from ${input}
          join codes c on c.id = r.code_id and c.community_agent_id = ${body.CommunityAgentId}::bigint
               and c.code_type_id = any(${typeArray(payableTypes)})`,
  );
  if (known?.n !== new Set(body.Codes.map((c) => c.CodeID)).size) throw badRequest(M.notChargeCode);
  await ctx.tx.execute(
    sql`delete from payment_priorities where community_agent_id = ${body.CommunityAgentId}::bigint
           and code_id in (select r.code_id from ${input})`,
  );
  await ctx.tx.execute(
    sql`insert into payment_priorities (company_id, community_agent_id, code_id, priority)
        select distinct on (r.code_id) ${ctx.user.companyId}, ${body.CommunityAgentId}::bigint,
               r.code_id, r.priority
          from ${input} join codes c on c.id = r.code_id
         where r.priority <> case when c.code_type_id = any(${typeArray(AssessmentCodeTypeIds)})
                                  then 1 else 2 end`,
  );
  return { success: true };
}
