import { describe, expect, it } from 'vitest';
import {
  codeAccountsProblem,
  codeProblem,
  DefaultSetupCodes,
  freeCodeAlias,
  missingRequiredCodeTypeIds,
  pickDefaultCodeAccount,
  RequiredSetupCodeTypeIds,
  type CodeFieldsInput,
} from './codes-setup';
import { AccountTypeId } from './static-data/accounts';

const code: CodeFieldsInput = {
  TopsCodeTypeId: 1,
  CodeAlias: 'ASMT',
  CodeName: 'Assessment',
  CodeDescription: null,
  FrequencyId: 4,
  StartDate: null,
  EndDate: null,
  Amount: 25_000,
};

describe('required code types at setup (spec 1 §5)', () => {
  it('requires every type except 2, 4, 5, 9, 13, 14, 15, 16, 17, 18', () => {
    expect(RequiredSetupCodeTypeIds).toEqual([1, 3, 6, 7, 8, 10, 11, 12, 19, 20, 21]);
  });

  it('lists the required types a community lacks; optional types do not count', () => {
    expect(missingRequiredCodeTypeIds([1, 2, 4, 10])).toEqual([3, 6, 7, 8, 11, 12, 19, 20, 21]);
    expect(missingRequiredCodeTypeIds(RequiredSetupCodeTypeIds)).toEqual([]);
  });

  it('has one default code per required type, the prepaid code PP of type 10', () => {
    expect(DefaultSetupCodes.map((c) => c.TopsCodeTypeId)).toEqual([...RequiredSetupCodeTypeIds]);
    expect(DefaultSetupCodes.find((c) => c.TopsCodeTypeId === 10)).toMatchObject({
      CodeAlias: 'PP',
      IncomeAccountNumber: '2100',
    });
    expect(new Set(DefaultSetupCodes.map((c) => c.CodeAlias)).size).toBe(DefaultSetupCodes.length);
  });
});

describe('code fields (spec 3 §3)', () => {
  it('accepts a well-formed code', () => {
    expect(codeProblem(code, ['LATE'])).toBeNull();
  });

  it('refuses empty or long fields, unknown types and frequencies', () => {
    expect(codeProblem({ ...code, CodeAlias: ' ' }, [])?.Message).toBe('Code alias is required.');
    expect(codeProblem({ ...code, CodeAlias: 'ABCDEFGHIJK' }, [])?.Message).toBe(
      'Code alias can be at most 10 characters.',
    );
    expect(codeProblem({ ...code, CodeName: '' }, [])?.Message).toBe('Code name is required.');
    expect(codeProblem({ ...code, TopsCodeTypeId: 99 }, [])?.Message).toBe('Unknown code type.');
    expect(codeProblem({ ...code, FrequencyId: 11 }, [])?.Message).toBe('Unknown code frequency.');
  });

  it('keeps aliases unique regardless of case and PP for the prepaid type', () => {
    expect(codeProblem(code, ['asmt'])?.Message).toBe(
      'A code with the alias ASMT already exists in this community.',
    );
    expect(codeProblem({ ...code, CodeAlias: 'pp' }, [])?.Message).toBe(
      'The alias PP is kept for the prepaid code (code type 10).',
    );
    expect(codeProblem({ ...code, CodeAlias: 'PP', TopsCodeTypeId: 10 }, [])).toBeNull();
  });

  it('checks dates and the amount', () => {
    expect(codeProblem({ ...code, StartDate: '2026-02-30' }, [])?.Message).toBe(
      'Start date is not a valid date.',
    );
    expect(
      codeProblem({ ...code, StartDate: '2026-03-01', EndDate: '2026-02-01' }, [])?.Message,
    ).toBe('The end date cannot be before the start date.');
    expect(codeProblem({ ...code, Amount: -1 }, [])?.Message).toBe(
      'The amount cannot be negative.',
    );
  });
});

describe('code accounts', () => {
  const A = AccountTypeId;
  const receivable = { CodeAccountTypeId: 1, AccountTypeId: A.Receivables };

  it('needs a receivable and an income account for charge codes', () => {
    expect(codeAccountsProblem(1, [receivable])).toEqual({
      CodeAccountTypeId: 2,
      Message: 'Assessment codes need a receivable account and an income account.',
    });
    expect(
      codeAccountsProblem(1, [receivable, { CodeAccountTypeId: 2, AccountTypeId: A.Income }]),
    ).toBeNull();
  });

  it('takes a liability as the other account of a prepaid code', () => {
    expect(
      codeAccountsProblem(10, [receivable, { CodeAccountTypeId: 2, AccountTypeId: A.Income }])
        ?.Message,
    ).toBe(
      'The income account must be a Current Liabilities or a Notes Payable or a Long Term Liabilities account.',
    );
    expect(
      codeAccountsProblem(10, [
        receivable,
        { CodeAccountTypeId: 2, AccountTypeId: A.CurrentLiabilities },
      ]),
    ).toBeNull();
  });

  it('needs no accounts for workflow codes but checks any given', () => {
    expect(codeAccountsProblem(7, [])).toBeNull();
    expect(codeAccountsProblem(7, [{ CodeAccountTypeId: 1, AccountTypeId: A.Cash }])).toEqual({
      CodeAccountTypeId: 1,
      Message: 'The receivable account must be a Receivables account.',
    });
    expect(codeAccountsProblem(7, [receivable, receivable])?.Message).toBe(
      'Each code account can be chosen once.',
    );
  });
});

describe('default codes', () => {
  const chart = [
    { id: 1, accountNumber: '1200', accountTypeId: AccountTypeId.Receivables },
    { id: 2, accountNumber: '4500', accountTypeId: AccountTypeId.Income },
    { id: 3, accountNumber: '4050', accountTypeId: AccountTypeId.Income },
  ];

  it('takes the standard account, else the lowest of an allowed type, else none', () => {
    expect(pickDefaultCodeAccount(chart, '1200', [AccountTypeId.Receivables])).toBe(1);
    expect(pickDefaultCodeAccount(chart, '4000', [AccountTypeId.Income])).toBe(3);
    expect(pickDefaultCodeAccount(chart, '2100', [AccountTypeId.CurrentLiabilities])).toBeNull();
  });

  it('numbers an alias that is taken', () => {
    expect(freeCodeAlias('ASMT', ['LATE'])).toBe('ASMT');
    expect(freeCodeAlias('ASMT', ['asmt', 'ASMT2'])).toBe('ASMT3');
    expect(freeCodeAlias('ABCDEFGHIJ', ['ABCDEFGHIJ'])).toBe('ABCDEFGHI2');
  });
});
