// Transaction types named by spec 1 §3.3 and spec 3 §3 (the enumeration spans 1-102; only ids the
// spec names or gives a meaning for are listed). Names use one display form, sentence case with the
// spec's words: spec 1 writes 'Apply_Charges', spec 3 'Apply charges'; we write 'Apply charges'.
export const TxnTypeId = {
  CcrRecord: 37,
  AcceleratedCharge: 39,
  ApplyCharges: 40,
  LateFee: 41,
  Interest: 42,
  Prepaids: 43,
  Nsf: 44,
  AddCharge: 45,
  Waive: 46,
  PaymentAdjustment: 47,
  CashReceiptsManual: 48,
  Lockbox: 49,
  Scan: 50,
  DirectDebit: 51,
  BeginningBalance: 52,
  Collection: 53,
  HandwrittenCheck: 55,
  Bill: 56,
  PrintChecks: 57,
  ApAdjustment: 58,
  VoidCheck: 59,
  JournalEntry: 60,
  FormLetter: 61,
  WorkOrder: 62,
  ServiceRequest: 63,
  Comment: 64,
  Task: 65,
  BackoutPayment: 66,
  PrepaidAdjustment: 72,
  BeginningBalanceAdjustment: 73,
  MessageBatch: 78,
  CreditMemo: 81,
  SecurityDeposit: 82,
  Refund: 83,
  UndoCloseYear: 84,
  AutopayWarning1: 85,
  AutopayWarning2: 86,
  AutopayWarning3: 87,
  SeparateCheck: 90,
  Mailroom: 92,
  AcceleratedWaive: 95,
  GeneralRequest: 96,
  ArchitecturalRequest: 97,
  Pt: 98,
  DigitalChecks: 100,
  RecurringCredits: 102,
} as const;

export type TxnTypeIdValue = (typeof TxnTypeId)[keyof typeof TxnTypeId];

export interface TxnType {
  readonly TopsTxnTypeId: number;
  readonly TxnTypeName: string;
}

const T = TxnTypeId;

export const TxnTypes: readonly TxnType[] = [
  { TopsTxnTypeId: T.CcrRecord, TxnTypeName: 'CCR record' },
  // Spec: 'accelerated 39 and 95'; adjustment screens offer 'accelerated charge, accelerated waive'.
  { TopsTxnTypeId: T.AcceleratedCharge, TxnTypeName: 'Accelerated charge' },
  { TopsTxnTypeId: T.ApplyCharges, TxnTypeName: 'Apply charges' },
  { TopsTxnTypeId: T.LateFee, TxnTypeName: 'Late fee' },
  { TopsTxnTypeId: T.Interest, TxnTypeName: 'Interest' },
  { TopsTxnTypeId: T.Prepaids, TxnTypeName: 'Prepaids' },
  { TopsTxnTypeId: T.Nsf, TxnTypeName: 'NSF' },
  { TopsTxnTypeId: T.AddCharge, TxnTypeName: 'Add charge' },
  { TopsTxnTypeId: T.Waive, TxnTypeName: 'Waive' },
  { TopsTxnTypeId: T.PaymentAdjustment, TxnTypeName: 'Payment adjustment' },
  { TopsTxnTypeId: T.CashReceiptsManual, TxnTypeName: 'Cash receipts manual' },
  { TopsTxnTypeId: T.Lockbox, TxnTypeName: 'Lockbox' },
  { TopsTxnTypeId: T.Scan, TxnTypeName: 'Scan' },
  { TopsTxnTypeId: T.DirectDebit, TxnTypeName: 'Direct debit' },
  { TopsTxnTypeId: T.BeginningBalance, TxnTypeName: 'Beginning balance' },
  { TopsTxnTypeId: T.Collection, TxnTypeName: 'Collection' },
  { TopsTxnTypeId: T.HandwrittenCheck, TxnTypeName: 'Handwritten check' },
  { TopsTxnTypeId: T.Bill, TxnTypeName: 'Bill' },
  { TopsTxnTypeId: T.PrintChecks, TxnTypeName: 'Print checks' },
  { TopsTxnTypeId: T.ApAdjustment, TxnTypeName: 'AP adjustment' },
  { TopsTxnTypeId: T.VoidCheck, TxnTypeName: 'Void check' },
  { TopsTxnTypeId: T.JournalEntry, TxnTypeName: 'Journal entry' },
  { TopsTxnTypeId: T.FormLetter, TxnTypeName: 'Form letter' },
  { TopsTxnTypeId: T.WorkOrder, TxnTypeName: 'Work order' },
  { TopsTxnTypeId: T.ServiceRequest, TxnTypeName: 'Service request' },
  { TopsTxnTypeId: T.Comment, TxnTypeName: 'Comment' },
  { TopsTxnTypeId: T.Task, TxnTypeName: 'Task' },
  { TopsTxnTypeId: T.BackoutPayment, TxnTypeName: 'Backout payment' },
  // Spec 1 calls 72 'prepaid adjustment', spec 3 'Adjustment 72'.
  { TopsTxnTypeId: T.PrepaidAdjustment, TxnTypeName: 'Prepaid adjustment' },
  { TopsTxnTypeId: T.BeginningBalanceAdjustment, TxnTypeName: 'Beginning balance adjustment' },
  { TopsTxnTypeId: T.MessageBatch, TxnTypeName: 'Message batch' },
  { TopsTxnTypeId: T.CreditMemo, TxnTypeName: 'Credit memo' },
  { TopsTxnTypeId: T.SecurityDeposit, TxnTypeName: 'Security deposit' },
  { TopsTxnTypeId: T.Refund, TxnTypeName: 'Refund' },
  { TopsTxnTypeId: T.UndoCloseYear, TxnTypeName: 'Undo close year' },
  // The spec only says '85-87 (autopay warnings)'; the three are not told apart.
  { TopsTxnTypeId: T.AutopayWarning1, TxnTypeName: 'Autopay warning 1' },
  { TopsTxnTypeId: T.AutopayWarning2, TxnTypeName: 'Autopay warning 2' },
  { TopsTxnTypeId: T.AutopayWarning3, TxnTypeName: 'Autopay warning 3' },
  { TopsTxnTypeId: T.SeparateCheck, TxnTypeName: 'Separate check' },
  { TopsTxnTypeId: T.Mailroom, TxnTypeName: 'Mailroom' },
  { TopsTxnTypeId: T.AcceleratedWaive, TxnTypeName: 'Accelerated waive' },
  { TopsTxnTypeId: T.GeneralRequest, TxnTypeName: 'General request' },
  { TopsTxnTypeId: T.ArchitecturalRequest, TxnTypeName: 'Architectural request' },
  // Spec 3 §9 lists '98 PT' among the feed kinds and gives nothing more.
  { TopsTxnTypeId: T.Pt, TxnTypeName: 'PT' },
  { TopsTxnTypeId: T.DigitalChecks, TxnTypeName: 'Digital checks' },
  { TopsTxnTypeId: T.RecurringCredits, TxnTypeName: 'Recurring credits' },
];

// Receivables: charges, fees, prepaids, receipts, owner adjustments, deposits and refunds
// (spec 3 §3 and the adjustment and apply-charges groups of spec 3 §9).
export const ArTxnTypeIds: readonly number[] = [
  T.AcceleratedCharge,
  T.ApplyCharges,
  T.LateFee,
  T.Interest,
  T.Prepaids,
  T.Nsf,
  T.AddCharge,
  T.Waive,
  T.PaymentAdjustment,
  T.CashReceiptsManual,
  T.Lockbox,
  T.Scan,
  T.DirectDebit,
  T.BeginningBalance,
  T.Collection,
  T.BackoutPayment,
  T.PrepaidAdjustment,
  T.BeginningBalanceAdjustment,
  T.SecurityDeposit,
  T.Refund,
  T.AcceleratedWaive,
  T.RecurringCredits,
];

// Payables: bills and every way of paying or correcting them (spec 2).
export const ApTxnTypeIds: readonly number[] = [
  T.HandwrittenCheck,
  T.Bill,
  T.PrintChecks,
  T.ApAdjustment,
  T.VoidCheck,
  T.CreditMemo,
  T.SeparateCheck,
  T.DigitalChecks,
];

// General ledger: journal entries and the year-close undo, the only items posted straight to GL.
export const GlTxnTypeIds: readonly number[] = [T.JournalEntry, T.UndoCloseYear];

export const CcrTxnTypeIds: readonly number[] = [T.CcrRecord];

// Notes: the two note-item kinds of spec 1 §3.6 (64 comment, 65 task).
export const NotesTxnTypeIds: readonly number[] = [T.Comment, T.Task];

// Work orders and the requests that can spawn one (ServiceRequestId, GeneralRequestId on a work order).
export const WorkOrderTxnTypeIds: readonly number[] = [
  T.WorkOrder,
  T.ServiceRequest,
  T.GeneralRequest,
  T.ArchitecturalRequest,
];

// Implemented: every listed type.
export const ImplementedTxnTypeIds: readonly number[] = TxnTypes.map((row) => row.TopsTxnTypeId);

export const TxnTypeVariants = [
  'AR',
  'AP',
  'GL',
  'CCR',
  'Implemented',
  'Notes',
  'WorkOrder',
] as const;

export type TxnTypeVariant = (typeof TxnTypeVariants)[number];

const idsByVariant: Readonly<Record<TxnTypeVariant, readonly number[]>> = {
  AR: ArTxnTypeIds,
  AP: ApTxnTypeIds,
  GL: GlTxnTypeIds,
  CCR: CcrTxnTypeIds,
  Implemented: ImplementedTxnTypeIds,
  Notes: NotesTxnTypeIds,
  WorkOrder: WorkOrderTxnTypeIds,
};

export function txnTypeIdsFor(variant: TxnTypeVariant): readonly number[] {
  return idsByVariant[variant];
}

export function txnTypesFor(variant: TxnTypeVariant): readonly TxnType[] {
  const ids = idsByVariant[variant];
  return TxnTypes.filter((row) => ids.includes(row.TopsTxnTypeId));
}

export function findTxnType(txnTypeId: number): TxnType | undefined {
  return TxnTypes.find((row) => row.TopsTxnTypeId === txnTypeId);
}
