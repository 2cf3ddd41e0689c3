import type { ReportDrill } from '@hoa/contract';
import type { ReportColumn } from '../../documents/index';
import type { LedgerScope } from './ledger-balances';

/** The columns most ledger reports start with. */
export const accountColumns: ReportColumn[] = [
  { key: 'number', title: 'Account', kind: 'text', width: 1 },
  { key: 'name', title: 'Name', kind: 'text', width: 3 },
];

export const moneyColumn = (key: string, title: string): ReportColumn => ({
  key,
  title,
  kind: 'money',
});

export const percentColumn = (key: string, title: string): ReportColumn => ({
  key,
  title,
  kind: 'percent',
  width: 0.8,
});

/**
 * A money column whose account figures open the ledger lines behind them: the account's lines of
 * the report's cost center from `fromDate` (null: since the books began) through `toDate`.
 */
export const drillColumn = (
  key: string,
  title: string,
  scope: LedgerScope,
  days: { fromDate: string | null; toDate: string },
  sign: ReportDrill['sign'] = 'normal',
): ReportColumn => ({
  ...moneyColumn(key, title),
  drill: { ...days, costCenterId: scope.costCenterId, sign },
});
