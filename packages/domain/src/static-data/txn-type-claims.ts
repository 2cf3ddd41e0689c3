// Permission claim per transaction type (spec 1 §6, spec 3 §6). Types without a row have no claim:
// apply-charges screens offer them to everyone.
import type { PermissionClaim } from '../permissions';
import { TxnTypeId } from './txn-types';

export interface TxnTypeClaim {
  readonly TopsTxnTypeId: number;
  readonly Claim: PermissionClaim;
}

const T = TxnTypeId;

export const TxnTypeClaims: readonly TxnTypeClaim[] = [
  { TopsTxnTypeId: T.CcrRecord, Claim: 'ccrviolations' },
  { TopsTxnTypeId: T.ApplyCharges, Claim: 'arapplycharges' },
  { TopsTxnTypeId: T.LateFee, Claim: 'arapplylatefees' },
  { TopsTxnTypeId: T.Interest, Claim: 'arapplyinterest' },
  { TopsTxnTypeId: T.Prepaids, Claim: 'arapplyprepaid' },
  { TopsTxnTypeId: T.CashReceiptsManual, Claim: 'arownerpayments' },
  { TopsTxnTypeId: T.Lockbox, Claim: 'arlockbox' },
  { TopsTxnTypeId: T.Scan, Claim: 'arownerpayments' },
  { TopsTxnTypeId: T.DirectDebit, Claim: 'arownerpayments' },
  { TopsTxnTypeId: T.Collection, Claim: 'arcollection' },
  { TopsTxnTypeId: T.Bill, Claim: 'apinvoice' },
  { TopsTxnTypeId: T.PrintChecks, Claim: 'apprintchecks' },
  { TopsTxnTypeId: T.ApAdjustment, Claim: 'apadjustment' },
  { TopsTxnTypeId: T.VoidCheck, Claim: 'apvoidchecks' },
  { TopsTxnTypeId: T.JournalEntry, Claim: 'gljournalentries' },
  { TopsTxnTypeId: T.WorkOrder, Claim: 'workordermaintain' },
  { TopsTxnTypeId: T.ServiceRequest, Claim: 'servicerequests' },
  { TopsTxnTypeId: T.SeparateCheck, Claim: 'apinvoice' },
  // Nor for recurring credits (type 102): they are run from the apply-charges screen, under its claim.
  { TopsTxnTypeId: T.RecurringCredits, Claim: 'arapplycharges' },
  // The spec names no claim for general requests (type 96); they follow servicerequests, the
  // claim of the Requests area.
  { TopsTxnTypeId: T.GeneralRequest, Claim: 'servicerequests' },
  // Nor for architectural requests (type 97, issue 21): the same claim.
  { TopsTxnTypeId: T.ArchitecturalRequest, Claim: 'servicerequests' },
];

export function claimForTxnType(txnTypeId: number): PermissionClaim | undefined {
  return TxnTypeClaims.find((row) => row.TopsTxnTypeId === txnTypeId)?.Claim;
}
