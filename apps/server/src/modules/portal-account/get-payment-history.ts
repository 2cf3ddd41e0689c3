import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { ownerActivity } from '../owner-ledger/index';
import { oneTimePaymentsOf } from '../portal-payments/index';
import type { OwnerContext } from '../owner-auth/index';
import { ownerPropertyLedger } from './owner-property';

type GetPaymentHistory = typeof contract.portalAccount.GetPaymentHistory;
type Payment = ResponseOf<GetPaymentHistory>[number];

/** The transaction types of a payment received from an owner, with the method shown for each. */
const paymentMethods = new Map<number, string>([
  [TxnTypeId.CashReceiptsManual, 'Check'],
  [TxnTypeId.Lockbox, 'Lockbox'],
  [TxnTypeId.Scan, 'Check'],
  [TxnTypeId.DirectDebit, 'Direct debit'],
  [TxnTypeId.DigitalChecks, 'Online check'],
]);

/** A one-time payment's method in the history, by its kind. */
const oneTimeMethod = { card: 'Card', ach: 'Bank account' } as const;

/** The history's status of a one-time payment not posted. */
const unposted = { pending: 'pending', charging: 'confirming', declined: 'declined' } as const;

/**
 * The payments of the owners of a property the owner sees, newest first: one row per receipt
 * received (its lines on several codes added up), from the owner's ledger, a one-time payment's
 * receipt named by its card or bank account; and the one-time payments not posted: a bank
 * account's pending, a card's being confirmed (charging) or declined (never as paid).
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
  const oneTime = await oneTimePaymentsOf(ctx.tx, owners.ownerAgentIds);
  const byReceipt = new Map(oneTime.flatMap((p) => (p.itemId === null ? [] : [[p.itemId, p]])));
  const byItem = new Map<number, Payment>();
  for (const row of ledger.Rows) {
    const method = paymentMethods.get(row.TopsTxnTypeId);
    if (method === undefined) continue;
    const made = byReceipt.get(row.TopsItemId);
    const payment = byItem.get(row.TopsItemId) ?? {
      PostDate: row.PostDate,
      Method: made ? oneTimeMethod[made.kind] : method,
      Reference: made ? made.methodLabel : row.Reference,
      Amount: 0,
      Status: 'received',
    };
    payment.Amount -= row.Amount;
    byItem.set(row.TopsItemId, payment);
  }
  const notPosted = oneTime.flatMap((p): Payment[] =>
    p.itemId === null &&
    (p.status === 'pending' || p.status === 'charging' || p.status === 'declined')
      ? [
          {
            PostDate: p.madeOn,
            Method: oneTimeMethod[p.kind],
            Reference: p.methodLabel,
            Amount: p.amountCents,
            Status: unposted[p.status],
          },
        ]
      : [],
  );
  // Newest first; on one day the payments not posted (made last) before those received.
  return [...notPosted, ...[...byItem.values()].reverse()].sort((a, b) =>
    b.PostDate.localeCompare(a.PostDate),
  );
}
