import type { ReportColumn } from '../../documents/index';

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
