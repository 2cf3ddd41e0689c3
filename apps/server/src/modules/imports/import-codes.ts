import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  CodeAccountTypeId,
  codeAccountsProblem,
  codeProblem,
  codeTypeIdFromText,
  duplicateErrors,
  frequencyIdFromText,
  importCents,
  importText,
  SetupImportMessages as M,
  type CodeFieldsInput,
  type SetupImportRow,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { insertCodes, type NewCode } from '../codes/index';
import { accountsByNumber, categoriesByName, codesByAlias } from './import-lookups';
import { runImport, type ImportPlan } from './run-import';

type Codes = typeof contract.imports.Codes;

// The file column of each field a code rule can refuse.
const columnOf: Record<keyof CodeFieldsInput, string> = {
  TopsCodeTypeId: 'CodeType',
  CodeAlias: 'CodeAlias',
  CodeName: 'CodeName',
  CodeDescription: 'CodeDescription',
  FrequencyId: 'Frequency',
  StartDate: 'StartDate',
  EndDate: 'EndDate',
  Amount: 'Amount',
};
const accountColumn = (side: number) =>
  side === CodeAccountTypeId.Receivable ? 'ReceivableAccount' : 'IncomeAccount';

/** Codes with their accounts and category, by the same rules as SaveCodeWithAccountCodes. */
export function importCodes(
  ctx: RequestContext,
  input: InputOf<Codes>,
): Promise<ResponseOf<Codes>> {
  return runImport(ctx, input.body, {
    kind: 'Codes',
    claims: [['glaccounts', 'create']],
    plan: planCodes,
  });
}

async function planCodes(
  ctx: RequestContext,
  communityAgentId: number,
  rows: SetupImportRow[],
): Promise<ImportPlan> {
  const [existing, chart, categories] = [
    await codesByAlias(ctx, communityAgentId),
    await accountsByNumber(ctx, communityAgentId),
    await categoriesByName(ctx, communityAgentId),
  ];
  const taken = [...existing.keys()];
  const errors = duplicateErrors(
    rows,
    'CodeAlias',
    (row) => importText(row, 'CodeAlias')?.toUpperCase() ?? null,
  );
  const list: NewCode[] = [];
  for (const row of rows) {
    const fail = (Column: string, Message: string) =>
      errors.push({ Row: row.Row, Column, Message });
    const alias = importText(row, 'CodeAlias');
    const name = importText(row, 'CodeName');
    const typeText = importText(row, 'CodeType');
    const typeId = typeText === null ? null : codeTypeIdFromText(typeText);
    if (typeText !== null && typeId === null) fail('CodeType', M.unknownCodeType);
    const frequencyText = importText(row, 'Frequency');
    const frequencyId = frequencyText === null ? null : frequencyIdFromText(frequencyText);
    if (frequencyText !== null && frequencyId === null) fail('Frequency', M.unknownFrequency);
    const category = importText(row, 'Category');
    const categoryId = category === null ? null : (categories.get(category.toLowerCase()) ?? null);
    if (category !== null && categoryId === null) fail('Category', M.categoryNotFound(category));
    if (alias === null || name === null || typeId === null) continue;

    const fields: CodeFieldsInput = {
      TopsCodeTypeId: typeId,
      CodeAlias: alias,
      CodeName: name,
      CodeDescription: importText(row, 'CodeDescription'),
      FrequencyId: frequencyId,
      StartDate: importText(row, 'StartDate'),
      EndDate: importText(row, 'EndDate'),
      Amount: importCents(row, 'Amount') ?? 0,
    };
    const problem = codeProblem(fields, taken);
    if (problem) fail(columnOf[problem.Field], problem.Message);
    const accounts = [CodeAccountTypeId.Receivable, CodeAccountTypeId.Income].flatMap((side) => {
      const number = importText(row, accountColumn(side));
      if (number === null) return [];
      const account = chart.get(number);
      if (!account) {
        fail(accountColumn(side), M.accountNotFound(number));
        return [];
      }
      return [{ side, account }];
    });
    const accountProblem = codeAccountsProblem(
      typeId,
      accounts.map((a) => ({ CodeAccountTypeId: a.side, AccountTypeId: a.account.accountTypeId })),
    );
    if (accountProblem)
      fail(accountColumn(accountProblem.CodeAccountTypeId), accountProblem.Message);
    list.push({
      codeTypeId: typeId,
      codeCategoryId: categoryId,
      codeAlias: alias,
      codeName: name,
      codeDescription: fields.CodeDescription,
      frequencyId,
      methodId: null,
      lastApplied: null,
      startDate: fields.StartDate,
      endDate: fields.EndDate,
      amountCents: fields.Amount,
      previousCodeId: null,
      accounts: accounts.map((a) => ({
        codeAccountTypeId: a.side,
        accountId: a.account.id,
        costCenterId: null,
      })),
    });
  }
  return {
    errors,
    commit: async () => (await insertCodes(ctx, communityAgentId, list)).length,
  };
}
