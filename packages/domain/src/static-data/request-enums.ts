// Enumerations of requests, letters and batch adjustments (spec 3 §3 and §4).

export const ArchitecturalStatusId = { Pending: 1, Approved: 2, Disapproved: 3 } as const;

export interface ArchitecturalStatus {
  readonly TopsStatusId: number;
  readonly StatusName: string;
}

export const ArchitecturalStatuses: readonly ArchitecturalStatus[] = [
  { TopsStatusId: ArchitecturalStatusId.Pending, StatusName: 'Pending' },
  { TopsStatusId: ArchitecturalStatusId.Approved, StatusName: 'Approved' },
  { TopsStatusId: ArchitecturalStatusId.Disapproved, StatusName: 'Disapproved' },
];

// Action process types: CCR 10, ARC 13.
export const ActionProcessTypeId = { Ccr: 10, Arc: 13 } as const;

export interface MailroomOption {
  readonly OptionId: number;
  readonly OptionName: string;
}

// Mailroom template options.
export const MailroomColorOptions: readonly MailroomOption[] = [
  { OptionId: 1, OptionName: 'Black and white' },
  { OptionId: 2, OptionName: 'Color' },
];

export const MailroomDuplexOptions: readonly MailroomOption[] = [
  { OptionId: 1, OptionName: 'Single' },
  { OptionId: 2, OptionName: 'Double' },
];

export const MailroomDeliveryOptions: readonly MailroomOption[] = [
  { OptionId: 1, OptionName: 'First class' },
  { OptionId: 2, OptionName: 'Certified' },
  { OptionId: 3, OptionName: 'Both' },
];

export interface AdjustmentMethod {
  readonly MethodId: number;
  readonly MethodName: string;
}

// Batch adjustment amount methods (add charge mode).
export const AddChargeAmountMethods: readonly AdjustmentMethod[] = [
  { MethodId: 1, MethodName: 'Same amount for all' },
  { MethodId: 2, MethodName: 'Edit each owner' },
  { MethodId: 3, MethodName: 'Based on an existing code' },
];

// Batch adjustment amount methods (waive charge mode).
export const WaiveChargeAmountMethods: readonly AdjustmentMethod[] = [
  { MethodId: 1, MethodName: 'Same amount' },
  { MethodId: 2, MethodName: 'Edit each owner' },
  { MethodId: 3, MethodName: 'Full balance' },
];

// Waive comparisons of an owner's balance with the entered amount.
export const WaiveComparisonFormulas: readonly AdjustmentMethod[] = [
  { MethodId: 1, MethodName: 'Less than' },
  { MethodId: 2, MethodName: 'At most' },
  { MethodId: 3, MethodName: 'Equal' },
  { MethodId: 4, MethodName: 'More than' },
  { MethodId: 5, MethodName: 'At least' },
];

export const OwnerSelectionMethods: readonly AdjustmentMethod[] = [
  { MethodId: 1, MethodName: 'All' },
  { MethodId: 2, MethodName: 'Street range' },
  { MethodId: 3, MethodName: 'Account number range' },
  { MethodId: 4, MethodName: 'Lot number range' },
  { MethodId: 5, MethodName: 'Last name range' },
  { MethodId: 6, MethodName: 'By section' },
  { MethodId: 7, MethodName: 'By cost center' },
];
