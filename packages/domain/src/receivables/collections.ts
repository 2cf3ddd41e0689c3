// Collections (spec 3 §3 'Collections settings', §5 'Collections', §7 step outputs 'Collections:
// AgentIds, IsPosted, CodeIds, CodeCategoryIds, HoldCodeCategoryIds'). A collection run applies a
// collection action (a code of type 6 Collection Action, charged at its amount) to each property
// whose owner owes a balance in the selected codes or code categories, except properties on hold:
// held by hand on their collection status, or assigned a code of a hold code category.
import { codeTypeIdsInGroup, CodeTypeId, AssessmentCodeTypeIds } from '../static-data/codes';

export const CollectionMessages = {
  noCode: 'At least one Code must be selected.',
  noAction: 'At least one Collection Action must be selected',
  notAction: 'A collection action must be a code of type Collection Action of this community.',
  notCode: 'Only codes of this community can be selected.',
  notCategory: 'Only code categories of this community can be selected.',
  notProperty: 'The property is not in this community.',
  noLetter: 'There is no letter available at this time.',
  letterFailed: 'An error ocurred obtaining this collection letter',
  letterTemplate:
    'The collection letter must be a Letter template this community uses (a system template or one linked to it).',
} as const;

/** The email of a collection letter sent by a message batch (the letter is attached). */
export const CollectionLetterEmail = {
  subject: 'Collection notice',
  body: 'Please find attached a letter about the past-due balance of your account.',
} as const;

export interface CollectionSettingsInput {
  CodeIds: readonly number[];
  CodeCategoryIds: readonly number[];
  CollectionActionCodeIds: readonly number[];
}

export interface CollectionProblem {
  field: keyof CollectionSettingsInput;
  message: string;
}

/** Every problem of a collection run's settings: codes (or categories), then the action. */
export function collectionSettingsProblems(input: CollectionSettingsInput): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  if (input.CodeIds.length === 0 && input.CodeCategoryIds.length === 0)
    problems.push({ field: 'CodeIds', message: CollectionMessages.noCode });
  if (input.CollectionActionCodeIds.length === 0)
    problems.push({ field: 'CollectionActionCodeIds', message: CollectionMessages.noAction });
  return problems;
}

export type CodeGroupingName = 'AssessmentCodes' | 'ChargeCodes' | 'WorkflowCodes';

/**
 * The group a code is listed under on the collection and interest panels (CodeGrouping):
 * assessment-type codes (1, 2, 18), other charge codes, workflow codes; null for others
 * (community codes, collection actions and prepaid credits are not balances to collect).
 */
export function codeGroupingOf(codeTypeId: number): CodeGroupingName | null {
  if (AssessmentCodeTypeIds.includes(codeTypeId)) return 'AssessmentCodes';
  if (codeTypeId === CodeTypeId.CollectionAction || codeTypeId === CodeTypeId.PrePaid) return null;
  if (codeTypeIdsInGroup('Charge').includes(codeTypeId)) return 'ChargeCodes';
  if (codeTypeIdsInGroup('Workflow').includes(codeTypeId)) return 'WorkflowCodes';
  return null;
}

/** Codes sorted into the three groupings, in their given order. */
export function groupCodes<T extends { TopsCodeTypeId: number }>(
  codes: readonly T[],
): Record<CodeGroupingName, T[]> {
  const groups: Record<CodeGroupingName, T[]> = {
    AssessmentCodes: [],
    ChargeCodes: [],
    WorkflowCodes: [],
  };
  for (const code of codes) {
    const group = codeGroupingOf(code.TopsCodeTypeId);
    if (group) groups[group].push(code);
  }
  return groups;
}

export interface CollectionCandidate {
  /** Balance (cents) by code of the property's owner. */
  Balances: readonly { CodeId: number; CategoryId: number | null; BalanceCents: number }[];
  /** Code categories of the codes assigned to the property. */
  AssignedCategoryIds: readonly number[];
  IsOnHold: boolean;
}

export interface CollectionSelection {
  CodeIds: readonly number[];
  CodeCategoryIds: readonly number[];
  HoldCodeCategoryIds: readonly number[];
}

/** Whether a property is held out of collection: by hand, or by a code of a hold category. */
export function isOnCollectionHold(
  candidate: CollectionCandidate,
  holdCategoryIds: readonly number[],
): boolean {
  return (
    candidate.IsOnHold || candidate.AssignedCategoryIds.some((id) => holdCategoryIds.includes(id))
  );
}

/** The balance that sends a property to collection: its selected codes' and categories' sum. */
export function collectibleBalanceCents(
  candidate: CollectionCandidate,
  selection: CollectionSelection,
): number {
  return candidate.Balances.filter(
    (b) =>
      selection.CodeIds.includes(b.CodeId) ||
      (b.CategoryId !== null && selection.CodeCategoryIds.includes(b.CategoryId)),
  ).reduce((sum, b) => sum + b.BalanceCents, 0);
}

/** A property goes to collection when it owes a selected balance and is not on hold. */
export function qualifiesForCollection(
  candidate: CollectionCandidate,
  selection: CollectionSelection,
): boolean {
  return (
    !isOnCollectionHold(candidate, selection.HoldCodeCategoryIds) &&
    collectibleBalanceCents(candidate, selection) > 0
  );
}

/** Code categories whose payment history the letter lists (IncludePaymentHistory). */
export function historyCategoryIds(
  categories: readonly {
    TopsCodeCategoryId: number;
    IsSelected: boolean;
    IncludePaymentHistory: boolean;
  }[],
): number[] {
  return categories
    .filter((c) => c.IsSelected && c.IncludePaymentHistory)
    .map((c) => c.TopsCodeCategoryId);
}
