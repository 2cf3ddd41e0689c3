import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { balanceInNormalSign, normalBalanceOf, AccountTypes } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { accountTotals, rangeTotals } from './history-queries';
import { resolveHistoryScope } from './history-scope';

type GetHistoryHeader = typeof contract.glHistory.GetHistoryHeader;

interface CostCenterRow {
  CostCenterId: string | number;
  CostCenterNumber: string;
  CostCenterName: string;
}

/**
 * GET /GeneralLedger/GetHistoryHeader (spec 2 §7): the account and its balance as of a date; with
 * a fromDate, the opening balance and the range's totals too.
 */
export async function getHistoryHeader(
  ctx: RequestContext,
  input: InputOf<GetHistoryHeader>,
): Promise<ResponseOf<GetHistoryHeader>> {
  const { scope, account } = await resolveHistoryScope(ctx, input.query);
  const totals = await accountTotals(ctx.tx, scope);
  const inRange = scope.fromDate === null ? totals : await rangeTotals(ctx.tx, scope);
  const costCenters = await queryRows<CostCenterRow>(
    ctx.tx,
    sql`select id as "CostCenterId", cost_center_number as "CostCenterNumber",
               cost_center_name as "CostCenterName"
          from cost_centers where community_agent_id = ${scope.communityAgentId}
         order by cost_center_number`,
  );
  const typeId = account.TopsAccountTypeId;
  const net = totals.debit - totals.credit;
  return {
    CommunityAgentId: scope.communityAgentId,
    ...account,
    AccountTypeName:
      AccountTypes.find((t) => t.TopsAccountTypeId === typeId)?.AccountTypeName ?? '',
    NormalBalance: normalBalanceOf(typeId),
    AsOfDate: scope.asOfDate,
    FromDate: scope.fromDate,
    CostCenterCategoryId: scope.costCenterId,
    Balance: balanceInNormalSign(typeId, net),
    OpeningBalance:
      scope.fromDate === null
        ? null
        : balanceInNormalSign(typeId, net - (inRange.debit - inRange.credit)),
    TotalDebit: inRange.debit,
    TotalCredit: inRange.credit,
    LineCount: inRange.lines,
    CostCenters: costCenters.map((c) => ({ ...c, CostCenterId: Number(c.CostCenterId) })),
  };
}
