import { describe, expect, it } from 'vitest';
import {
  AssessmentCodeTypeIds,
  CodeTypeId,
  CodeTypes,
  Frequencies,
  FrequencyId,
  codeTypeIdsInGroup,
  ReceivableCodeTypeIds,
} from './codes';
import {
  AccountingCodeMethods,
  AccountingProfileMethods,
  CodeMethods,
  DistributionTypes,
  InterestMethods,
  LateFeeMethods,
} from './code-methods';

describe('CodeTypes', () => {
  it('names types 1-11 in the order of spec 1 §3.5', () => {
    const spec =
      'Assessment, Special Assessment, Late Fee, Policy, Access Code, Collection Action, CCR Code, ' +
      'Work Order Code, Insurance Policy, PrePaid, Interest';
    expect(CodeTypes.slice(0, 11).map((row) => [row.TopsCodeTypeId, row.CodeTypeName])).toEqual(
      spec.split(', ').map((name, index) => [index + 1, name]),
    );
    expect(CodeTypeId.PrePaid).toBe(10);
    expect(CodeTypeId.Interest).toBe(11);
  });

  it('has ids 1-21, unique, with a name each', () => {
    expect(CodeTypes.map((row) => row.TopsCodeTypeId)).toEqual(
      Array.from({ length: 21 }, (_, index) => index + 1),
    );
    const names = CodeTypes.map((row) => row.CodeTypeName);
    expect(new Set(names).size).toBe(21);
  });

  it('groups the types as the spec does', () => {
    expect(codeTypeIdsInGroup('Charge')).toEqual([1, 2, 3, 6, 10, 11, 12, 13, 14, 15, 16, 18, 21]);
    expect(codeTypeIdsInGroup('Community')).toEqual([4, 5, 9, 17, 19]);
    expect(codeTypeIdsInGroup('Workflow')).toEqual([7, 8, 20]);
  });

  it('keeps an owner’s balance on the charge codes, the CCR codes and the work order codes', () => {
    expect(ReceivableCodeTypeIds).toEqual([
      ...codeTypeIdsInGroup('Charge'),
      CodeTypeId.CcrCode,
      CodeTypeId.WorkOrderCode,
    ]);
    expect(ReceivableCodeTypeIds).toContain(7);
    expect(ReceivableCodeTypeIds).toContain(8);
  });

  it('flags assessment types 1, 2, 18', () => {
    expect(AssessmentCodeTypeIds).toEqual([1, 2, 18]);
    expect(
      CodeTypes.filter((row) => row.IsAssessmentType).map((row) => row.TopsCodeTypeId),
    ).toEqual([1, 2, 18]);
  });

  it('requires at setup all but 2,4,5,9,13,14,15,16,17,18', () => {
    expect(
      CodeTypes.filter((row) => !row.IsRequiredAtSetup).map((row) => row.TopsCodeTypeId),
    ).toEqual([2, 4, 5, 9, 13, 14, 15, 16, 17, 18]);
  });
});

describe('Frequencies', () => {
  it('numbers the spec list 1-10 with monthly 4 and quarterly 5', () => {
    const spec =
      'Weekly, Bi-Weekly, Bi-Monthly, Monthly, Quarterly, Semi-Yearly, Yearly, Hourly, Daily, Once';
    expect(Frequencies.map((row) => [row.FrequencyId, row.FrequencyName])).toEqual(
      spec.split(', ').map((name, index) => [index + 1, name]),
    );
    expect(FrequencyId.Monthly).toBe(4);
    expect(FrequencyId.Quarterly).toBe(5);
  });
});

describe('CodeMethods', () => {
  it('numbers the methods 1-20 in the spec order', () => {
    expect(CodeMethods.map((row) => [row.MethodId, row.MethodName.toLowerCase()])).toEqual([
      [1, 'flat dollar'],
      [2, 'percent of property value'],
      [3, 'square feet times rate'],
      [4, 'total times percent ownership'],
      [5, 'flat'],
      [6, 'percent of unpaid'],
      [7, 'flat plus percent'],
      [8, 'based on selected codes'],
      [9, 'greater of flat or percent'],
      [10, 'selected codes'],
      [11, 'simple'],
      [12, 'compound'],
      [13, 'cash'],
      [14, 'accrual'],
      [15, 'modified accrual'],
      [16, 'distribution'],
      [17, 'burden rate'],
      [18, 'part'],
      [19, 'labor'],
      [20, 'fine'],
    ]);
  });

  it('gives the lists behind the static-data calls', () => {
    const ids = (rows: readonly { MethodId: number }[]): number[] =>
      rows.map((row) => row.MethodId);
    expect(ids(InterestMethods)).toEqual([10, 11, 12]);
    expect(ids(LateFeeMethods)).toEqual([5, 6, 7, 8, 9]);
    expect(ids(AccountingProfileMethods)).toEqual([13, 14, 15]);
    expect(AccountingCodeMethods).toEqual(CodeMethods);
    expect(CodeMethods.filter((row) => row.MethodKind === 'Assessment')).toHaveLength(4);
  });

  it('has unique distribution type ids', () => {
    const ids = DistributionTypes.map((row) => row.DistributionTypeId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
