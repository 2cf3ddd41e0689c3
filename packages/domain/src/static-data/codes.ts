// Code types and code frequencies (spec 1 §3.5, spec 3 §3).
export type CodeGroup = 'Charge' | 'Community' | 'Workflow';

// Ids 1-11 follow the spec's order of names, which agrees with its groups, with 'PP' being type 10
// and with 'simple interest excludes code type 11'. Ids 12-21 are grouped by the spec but never
// named: the names below are ours, chosen to fit each group.
export const CodeTypeId = {
  Assessment: 1,
  SpecialAssessment: 2,
  LateFee: 3,
  Policy: 4,
  AccessCode: 5,
  CollectionAction: 6,
  CcrCode: 7,
  WorkOrderCode: 8,
  InsurancePolicy: 9,
  PrePaid: 10,
  Interest: 11,
  NsfFee: 12,
  Fine: 13,
  WorkOrderCharge: 14,
  AdministrativeFee: 15,
  SecurityDeposit: 16,
  Amenity: 17,
  ReserveAssessment: 18,
  Section: 19,
  ArchitecturalCode: 20,
  MiscellaneousCharge: 21,
} as const;

export type CodeTypeIdValue = (typeof CodeTypeId)[keyof typeof CodeTypeId];

export interface CodeType {
  readonly TopsCodeTypeId: number;
  readonly CodeTypeName: string;
  readonly CodeGroup: CodeGroup;
  readonly IsAssessmentType: boolean;
  readonly IsRequiredAtSetup: boolean;
}

const C = CodeTypeId;

// Spec 1 §5: 'Code types not required at setup: 2,4,5,9,13,14,15,16,17,18; others are required.'
export const NotRequiredAtSetupCodeTypeIds: readonly number[] = [
  C.SpecialAssessment,
  C.Policy,
  C.AccessCode,
  C.InsurancePolicy,
  C.Fine,
  C.WorkOrderCharge,
  C.AdministrativeFee,
  C.SecurityDeposit,
  C.Amenity,
  C.ReserveAssessment,
];

export const AssessmentCodeTypeIds: readonly number[] = [
  C.Assessment,
  C.SpecialAssessment,
  C.ReserveAssessment,
];

function codeType(id: number, name: string, group: CodeGroup): CodeType {
  return {
    TopsCodeTypeId: id,
    CodeTypeName: name,
    CodeGroup: group,
    IsAssessmentType: AssessmentCodeTypeIds.includes(id),
    IsRequiredAtSetup: !NotRequiredAtSetupCodeTypeIds.includes(id),
  };
}

export const CodeTypes: readonly CodeType[] = [
  codeType(C.Assessment, 'Assessment', 'Charge'),
  codeType(C.SpecialAssessment, 'Special Assessment', 'Charge'),
  codeType(C.LateFee, 'Late Fee', 'Charge'),
  codeType(C.Policy, 'Policy', 'Community'),
  codeType(C.AccessCode, 'Access Code', 'Community'),
  codeType(C.CollectionAction, 'Collection Action', 'Charge'),
  codeType(C.CcrCode, 'CCR Code', 'Workflow'),
  codeType(C.WorkOrderCode, 'Work Order Code', 'Workflow'),
  codeType(C.InsurancePolicy, 'Insurance Policy', 'Community'),
  codeType(C.PrePaid, 'PrePaid', 'Charge'),
  codeType(C.Interest, 'Interest', 'Charge'),
  // Not named by the spec (see above).
  codeType(C.NsfFee, 'NSF Fee', 'Charge'),
  codeType(C.Fine, 'Fine', 'Charge'),
  codeType(C.WorkOrderCharge, 'Work Order Charge', 'Charge'),
  codeType(C.AdministrativeFee, 'Administrative Fee', 'Charge'),
  codeType(C.SecurityDeposit, 'Security Deposit', 'Charge'),
  codeType(C.Amenity, 'Amenity', 'Community'),
  codeType(C.ReserveAssessment, 'Reserve Assessment', 'Charge'),
  codeType(C.Section, 'Section', 'Community'),
  codeType(C.ArchitecturalCode, 'Architectural Code', 'Workflow'),
  codeType(C.MiscellaneousCharge, 'Miscellaneous Charge', 'Charge'),
];

export function codeTypeIdsInGroup(group: CodeGroup): readonly number[] {
  return CodeTypes.filter((row) => row.CodeGroup === group).map((row) => row.TopsCodeTypeId);
}

/**
 * The code types an owner's balance is kept on: the charge codes, the CCR codes, on which a
 * violation's fines post (issue 20), and the work order codes, on which a work order's close and
 * post charges its billable costs (issue 22). An owner's balance is the sum over all of them.
 */
export const ReceivableCodeTypeIds: readonly number[] = [
  ...codeTypeIdsInGroup('Charge'),
  C.CcrCode,
  C.WorkOrderCode,
];

// Spec 3 §4: codes of these types are added to a batch adjustment as soon as they are selected.
export const AutoAddedCodeTypeIds: readonly number[] = [
  C.LateFee,
  C.CollectionAction,
  C.CcrCode,
  C.WorkOrderCode,
  C.Interest,
  C.NsfFee,
  C.Fine,
  C.WorkOrderCharge,
  C.AdministrativeFee,
];

// Prepaid code created by the setup wizard (spec 1 §9).
export const PrepaidCodeAlias = 'PP';

// Numbered 1-10 in the spec's order of names; this agrees with 'frequency 4 (monthly)' and
// 'quarterly 5' (spec 1 §9) and with the next-due rules of spec 3 §5.
export const FrequencyId = {
  Weekly: 1,
  BiWeekly: 2,
  BiMonthly: 3,
  Monthly: 4,
  Quarterly: 5,
  SemiYearly: 6,
  Yearly: 7,
  Hourly: 8,
  Daily: 9,
  Once: 10,
} as const;

export interface Frequency {
  readonly FrequencyId: number;
  readonly FrequencyName: string;
}

const F = FrequencyId;

export const Frequencies: readonly Frequency[] = [
  { FrequencyId: F.Weekly, FrequencyName: 'Weekly' },
  { FrequencyId: F.BiWeekly, FrequencyName: 'Bi-Weekly' },
  { FrequencyId: F.BiMonthly, FrequencyName: 'Bi-Monthly' },
  { FrequencyId: F.Monthly, FrequencyName: 'Monthly' },
  { FrequencyId: F.Quarterly, FrequencyName: 'Quarterly' },
  { FrequencyId: F.SemiYearly, FrequencyName: 'Semi-Yearly' },
  { FrequencyId: F.Yearly, FrequencyName: 'Yearly' },
  { FrequencyId: F.Hourly, FrequencyName: 'Hourly' },
  { FrequencyId: F.Daily, FrequencyName: 'Daily' },
  { FrequencyId: F.Once, FrequencyName: 'Once' },
];

// Setup wizard defaults (spec 1 §9, spec 2 §9): monthly periods, quarterly offered.
export const DefaultAccountingFrequencyId = F.Monthly;
