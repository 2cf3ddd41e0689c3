import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { balanceInNormalSign, txnTypeLabel } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { accountTotals, historyLines } from './history-queries';
import { resolveHistoryScope } from './history-scope';

type GetHistory = typeof contract.glHistory.GetHistory;

/** GL history (accountId): the account's lines, newest first, with the running balance. */
export async function getHistory(
  ctx: RequestContext,
  input: InputOf<GetHistory>,
): Promise<ResponseOf<GetHistory>> {
  const { scope, account } = await resolveHistoryScope(ctx, input.query);
  const totals = await accountTotals(ctx.tx, scope);
  const lines = await historyLines(ctx.tx, scope, input.query.skip, input.query.take);
  const asOf = totals.debit - totals.credit;
  return {
    TotalCount: totals.lines,
    Lines: lines.map(({ Newer, ...line }) => ({
      ...line,
      TxnTypeName: txnTypeLabel(line.TopsTxnTypeId),
      Balance: balanceInNormalSign(account.TopsAccountTypeId, asOf - Newer),
    })),
  };
}
