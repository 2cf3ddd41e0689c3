import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { ownerActivity } from '../owner-ledger/index';
import type { OwnerContext } from '../owner-auth/index';
import { ownerPropertyLedger } from './owner-property';

type GetPaymentHistory = typeof contract.portalAccount.GetPaymentHistory;

/** The transaction types of a payment received from an owner, with the method shown for each. */
const paymentMethods = new Map<number, string>([
  [TxnTypeId.CashReceiptsManual, 'Check'],
  [TxnTypeId.Lockbox, 'Lockbox'],
  [TxnTypeId.Scan, 'Check'],
  [TxnTypeId.DirectDebit, 'Direct debit'],
  [TxnTypeId.DigitalChecks, 'Online check'],
]);

/**
 * The payments received on a property the owner sees, newest first: one row per receipt (its lines
 * on several codes added up), from the owner's ledger.
 */
export async function getPaymentHistory(
  ctx: OwnerContext,
  input: InputOf<GetPaymentHistory>,
): Promise<ResponseOf<GetPaymentHistory>> {
  const owners = await ownerPropertyLedger(ctx, input.query.propertyAgentId);
  const ledger = await ownerActivity(ctx, owners, {
    startDate: null,
    endDate: null,
    includeDeleted: false,
  });
  const byItem = new Map<number, ResponseOf<GetPaymentHistory>[number]>();
  for (const row of ledger.Rows) {
    const method = paymentMethods.get(row.TopsTxnTypeId);
    if (method === undefined) continue;
    const payment = byItem.get(row.TopsItemId) ?? {
      PostDate: row.PostDate,
      Method: method,
      Reference: row.Reference,
      Amount: 0,
    };
    payment.Amount -= row.Amount;
    byItem.set(row.TopsItemId, payment);
  }
  return [...byItem.values()].reverse();
}
