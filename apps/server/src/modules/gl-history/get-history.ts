import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { balanceInNormalSign, txnTypeLabel } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { accountTotals, historyLines, rangeTotals } from './history-queries';
import { resolveHistoryScope } from './history-scope';

type GetHistory = typeof contract.glHistory.GetHistory;

/**
 * GL history (accountId): the account's lines, newest first, with the running balance; with a
 * fromDate, only the lines from that day on.
 */
export async function getHistory(
  ctx: RequestContext,
  input: InputOf<GetHistory>,
): Promise<ResponseOf<GetHistory>> {
  const { scope, account } = await resolveHistoryScope(ctx, input.query);
  const totals = await accountTotals(ctx.tx, scope);
  const inRange = scope.fromDate === null ? totals : await rangeTotals(ctx.tx, scope);
  const lines = await historyLines(ctx.tx, scope, input.query.skip, input.query.take);
  const asOf = totals.debit - totals.credit;
  return {
    TotalCount: inRange.lines,
    Lines: lines.map(({ Newer, ...line }) => ({
      ...line,
      TxnTypeName: txnTypeLabel(line.TopsTxnTypeId),
      Balance: balanceInNormalSign(account.TopsAccountTypeId, asOf - Newer),
    })),
  };
}
