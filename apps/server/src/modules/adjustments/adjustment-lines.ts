import { queryRows, sql } from '@hoa/db';
import type { AcceleratedChargeRow, AdjustmentCode, AdjustmentLineInput } from '@hoa/contract';
import {
  AccountRequiredTypeId,
  AdjustmentMessages,
  type AdjustmentTxnTypeId,
  isPrepaidCodeType,
  ReceivableMessages,
  TxnTypeId,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { DetailLine } from './adjustment-items';

type LineInput = Required<Pick<AdjustmentLineInput, 'CodeID' | 'TotalAmount'>> &
  AdjustmentLineInput;

async function requiredAccount(
  ctx: RequestContext,
  communityId: number,
  typeId: number,
  message: string,
): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select account_id as id from required_accounts
         where community_agent_id = ${communityId} and account_required_type_id = ${typeId}`,
  );
  if (!row) throw badRequest(message);
  return Number(row.id);
}

/**
 * The lines of an accelerated charge with their amounts: the code's amount times the periods
 * charged, which cannot exceed the periods left between the accelerated dates.
 */
export function acceleratedAmounts(
  lines: readonly LineInput[],
  rows: readonly AcceleratedChargeRow[],
): LineInput[] {
  return lines.map((line) => {
    const row = rows.find((r) => r.CodeId === line.CodeID);
    if (!row) throw badRequest(AdjustmentMessages.codeNotFound);
    if (row.Periods === 0) throw badRequest(AdjustmentMessages.acceleratedFrequency);
    const periods = line.NumberOfPeriods ?? row.AcceleratedPeriods;
    if (periods > row.AcceleratedPeriods)
      throw badRequest(AdjustmentMessages.acceleratedPeriods(row.Alias, row.AcceleratedPeriods));
    return { ...line, TotalAmount: row.Amount * periods };
  });
}

/**
 * The item agent details of a single-owner adjustment: the side and the offset account of each
 * line by type. The code's hold account (receivable; a prepaid code's liability) is the other side,
 * written by the posting function.
 */
export async function detailLines(
  ctx: RequestContext,
  communityId: number,
  txnTypeId: AdjustmentTxnTypeId,
  lines: readonly LineInput[],
  codeOf: (codeId: number) => AdjustmentCode,
): Promise<DetailLine[]> {
  const live = lines.filter((line) => line.TotalAmount !== 0);
  const income = (code: AdjustmentCode) => {
    if (code.CreditAccountId === null)
      throw badRequest(ReceivableMessages.codeWithoutAccounts(code.CodeAlias));
    return code.CreditAccountId;
  };
  switch (txnTypeId) {
    case TxnTypeId.AddCharge:
    case TxnTypeId.Waive:
      return live.map((line) => ({
        codeId: line.CodeID,
        amountCents: line.TotalAmount,
        isDebit: txnTypeId === TxnTypeId.AddCharge,
        accountId: income(codeOf(line.CodeID)),
      }));
    case TxnTypeId.AcceleratedCharge:
    case TxnTypeId.AcceleratedWaive: {
      const accelerated = await requiredAccount(
        ctx,
        communityId,
        AccountRequiredTypeId.AcceleratedAssessments,
        AdjustmentMessages.noAcceleratedAccount,
      );
      return live.map((line) => ({
        codeId: line.CodeID,
        amountCents: line.TotalAmount,
        isDebit: txnTypeId === TxnTypeId.AcceleratedCharge,
        accountId: accelerated,
      }));
    }
    case TxnTypeId.BeginningBalanceAdjustment: {
      const retained = await requiredAccount(
        ctx,
        communityId,
        AccountRequiredTypeId.RetainedEarnings,
        AdjustmentMessages.noRetainedEarnings,
      );
      return live.map((line) => ({
        codeId: line.CodeID,
        amountCents: Math.abs(line.TotalAmount),
        isDebit: line.TotalAmount > 0,
        accountId: retained,
      }));
    }
    case TxnTypeId.PrepaidAdjustment:
      return live.map((line) => prepaidLine(line, codeOf(line.CodeID)));
  }
}

/**
 * A prepaid adjustment line: + adds to the owner's prepaid credit (the code's liability account is
 * credited, the debit account is the offset), − takes from it (an owner refund: the liability is
 * debited, the credit account is the offset).
 */
function prepaidLine(line: LineInput, code: AdjustmentCode): DetailLine {
  if (!isPrepaidCodeType(code.CodeTypeID)) throw badRequest(AdjustmentMessages.prepaidCodeOnly);
  const credit = line.TotalAmount > 0;
  const holdSide = credit ? line.CreditAccountId : line.DebitAccountId;
  if (holdSide !== code.DebitAccountId)
    throw badRequest(AdjustmentMessages.prepaidSideAccount(code.CodeAlias));
  return {
    codeId: line.CodeID,
    amountCents: Math.abs(line.TotalAmount),
    isDebit: !credit,
    accountId: (credit ? line.DebitAccountId : line.CreditAccountId) ?? null,
  };
}
