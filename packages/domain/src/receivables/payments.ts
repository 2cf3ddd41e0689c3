// Owner payments (spec 3 §2 'Owner payments and cash receipts', spec 1 §3.3 types 44, 48-51, 66):
// how a payment is applied to the owner's open charges, the payment summary's paging and the
// messages. The server applies payments set-based in SQL with the same order as applyPayments; an
// integration test proves the two agree.
import { AssessmentCodeTypeIds } from '../static-data/codes';
import { TxnTypeId, TxnTypes } from '../static-data/txn-types';

/**
 * The default priority of a charge code (California Civil Code 5655: a payment goes first to the
 * assessments owed, and only when they are paid in full to late charges, interest, collection
 * costs and other fees). A community may set its own priority per code (1 is paid first).
 */
export function defaultPaymentPriority(codeTypeId: number): number {
  return AssessmentCodeTypeIds.includes(codeTypeId) ? 1 : 2;
}

export const PaymentPriorityLimits = { min: 1, max: 99 } as const;

/** An open charge: the unpaid part of one posted charge line of a code. */
export interface OpenCharge {
  codeId: number;
  /** The code's priority in the community (1 is paid first). */
  priority: number;
  /** The charge's post date (ISO). */
  postDate: string;
  /** Orders charges of one code and date: the ledger line's id. */
  sequence: number;
  openCents: number;
}

export interface CodeApplication {
  codeId: number;
  cents: number;
}

export interface PaymentApplication {
  /** What the payment paid, per code, in the order paid. */
  applied: CodeApplication[];
  /** What was left over: a credit to the prepaid code. */
  prepaidCents: number;
}

/** Paying order: priority, then oldest first, then code, then the ledger line. */
export function comparePaymentOrder(a: OpenCharge, b: OpenCharge): number {
  return (
    a.priority - b.priority ||
    a.postDate.localeCompare(b.postDate) ||
    a.codeId - b.codeId ||
    a.sequence - b.sequence
  );
}

/**
 * Applies payments, in the order given, to the open charges in paying order; each payment starts
 * where the one before stopped. What is left over once every charge is paid is prepaid.
 */
export function applyPayments(
  openCharges: readonly OpenCharge[],
  paymentsCents: readonly number[],
): PaymentApplication[] {
  const queue = [...openCharges]
    .filter((c) => c.openCents > 0)
    .sort(comparePaymentOrder)
    .map((c) => ({ ...c }));
  let next = 0;
  return paymentsCents.map((payment) => {
    let left = payment;
    const byCode = new Map<number, number>();
    while (left > 0 && next < queue.length) {
      const charge = queue[next];
      if (!charge) break;
      const paid = Math.min(left, charge.openCents);
      byCode.set(charge.codeId, (byCode.get(charge.codeId) ?? 0) + paid);
      charge.openCents -= paid;
      left -= paid;
      if (charge.openCents === 0) next += 1;
    }
    return {
      applied: [...byCode].map(([codeId, cents]) => ({ codeId, cents })),
      prepaidCents: left,
    };
  });
}

/** The owner payment summary lists 5 payments a page with 8 page buttons (spec 1 §9). */
export const PaymentSummaryPaging = { pageSize: 5, buttons: 8 } as const;

/** The page numbers the pager shows: up to `buttons` pages around the current one. */
export function pagerPages(page: number, pageCount: number, buttons: number): number[] {
  const shown = Math.min(buttons, pageCount);
  const first = Math.max(1, Math.min(page - Math.floor((shown - 1) / 2), pageCount - shown + 1));
  return Array.from({ length: shown }, (_, i) => first + i);
}

/** Payment types: cash receipts manual, lockbox, scan and direct debit. */
export const CashReceiptTxnTypeIds: readonly number[] = [
  TxnTypeId.CashReceiptsManual,
  TxnTypeId.Lockbox,
  TxnTypeId.Scan,
  TxnTypeId.DirectDebit,
];

/** Transactions that undo a payment: NSF (a returned check) and backout payment. */
export const PaymentReversalTxnTypeIds: readonly number[] = [
  TxnTypeId.Nsf,
  TxnTypeId.BackoutPayment,
];

/** The name a payment, backout or NSF shows under (spec 1 §3.3). */
export function paymentTxnTypeName(txnTypeId: number): string {
  return TxnTypes.find((t) => t.TopsTxnTypeId === txnTypeId)?.TxnTypeName ?? `Type ${txnTypeId}`;
}

export const PaymentMessages = {
  amountRequired: 'Please make sure all Payments have an Amount.',
  noTransactions: 'There are no Transactions to Save.',
  invalidPayments: 'You have invalid payments',
  ownerNotInCommunity: 'The owner is not a primary owner in this community.',
  bankAccountRequired: 'Choose the bank account the payment is deposited to.',
  bankWithoutGlAccount: 'The bank account has no General Ledger account.',
  noPrepaidCode: `The community has no prepaid code (type 10), so an overpayment cannot be credited.`,
  notAccruedReceipt: 'Only accrued cash receipts can be edited or posted.',
  notPostedPayment: 'Only a posted payment can be backed out or returned NSF.',
  alreadyReversed: 'This payment has already been backed out or returned NSF.',
  notReversal: 'This transaction is not a backout payment or an NSF.',
  nsfFeeCode: 'The NSF fee needs a charge code with General Ledger Accounts.',
  miscLinesRequired: 'There are no Transactions to Save.',
  miscLineAccount: 'Please select an account',
  priorityRange: `A priority is a whole number from ${PaymentPriorityLimits.min} to ${PaymentPriorityLimits.max}.`,
  notChargeCode: 'Only charge codes of this community have a payment priority.',
} as const;
