import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { balanceInNormalSign, normalBalanceOf, AccountTypes } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { accountTotals } from './history-queries';
import { resolveHistoryScope } from './history-scope';

type GetHistoryHeader = typeof contract.glHistory.GetHistoryHeader;

interface CostCenterRow {
  CostCenterId: string | number;
  CostCenterNumber: string;
  CostCenterName: string;
}

/** GET /GeneralLedger/GetHistoryHeader (spec 2 §7): the account and its balance as of a date. */
export async function getHistoryHeader(
  ctx: RequestContext,
  input: InputOf<GetHistoryHeader>,
): Promise<ResponseOf<GetHistoryHeader>> {
  const { scope, account } = await resolveHistoryScope(ctx, input.query);
  const totals = await accountTotals(ctx.tx, scope);
  const costCenters = await queryRows<CostCenterRow>(
    ctx.tx,
    sql`select id as "CostCenterId", cost_center_number as "CostCenterNumber",
               cost_center_name as "CostCenterName"
          from cost_centers where community_agent_id = ${scope.communityAgentId}
         order by cost_center_number`,
  );
  const typeId = account.TopsAccountTypeId;
  return {
    CommunityAgentId: scope.communityAgentId,
    ...account,
    AccountTypeName:
      AccountTypes.find((t) => t.TopsAccountTypeId === typeId)?.AccountTypeName ?? '',
    NormalBalance: normalBalanceOf(typeId),
    AsOfDate: scope.asOfDate,
    CostCenterCategoryId: scope.costCenterId,
    Balance: balanceInNormalSign(typeId, totals.debit - totals.credit),
    TotalDebit: totals.debit,
    TotalCredit: totals.credit,
    LineCount: totals.lines,
    CostCenters: costCenters.map((c) => ({ ...c, CostCenterId: Number(c.CostCenterId) })),
  };
}
