// Service requests and work orders (issue 22; spec 3 'Work order', 'Work order close and post',
// validation 'Work orders', calls 'Work orders'; spec 1 cost item types and request sources).
// An owner reports something broken (service request, item type 63, claim servicerequests); the
// manager turns it into a work order (item type 62, claim workordermaintain) for a vendor or a
// user; costs are recorded; when the job closes, its billable costs may be charged to the owner.
import type { Cents } from '../money';
import { MaxMoneyCents } from '../money';
import type { IsoDate } from '../dates';
import { CostItemTypes } from '../static-data/other-enums';

/** Spec 1's cost item types by id (static data CostItemTypes: Labor 1, Material 2, Other 3). */
export const CostItemTypeId = { Labor: 1, Material: 2, Other: 3 } as const;
export type CostItemTypeIdValue = (typeof CostItemTypeId)[keyof typeof CostItemTypeId];

export function isCostItemTypeId(value: number): value is CostItemTypeIdValue {
  return CostItemTypes.some((type) => type.CostItemTypeId === value);
}

/** The states a service request shows (spec 3: open while Open or In Progress). */
export const ServiceRequestStates = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type ServiceRequestState = (typeof ServiceRequestStates)[number];

/** The states a work order shows: Open, Resolved (Complete 5), Closed (9). */
export const WorkOrderStates = ['Open', 'Resolved', 'Closed'] as const;
export type WorkOrderState = (typeof WorkOrderStates)[number];

export const WorkOrderLimits = {
  CodeDescription: 200,
  Description: 4000,
  JobLocation: 200,
  CostDescription: 200,
  PartName: 100,
  PartDescription: 400,
  CompanyName: 200,
  Recipients: 20,
  OverrideReason: 500,
  /** Quantities carry up to three decimals (numeric(12,3)). */
  QuantityDecimals: 3,
  MaxQuantity: 999_999_999,
  /** A clock's hours: up to a year. */
  MaxClockHours: 8760,
  MaxTargetDays: 365,
} as const;

/** Spec 3 §8 and validation 'Work orders': the texts users see. */
const processingFailed = 'An error ocurred while processing your work order';

export const WorkOrderMessages = {
  /** Spec 3 §8: the text of a close-and-post (or other work order call) that failed. */
  processingFailed,
  whereRequired: 'Property/owner, Amenity or Job Location is required, enter at least one.',
  summaryRequired: 'Summary work description is required.',
  descriptionRequired: 'Description is required.',
  sourceUnknown: 'The source must be Phone, Email, Mail, Portal or Other.',
  receivedInFuture: 'The received date cannot be in the future.',
  targetBeforeWorkOrder: 'The target date cannot be before the work order date.',
  propertyNotInCommunity: 'The property is not a property of this community.',
  ownerNotOfProperty: 'The owner is not an owner of this property.',
  amenityNotInCommunity: 'The amenity is not an amenity of this community.',
  notWorkOrderCode: 'The code is not a work order code of this community.',
  issuedToOne: 'A work order is issued to a vendor or to a user, not both.',
  vendorUnknown: 'The vendor is not a vendor of this community.',
  userNotOfCommunity: 'The user does not work on this community.',
  notServiceRequest: 'The service request is not an open service request of this community.',
  alreadyConverted: 'This service request has already been converted to a work order.',
  notOpen: 'Only an open work order can be changed.',
  serviceRequestNotOpen: 'Only an open service request can be changed.',
  alreadyResolved: 'This item is already resolved or closed.',
  /** The insurance guard: a vendor whose liability or workers compensation insurance expired. */
  insuranceExpired: (vendor: string, policies: readonly string[], asOf: string) =>
    `${vendor}'s ${policies.join(' and ')} expired (as of ${asOf}). Record an override reason to issue this work order anyway.`,
  overrideReasonRequired: 'An override reason is required to issue a work order to this vendor.',
  costTypeUnknown: 'The cost type must be Labor, Material or Other.',
  quantityPositive: 'The quantity must be more than zero.',
  quantityDecimals: 'The quantity can have at most three decimals.',
  rateNotNegative: 'The rate cannot be negative.',
  amountTooLarge: 'The amount is too large.',
  partUnknown: 'The part is not on this community\u2019s parts list.',
  partNameRequired: 'Part name is required.',
  partExists: 'A part of this name is already on the list.',
  costItemsLocked: 'The costs of a closed work order cannot be changed.',
  /** Close and post: the spec's text, then why. */
  nothingBillable: `${processingFailed}: it has no billable cost to charge.`,
  noOwner: `${processingFailed}: it has no owner to charge.`,
  codeHasNoAccounts: `${processingFailed}: the work order code has no receivable and income accounts.`,
  alreadyClosed: `${processingFailed}: it is already closed.`,
  chargeDateRequired: 'The charge date is required.',
  recipientRequired: 'At least one recipient is required.',
  recipientInvalid: (address: string) => `${address} is not a valid email address.`,
  clockHours: 'Hours must be a whole number from 1 to 8760.',
  targetDays: 'Target days must be a whole number from 0 to 365.',
} as const;

/** What a work order or service request says about where the work is. */
export interface WorkLocation {
  PropertyAgentId: number | null;
  OwnerAgentId: number | null;
  AmenityAgentId: number | null;
  JobLocation: string | null;
}

/** Validation 'Work orders': owner or property, amenity or job location, at least one. */
export function hasWorkLocation(where: WorkLocation): boolean {
  return (
    where.PropertyAgentId !== null ||
    where.OwnerAgentId !== null ||
    where.AmenityAgentId !== null ||
    (where.JobLocation ?? '').trim() !== ''
  );
}

/** The code detail a work order copies from its work order code (and may edit). */
export interface WorkOrderCodeDetail {
  CodeDescription: string;
  CodeDetailDescription: string;
  CodeActionNeeded: string;
}

export type CodeDetailField = keyof WorkOrderCodeDetail;

/**
 * Changing the code of an existing work order (validation 'Work orders'): the fields where the new
 * code's text differs from what the work order holds, each of which the user may choose to
 * overwrite (cancelling keeps the old code).
 */
export function codeDetailConflicts(
  current: WorkOrderCodeDetail,
  next: WorkOrderCodeDetail,
): CodeDetailField[] {
  const fields: CodeDetailField[] = [
    'CodeDescription',
    'CodeDetailDescription',
    'CodeActionNeeded',
  ];
  return fields.filter((field) => current[field].trim() !== '' && current[field] !== next[field]);
}

/** The detail after choosing which fields the new code overwrites (empty ones always are). */
export function applyCodeDetail(
  current: WorkOrderCodeDetail,
  next: WorkOrderCodeDetail,
  overwrite: readonly CodeDetailField[],
): WorkOrderCodeDetail {
  const pick = (field: CodeDetailField) =>
    current[field].trim() === '' || overwrite.includes(field) ? next[field] : current[field];
  return {
    CodeDescription: pick('CodeDescription'),
    CodeDetailDescription: pick('CodeDetailDescription'),
    CodeActionNeeded: pick('CodeActionNeeded'),
  };
}

/**
 * A quantity as thousandths (integers, so that the arithmetic is exact): '1.5' is 1500. Null
 * where it is not a positive number of at most three decimals.
 */
export function quantityThousandths(quantity: number | string): number | null {
  const text = typeof quantity === 'number' ? String(quantity) : quantity.trim();
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(3, '0'));
  const thousandths = whole * 1000 + fraction;
  if (thousandths <= 0 || whole > WorkOrderLimits.MaxQuantity) return null;
  return thousandths;
}

/**
 * The amount of a cost item: quantity times rate, in cents, rounded half away from zero to the
 * cent (1.5 hours at $33.33 is $49.995, charged $50.00). Exact: thousandths times cents, then one
 * division.
 */
export function costAmountCents(quantityMilli: number, rateCents: Cents): Cents {
  const product = BigInt(quantityMilli) * BigInt(rateCents);
  const size = product < 0n ? -product : product;
  const whole = size / 1000n + (size % 1000n >= 500n ? 1n : 0n);
  return Number(product < 0n ? -whole : whole);
}

export interface CostItemInput {
  CostItemTypeId: number;
  Quantity: number | string;
  RateCents: Cents;
}

/** The problem of a cost item, or null; the spec's or our clear text. */
export function costItemProblem(item: CostItemInput): string | null {
  if (!isCostItemTypeId(item.CostItemTypeId)) return WorkOrderMessages.costTypeUnknown;
  const text = String(item.Quantity).trim();
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) return WorkOrderMessages.quantityPositive;
  const milli = quantityThousandths(text);
  if (milli === null) return WorkOrderMessages.quantityDecimals;
  if (!Number.isInteger(item.RateCents) || item.RateCents < 0)
    return WorkOrderMessages.rateNotNegative;
  if (costAmountCents(milli, item.RateCents) > MaxMoneyCents)
    return WorkOrderMessages.amountTooLarge;
  return null;
}

export interface CostLine {
  CostItemTypeId: number;
  AmountCents: Cents;
  IsBillable: boolean;
}

export interface CostSummary {
  LaborCents: Cents;
  MaterialCents: Cents;
  OtherCents: Cents;
  TotalCents: Cents;
  BillableCents: Cents;
  NonBillableCents: Cents;
}

/** GetCostItemsSummary: the totals by kind and by billable, in cents. */
export function summarizeCosts(lines: readonly CostLine[]): CostSummary {
  const sum = (pick: (line: CostLine) => boolean) =>
    lines.filter(pick).reduce((total, line) => total + line.AmountCents, 0);
  return {
    LaborCents: sum((l) => l.CostItemTypeId === CostItemTypeId.Labor),
    MaterialCents: sum((l) => l.CostItemTypeId === CostItemTypeId.Material),
    OtherCents: sum((l) => l.CostItemTypeId === CostItemTypeId.Other),
    TotalCents: sum(() => true),
    BillableCents: sum((l) => l.IsBillable),
    NonBillableCents: sum((l) => !l.IsBillable),
  };
}

/** The insurance kinds the guard reads from the vendor's profile (VendorPolicyTypes). */
export const GuardedInsurancePolicyTypes = [
  'Liability insurance',
  'Workers compensation insurance',
] as const;

export interface VendorPolicy {
  PolicyType: string;
  ExpirationDate: IsoDate;
}

/**
 * The insurance guard: the guarded kinds whose latest policy on the vendor's profile has expired
 * before the day (a kind with no policy at all is not held against the vendor: the guard reads
 * what the profile records). Empty: the vendor may be issued a work order.
 */
export function expiredGuardedPolicies(policies: readonly VendorPolicy[], asOf: IsoDate): string[] {
  return GuardedInsurancePolicyTypes.filter((kind) => {
    const ofKind = policies.filter((p) => p.PolicyType === kind);
    if (ofKind.length === 0) return false;
    const latest = ofKind.reduce((a, b) => (a.ExpirationDate >= b.ExpirationDate ? a : b));
    return latest.ExpirationDate < asOf;
  });
}

export interface WorkOrderClock {
  /** Hours from creation to the first response; null: no response clock. */
  ResponseHours: number | null;
  /** Hours from creation to completion; null: no completion clock. */
  CompletionHours: number | null;
}

export interface WorkOrderClockState {
  ResponseDueAt: Date | null;
  CompletionDueAt: Date | null;
  IsResponseOverdue: boolean;
  IsCompletionOverdue: boolean;
  IsOverdue: boolean;
}

const hour = 3_600_000;

/**
 * The service-level clock of a work order at a moment: when its first response and its completion
 * are due (creation plus the code's hours), and which are overdue (due and not yet done). A target
 * day, where set, is a completion due at the end of that day (UTC) when it comes earlier.
 */
export function workOrderClockState(
  createdAt: Date,
  clock: WorkOrderClock,
  progress: { RespondedAt: Date | null; IsDone: boolean; TargetDate: IsoDate | null },
  now: Date,
): WorkOrderClockState {
  const responseDue =
    clock.ResponseHours === null
      ? null
      : new Date(createdAt.getTime() + clock.ResponseHours * hour);
  const fromClock =
    clock.CompletionHours === null
      ? null
      : new Date(createdAt.getTime() + clock.CompletionHours * hour);
  const fromTarget =
    progress.TargetDate === null ? null : new Date(`${progress.TargetDate}T23:59:59.999Z`);
  const completionDue =
    fromClock === null
      ? fromTarget
      : fromTarget === null
        ? fromClock
        : new Date(Math.min(fromClock.getTime(), fromTarget.getTime()));
  const isResponseOverdue =
    !progress.IsDone &&
    progress.RespondedAt === null &&
    responseDue !== null &&
    now.getTime() > responseDue.getTime();
  const isCompletionOverdue =
    !progress.IsDone && completionDue !== null && now.getTime() > completionDue.getTime();
  return {
    ResponseDueAt: responseDue,
    CompletionDueAt: completionDue,
    IsResponseOverdue: isResponseOverdue,
    IsCompletionOverdue: isCompletionOverdue,
    IsOverdue: isResponseOverdue || isCompletionOverdue,
  };
}

export interface WorkOrderSettingsValues {
  DefaultCodeId: number | null;
  DefaultAssignedUserId: number | null;
  DefaultTargetDays: number | null;
  VendorTemplateId: number | null;
  IsInsuranceGuardOn: boolean;
  IsOverdueAlertOn: boolean;
}

/** The settings of a community that has never saved its own. */
export const DefaultWorkOrderSettings: WorkOrderSettingsValues = {
  DefaultCodeId: null,
  DefaultAssignedUserId: null,
  DefaultTargetDays: 7,
  VendorTemplateId: null,
  IsInsuranceGuardOn: true,
  IsOverdueAlertOn: true,
};

/** Simple address check for vendor emails (one @, a dot after it, no spaces). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
