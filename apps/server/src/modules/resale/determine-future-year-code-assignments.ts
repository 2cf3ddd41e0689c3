import { queryRows, sql, type SQL } from '@hoa/db';
import type { contract, FutureCodeAssignment, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { resaleProperty, type ResaleProperty } from './resale-property';

type Determine = typeof contract.resale.DetermineFutureYearCodeAssignments;

/**
 * The property's future codes, as ChargeAssignment/DetermineFutureYearCodeAssignments finds them
 * for a fiscal year: codes of the community that start after the resale date and name as previous
 * code one the property carries. Charges follow the property's assignments, so the new owner is
 * billed what the prior owner was, and these codes once they start.
 */
function futureCodes(p: ResaleProperty, splitDate: string): SQL {
  return sql`select k.id, k.code_alias, k.code_name, k.start_date, prev.code_alias as previous_alias,
                    ca.is_auto_pay_enabled
               from codes k
               join codes prev on prev.id = k.previous_code_id
               join charge_assignments ca on ca.code_id = prev.id and ca.agent_id = ${p.propertyAgentId}
              where k.community_agent_id = ${p.communityAgentId} and k.start_date > ${splitDate}::date`;
}

/** Resale/DetermineFutureYearCodeAssignments: the future codes the new owner will be billed. */
export async function determineFutureYearCodeAssignments(
  ctx: RequestContext,
  input: InputOf<Determine>,
): Promise<ResponseOf<Determine>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  const property = await resaleProperty(ctx, input.body.propertyAgentId, 'read');
  const codes = await queryRows<FutureCodeAssignment>(
    ctx.tx,
    sql`select f.id::int8 as "TopsCodeId", f.code_alias as "CodeAlias", f.code_name as "CodeName",
               f.start_date::text as "StartDate", f.previous_alias as "PreviousCodeAlias",
               exists (select 1 from charge_assignments x
                        where x.code_id = f.id and x.agent_id = ${property.propertyAgentId})
                 as "IsAssigned"
          from (${futureCodes(property, input.body.splitDate)}) f
         order by f.start_date, f.code_alias`,
  );
  return { Codes: codes };
}

/** Assigns the property's future codes (with the previous code's autopay flag); returns how many. */
export async function assignFutureCodes(
  ctx: RequestContext,
  property: ResaleProperty,
  splitDate: string,
): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    ctx.tx,
    sql`insert into charge_assignments (company_id, community_agent_id, agent_id, code_id,
          is_auto_pay_enabled)
        select ${ctx.user.companyId}, ${property.communityAgentId}, ${property.propertyAgentId}, f.id,
               f.is_auto_pay_enabled
          from (${futureCodes(property, splitDate)}) f
        on conflict (agent_id, code_id) do nothing
        returning id::text`,
  );
  return rows.length;
}
