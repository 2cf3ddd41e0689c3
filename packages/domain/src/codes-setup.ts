// Codes at community setup (spec 1 §3.5, §5, §9; spec 3 §3 'Code fields'): the code types the
// setup requires, the default code of each, a code's field rules and its GL accounts.
import { isValidIsoDate } from './dates';
import { AccountTypeId, AccountTypes } from './static-data/accounts';
import { MethodId } from './static-data/code-methods';
import {
  CodeTypeId,
  CodeTypes,
  Frequencies,
  FrequencyId,
  PrepaidCodeAlias,
} from './static-data/codes';

export const CodeLimits = {
  Alias: 10,
  Name: 100,
  Description: 1000,
  CategoryName: 100,
  DetailDescription: 4000,
  ActionNeeded: 1000,
} as const;

/** Spec 1 §5: every code type except 2, 4, 5, 9, 13-18 needs a code before setup completes. */
export const RequiredSetupCodeTypeIds: readonly number[] = CodeTypes.filter(
  (type) => type.IsRequiredAtSetup,
).map((type) => type.TopsCodeTypeId);

/** The required code types the community has no code of, in id order. */
export function missingRequiredCodeTypeIds(presentCodeTypeIds: readonly number[]): number[] {
  const present = new Set(presentCodeTypeIds);
  return RequiredSetupCodeTypeIds.filter((id) => !present.has(id));
}

export function codeTypeName(codeTypeId: number): string {
  return (
    CodeTypes.find((type) => type.TopsCodeTypeId === codeTypeId)?.CodeTypeName ?? `${codeTypeId}`
  );
}

/** A code's GL accounts: the receivable it charges and the income (or liability) it earns. */
export const CodeAccountTypeId = { Receivable: 1, Income: 2 } as const;
export type CodeAccountTypeIdValue = (typeof CodeAccountTypeId)[keyof typeof CodeAccountTypeId];

export const CodeAccountTypes: readonly { CodeAccountTypeId: number; Name: string }[] = [
  { CodeAccountTypeId: CodeAccountTypeId.Receivable, Name: 'Receivable account' },
  { CodeAccountTypeId: CodeAccountTypeId.Income, Name: 'Income account' },
];

const A = AccountTypeId;
const liabilities = [A.CurrentLiabilities, A.NotesPayable, A.LongTermLiabilities];

/** Charge codes post to the ledger, so they need both accounts; other codes need none. */
export function codeNeedsAccounts(codeTypeId: number): boolean {
  return CodeTypes.find((type) => type.TopsCodeTypeId === codeTypeId)?.CodeGroup === 'Charge';
}

/**
 * The account types a code's account may be: receivables for the receivable side; income for the
 * other side, except prepaids and security deposits, which are owed back and so are liabilities.
 */
export function allowedCodeAccountTypes(codeTypeId: number, codeAccountTypeId: number): number[] {
  if (codeAccountTypeId === CodeAccountTypeId.Receivable) return [A.Receivables];
  return codeTypeId === CodeTypeId.PrePaid || codeTypeId === CodeTypeId.SecurityDeposit
    ? liabilities
    : [A.Income];
}

export const CodeMessages = {
  aliasRequired: 'Code alias is required.',
  nameRequired: 'Code name is required.',
  tooLong: (field: string, max: number) => `${field} can be at most ${max} characters.`,
  unknownType: 'Unknown code type.',
  unknownFrequency: 'Unknown code frequency.',
  aliasTaken: (alias: string) => `A code with the alias ${alias} already exists in this community.`,
  prepaidAlias: `The alias ${PrepaidCodeAlias} is kept for the prepaid code (code type 10).`,
  badDate: (field: string) => `${field} is not a valid date.`,
  endBeforeStart: 'The end date cannot be before the start date.',
  negativeAmount: 'The amount cannot be negative.',
  accountsRequired: (codeTypeName: string) =>
    `${codeTypeName} codes need a receivable account and an income account.`,
  accountTwice: 'Each code account can be chosen once.',
  accountWrongType: (side: string, allowed: readonly number[]) =>
    `The ${side.toLowerCase()} must be ${allowed.map(accountTypeName).join(' or ')} account.`,
  accountNotInCommunity: 'The account does not belong to this community.',
  categoryNotInCommunity: 'The code category does not belong to this community.',
  categoryNameRequired: 'Category name is required.',
  categoryNameTaken: (name: string) => `A code category named ${name} already exists.`,
  noChart: 'Create the chart of accounts before the required codes.',
  codeSaved: 'Code saved.',
  categorySaved: 'Code category saved.',
  requiredCodesCreated: (count: number) =>
    `${count} required ${count === 1 ? 'code was' : 'codes were'} created.`,
} as const;

function accountTypeName(typeId: number): string {
  const name = AccountTypes.find((t) => t.TopsAccountTypeId === typeId)?.AccountTypeName ?? '';
  return `a ${name}`;
}

export interface CodeFieldsInput {
  TopsCodeTypeId: number;
  CodeAlias: string;
  CodeName: string;
  CodeDescription: string | null;
  FrequencyId: number | null;
  StartDate: string | null;
  EndDate: string | null;
  Amount: number;
}

export interface CodeProblem {
  Field: keyof CodeFieldsInput;
  Message: string;
}

const problem = (Field: keyof CodeFieldsInput, Message: string): CodeProblem => ({
  Field,
  Message,
});

/** The first problem of a code's fields; takenAliases are the community's other codes' aliases. */
export function codeProblem(
  code: CodeFieldsInput,
  takenAliases: readonly string[],
): CodeProblem | null {
  const alias = code.CodeAlias.trim();
  const M = CodeMessages;
  if (alias === '') return problem('CodeAlias', M.aliasRequired);
  if (alias.length > CodeLimits.Alias)
    return problem('CodeAlias', M.tooLong('Code alias', CodeLimits.Alias));
  if (code.CodeName.trim() === '') return problem('CodeName', M.nameRequired);
  if (code.CodeName.trim().length > CodeLimits.Name)
    return problem('CodeName', M.tooLong('Code name', CodeLimits.Name));
  if ((code.CodeDescription ?? '').length > CodeLimits.Description)
    return problem('CodeDescription', M.tooLong('Code description', CodeLimits.Description));
  if (!CodeTypes.some((type) => type.TopsCodeTypeId === code.TopsCodeTypeId))
    return problem('TopsCodeTypeId', M.unknownType);
  if (code.FrequencyId !== null && !Frequencies.some((f) => f.FrequencyId === code.FrequencyId))
    return problem('FrequencyId', M.unknownFrequency);
  if (alias.toUpperCase() === PrepaidCodeAlias && code.TopsCodeTypeId !== CodeTypeId.PrePaid)
    return problem('CodeAlias', M.prepaidAlias);
  if (takenAliases.some((taken) => taken.toUpperCase() === alias.toUpperCase()))
    return problem('CodeAlias', M.aliasTaken(alias));
  if (code.StartDate !== null && !isValidIsoDate(code.StartDate))
    return problem('StartDate', M.badDate('Start date'));
  if (code.EndDate !== null && !isValidIsoDate(code.EndDate))
    return problem('EndDate', M.badDate('End date'));
  if (code.StartDate && code.EndDate && code.EndDate < code.StartDate)
    return problem('EndDate', M.endBeforeStart);
  if (code.Amount < 0) return problem('Amount', M.negativeAmount);
  return null;
}

export interface CodeAccountChoice {
  CodeAccountTypeId: number;
  /** The chosen account's type (0-12). */
  AccountTypeId: number;
}

/** A charge code needs one receivable and one income account, each of an allowed type. */
export function codeAccountsProblem(
  codeTypeId: number,
  accounts: readonly CodeAccountChoice[],
): { CodeAccountTypeId: number; Message: string } | null {
  const sides = accounts.map((a) => a.CodeAccountTypeId);
  const twice = sides.find((side, i) => sides.indexOf(side) !== i);
  if (twice !== undefined) return { CodeAccountTypeId: twice, Message: CodeMessages.accountTwice };
  const missing = CodeAccountTypes.find((t) => !sides.includes(t.CodeAccountTypeId));
  if (codeNeedsAccounts(codeTypeId) && missing)
    return {
      CodeAccountTypeId: missing.CodeAccountTypeId,
      Message: CodeMessages.accountsRequired(codeTypeName(codeTypeId)),
    };
  for (const account of accounts) {
    const allowed = allowedCodeAccountTypes(codeTypeId, account.CodeAccountTypeId);
    if (!allowed.includes(account.AccountTypeId)) {
      const side =
        CodeAccountTypes.find((t) => t.CodeAccountTypeId === account.CodeAccountTypeId)?.Name ??
        'account';
      return {
        CodeAccountTypeId: account.CodeAccountTypeId,
        Message: CodeMessages.accountWrongType(side, allowed),
      };
    }
  }
  return null;
}

/** A code the setup makes for a required type that has none (express setup, codes step). */
export interface DefaultSetupCode {
  TopsCodeTypeId: number;
  CodeAlias: string;
  CodeName: string;
  CodeDescription: string;
  FrequencyId: number | null;
  MethodId: number | null;
  /** Standard chart numbers of its accounts; null for codes that do not post. */
  ReceivableAccountNumber: string | null;
  IncomeAccountNumber: string | null;
}

const C = CodeTypeId;
const charge = (
  type: number,
  alias: string,
  name: string,
  description: string,
  income: string,
  frequencyId: number | null = null,
  methodId: number | null = null,
): DefaultSetupCode => ({
  TopsCodeTypeId: type,
  CodeAlias: alias,
  CodeName: name,
  CodeDescription: description,
  FrequencyId: frequencyId,
  MethodId: methodId,
  ReceivableAccountNumber: '1200',
  IncomeAccountNumber: income,
});
const workflow = (type: number, alias: string, name: string): DefaultSetupCode => ({
  TopsCodeTypeId: type,
  CodeAlias: alias,
  CodeName: name,
  CodeDescription: `${name} code made by the setup.`,
  FrequencyId: null,
  MethodId: null,
  ReceivableAccountNumber: null,
  IncomeAccountNumber: null,
});

/** One default code per required type; the prepaid code is 'PP', type 10 (spec 1 §9). */
export const DefaultSetupCodes: readonly DefaultSetupCode[] = [
  charge(
    C.Assessment,
    'ASMT',
    'Assessment',
    'Regular assessment of every owner.',
    '4000',
    FrequencyId.Monthly,
    MethodId.FlatDollar,
  ),
  charge(
    C.LateFee,
    'LATE',
    'Late Fee',
    'Late fee on unpaid charges.',
    '4100',
    FrequencyId.Monthly,
    MethodId.LateFeeFlat,
  ),
  charge(C.CollectionAction, 'COLL', 'Collection Action', 'Collection costs charged back.', '4300'),
  workflow(C.CcrCode, 'CCR', 'CCR Violation'),
  workflow(C.WorkOrderCode, 'WO', 'Work Order'),
  charge(C.PrePaid, PrepaidCodeAlias, 'Prepaid', 'Payments received ahead of charges.', '2100'),
  charge(
    C.Interest,
    'INT',
    'Interest',
    'Interest on past-due balances.',
    '4200',
    FrequencyId.Monthly,
    MethodId.InterestSimple,
  ),
  charge(C.NsfFee, 'NSF', 'NSF Fee', 'Fee for a returned payment.', '4300'),
  workflow(C.Section, 'SEC', 'Section'),
  workflow(C.ArchitecturalCode, 'ARC', 'Architectural Request'),
  charge(C.MiscellaneousCharge, 'MISC', 'Miscellaneous Charge', 'Other owner charges.', '4300'),
];

export interface ChartAccountFact {
  id: number;
  accountNumber: string;
  accountTypeId: number;
}

/**
 * The account a default code takes: the standard chart's number when the community has it with an
 * allowed type, else the community's lowest-numbered account of an allowed type, else null.
 */
export function pickDefaultCodeAccount(
  chart: readonly ChartAccountFact[],
  preferredNumber: string,
  allowedTypeIds: readonly number[],
): number | null {
  const allowed = chart.filter((a) => allowedTypeIds.includes(a.accountTypeId));
  const preferred = allowed.find((a) => a.accountNumber === preferredNumber);
  const lowest = [...allowed].sort((a, b) =>
    a.accountNumber.localeCompare(b.accountNumber, 'en', { numeric: true }),
  )[0];
  return (preferred ?? lowest)?.id ?? null;
}

/** The alias itself when free, else the alias with the lowest number (2, 3, …) that is. */
export function freeCodeAlias(alias: string, taken: readonly string[]): string {
  const upper = new Set(taken.map((t) => t.toUpperCase()));
  if (!upper.has(alias.toUpperCase())) return alias;
  for (let n = 2; ; n++) {
    const candidate = `${alias.slice(0, CodeLimits.Alias - String(n).length)}${n}`;
    if (!upper.has(candidate.toUpperCase())) return candidate;
  }
}
