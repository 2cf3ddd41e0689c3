import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { accountFundTypeId, AccountTypes } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetReportAccountList = typeof contract.reports.GetReportAccountList;

/**
 * The accounts a report may cover (spec 2 §7 GetReportAccountList): the community's accounts in
 * an account number range, of a cost center, of fund types (see accountFundTypeId), by number.
 */
export async function getReportAccountList(
  ctx: RequestContext,
  input: InputOf<GetReportAccountList>,
): Promise<ResponseOf<GetReportAccountList>> {
  const b = input.body;
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, b.AgentId);
  const rows = await queryRows<{
    id: string | number;
    number: string;
    name: string;
    typeId: number;
    costCenterId: string | number | null;
    costCenterNumber: string | null;
    costCenterName: string | null;
  }>(
    ctx.tx,
    sql`select a.id, a.account_number as number, a.account_name as name,
               a.account_type_id as "typeId", a.cost_center_id as "costCenterId",
               cc.cost_center_number as "costCenterNumber", cc.cost_center_name as "costCenterName"
          from accounts a left join cost_centers cc on cc.id = a.cost_center_id
         where a.community_agent_id = ${b.AgentId}
           and (${b.StartAccountNumber ?? null}::text is null or a.account_number >= ${b.StartAccountNumber ?? null}::text)
           and (${b.EndAccountNumber ?? null}::text is null or a.account_number <= ${b.EndAccountNumber ?? null}::text)
           and (${b.CostCenterId ?? null}::bigint is null or a.cost_center_id = ${b.CostCenterId ?? null}::bigint)
         order by a.account_number, a.id`,
  );
  const fundTypes = b.FundTypeIds?.length ? b.FundTypeIds : null;
  return rows
    .map((r) => ({
      TopsAccountId: Number(r.id),
      AccountNumber: r.number,
      AccountName: r.name,
      TopsAccountTypeId: Number(r.typeId),
      AccountTypeName:
        AccountTypes.find((t) => t.TopsAccountTypeId === Number(r.typeId))?.AccountTypeName ?? '',
      FundTypeId: accountFundTypeId(Number(r.typeId)),
      CostCenterId: r.costCenterId === null ? null : Number(r.costCenterId),
      CostCenterNumber: r.costCenterNumber,
      CostCenterName: r.costCenterName,
    }))
    .filter((a) => fundTypes === null || fundTypes.includes(a.FundTypeId));
}
