// Raw id groups of spec 3 §9 and spec 2 §9. They are kept as the spec writes them, so some ids
// (54, 70, 80) have no row in TxnTypes: the spec places them in a group without naming them.

export const EmailTxnTypeIds: readonly number[] = [54, 61, 70, 78];

export const WarningTxnTypeIds: readonly number[] = [85, 86, 87];

export const ApplyChargeGroupTxnTypeIds: readonly number[] = [40, 41, 42, 43, 44, 66, 80];

export const AdjustmentTxnTypeIds: readonly number[] = [39, 45, 46, 72, 73, 82, 83, 95];

export const OwnerPaymentTxnTypeIds: readonly number[] = [48, 49, 50, 51];

// Accelerated charge and accelerated waive.
export const AcceleratedTxnTypeIds: readonly number[] = [39, 95];

// Feed kinds of spec 3 §9: violation, work order, service request, comment, task, general request,
// architectural request, PT, mailroom, autopay warnings.
export const FeedKindTxnTypeIds: readonly number[] = [
  37, 62, 63, 64, 65, 96, 97, 98, 92, 85, 86, 87,
];

// Management items closed from the item feed (spec 3 §4): violations, work orders, requests.
export const ManagementTxnTypeIds: readonly number[] = [37, 62, 63, 96, 97];

// AP default distributions apply to bills and separate checks (spec 2 §9).
export const DefaultDistributionTxnTypeIds: readonly number[] = [56, 90];

// Charge removal opens a modal for late fees and interest (spec 3 §4).
export const ChargeRemovalModalTxnTypeIds: readonly number[] = [41, 42];

// Import of owner adjustments posts with type 72, event type 4, status 4 (spec 3 §9).
export const ImportPostTxnTypeId = 72;
