import { describe, expect, it } from 'vitest';
import { CodeTypeId } from '../static-data/codes';
import {
  codeGroupingOf,
  collectibleBalanceCents,
  collectionSettingsProblems,
  groupCodes,
  historyCategoryIds,
  isOnCollectionHold,
  qualifiesForCollection,
} from './collections';

describe('collection settings', () => {
  it('need a code (or a code category) and a collection action', () => {
    expect(
      collectionSettingsProblems({ CodeIds: [], CodeCategoryIds: [], CollectionActionCodeIds: [] }),
    ).toEqual([
      { field: 'CodeIds', message: 'At least one Code must be selected.' },
      {
        field: 'CollectionActionCodeIds',
        message: 'At least one Collection Action must be selected',
      },
    ]);
    expect(
      collectionSettingsProblems({
        CodeIds: [],
        CodeCategoryIds: [4],
        CollectionActionCodeIds: [9],
      }),
    ).toEqual([]);
  });
});

describe('code grouping', () => {
  it('puts assessment types 1, 2, 18 under AssessmentCodes, other charges under ChargeCodes', () => {
    expect(codeGroupingOf(CodeTypeId.Assessment)).toBe('AssessmentCodes');
    expect(codeGroupingOf(CodeTypeId.SpecialAssessment)).toBe('AssessmentCodes');
    expect(codeGroupingOf(CodeTypeId.ReserveAssessment)).toBe('AssessmentCodes');
    expect(codeGroupingOf(CodeTypeId.LateFee)).toBe('ChargeCodes');
    expect(codeGroupingOf(CodeTypeId.Interest)).toBe('ChargeCodes');
    expect(codeGroupingOf(CodeTypeId.CcrCode)).toBe('WorkflowCodes');
    expect(codeGroupingOf(CodeTypeId.CollectionAction)).toBeNull();
    expect(codeGroupingOf(CodeTypeId.PrePaid)).toBeNull();
    expect(codeGroupingOf(CodeTypeId.Policy)).toBeNull();
  });
  it('groups a list in order', () => {
    const codes = [1, 3, 7, 2, 4].map((TopsCodeTypeId) => ({ TopsCodeTypeId }));
    expect(groupCodes(codes)).toEqual({
      AssessmentCodes: [{ TopsCodeTypeId: 1 }, { TopsCodeTypeId: 2 }],
      ChargeCodes: [{ TopsCodeTypeId: 3 }],
      WorkflowCodes: [{ TopsCodeTypeId: 7 }],
    });
  });
});

describe('who goes to collection', () => {
  const candidate = {
    Balances: [
      { CodeId: 1, CategoryId: 10, BalanceCents: 25_000 },
      { CodeId: 2, CategoryId: 20, BalanceCents: -5_000 },
      { CodeId: 3, CategoryId: null, BalanceCents: 2_500 },
    ],
    AssignedCategoryIds: [10, 30],
    IsOnHold: false,
  };
  const selection = { CodeIds: [3], CodeCategoryIds: [10], HoldCodeCategoryIds: [] };
  it('sums the balances of the selected codes and categories', () => {
    expect(collectibleBalanceCents(candidate, selection)).toBe(27_500);
    expect(
      collectibleBalanceCents(candidate, { ...selection, CodeIds: [2], CodeCategoryIds: [] }),
    ).toBe(-5_000);
  });
  it('takes a property that owes and is not on hold', () => {
    expect(qualifiesForCollection(candidate, selection)).toBe(true);
    expect(
      qualifiesForCollection(candidate, { ...selection, CodeIds: [2], CodeCategoryIds: [] }),
    ).toBe(false);
  });
  it('skips holds: by hand or by an assigned code of a hold category', () => {
    expect(isOnCollectionHold(candidate, [30])).toBe(true);
    expect(isOnCollectionHold({ ...candidate, IsOnHold: true }, [])).toBe(true);
    expect(qualifiesForCollection(candidate, { ...selection, HoldCodeCategoryIds: [30] })).toBe(
      false,
    );
  });
  it('lists payment history for selected categories with IncludePaymentHistory', () => {
    expect(
      historyCategoryIds([
        { TopsCodeCategoryId: 1, IsSelected: true, IncludePaymentHistory: true },
        { TopsCodeCategoryId: 2, IsSelected: true, IncludePaymentHistory: false },
        { TopsCodeCategoryId: 3, IsSelected: false, IncludePaymentHistory: true },
      ]),
    ).toEqual([1]);
  });
});
