import type { ChartAccount, RequiredAccountRow } from '@hoa/contract';
import { StandardRequiredAccountNumbers } from '@hoa/domain';

export type RequiredChoice = Record<number, number | null>;

/** The chosen account of each required type; an empty one takes the standard chart's account. */
export function withStandardAccounts(
  rows: readonly RequiredAccountRow[],
  chart: readonly ChartAccount[],
  chosen: RequiredChoice,
): RequiredChoice {
  return Object.fromEntries(
    rows.map((row) => {
      const current = chosen[row.AccountRequiredTypeId] ?? null;
      const number = StandardRequiredAccountNumbers[row.AccountRequiredTypeId];
      const standard = chart.find(
        (a) =>
          a.AccountNumber === number &&
          a.CostCenterId === null &&
          row.AllowedAccountTypeIds.includes(a.TopsAccountTypeId),
      );
      return [row.AccountRequiredTypeId, current ?? standard?.TopsAccountId ?? null];
    }),
  );
}

/** The SaveRequiredAccounts list of a complete choice. */
export function requiredAccountsBody(rows: readonly RequiredAccountRow[], chosen: RequiredChoice) {
  return rows.map((row) => ({
    AccountRequiredTypeId: row.AccountRequiredTypeId,
    TopsAccountId: chosen[row.AccountRequiredTypeId] ?? 0,
  }));
}
