import { type PositivePayBankAccount, type PositivePaySend } from '@hoa/contract';
import { Anchor, Select } from '@mantine/core';
import { showError } from '../../app/toasts';
import {
  GridCheckbox,
  moneyColumn,
  type EditedRow,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { downloadSendFile } from './positive-pay-queries';

/** What Save accounts sends for an account: whether it is enrolled, and its file's layout. */
export type PositivePayEdit = Pick<PositivePayBankAccount, 'IsEnrolled' | 'Layout'>;
export type PositivePayRow = EditedRow<PositivePayBankAccount, PositivePayEdit>;

const layouts = [
  { value: 'csv', label: 'CSV' },
  { value: 'fixed', label: 'Fixed width' },
];

/** The bank accounts, each enrolled or not and with its layout, as the form has them. */
export function accountColumns(
  onEdit: (row: PositivePayRow, change: Partial<PositivePayEdit>) => void,
): GridColumn<PositivePayRow>[] {
  return [
    {
      id: 'enrolled',
      header: 'Enrolled',
      width: 80,
      align: 'center',
      cell: (r) => (
        <GridCheckbox
          aria-label={`Enrol ${r.row.CommunityName} ${r.row.AccountName}`}
          checked={r.edit.IsEnrolled}
          onChange={(e) => onEdit(r, { IsEnrolled: e.currentTarget.checked })}
        />
      ),
    },
    {
      id: 'bank',
      header: 'Bank',
      width: 200,
      cell: ({ row }) => `${row.BankName}${row.BankAlias ? ` (${row.BankAlias})` : ''}`,
    },
    { id: 'community', header: 'Community', width: 200, cell: ({ row }) => row.CommunityName },
    {
      id: 'account',
      header: 'Account',
      width: 200,
      cell: ({ row }) => `${row.AccountName} …${row.AccountNumber}`,
    },
    {
      id: 'layout',
      header: 'Layout',
      width: 150,
      cell: (r) => (
        <Select
          size="xs"
          w={130}
          aria-label={`Layout of ${r.row.CommunityName} ${r.row.AccountName}`}
          data={layouts}
          value={r.edit.Layout}
          onChange={(value) => onEdit(r, { Layout: value === 'fixed' ? 'fixed' : 'csv' })}
          allowDeselect={false}
        />
      ),
    },
    {
      id: 'last-sent',
      header: 'Last sent',
      width: 170,
      cell: ({ row }) => <DateTimeText value={row.LastSentAt} />,
    },
  ];
}

/** The positive pay files sent, each to download. */
export const sendColumns: GridColumn<PositivePaySend>[] = [
  { id: 'sent', header: 'Sent', width: 170, cell: (s) => <DateTimeText value={s.CreatedAt} /> },
  { id: 'community', header: 'Community', width: 200, cell: (s) => s.CommunityName },
  { id: 'account', header: 'Account', width: 180, cell: (s) => s.AccountName },
  {
    id: 'file',
    header: 'File',
    width: 260,
    cell: (s) => (
      <Anchor
        size="sm"
        component="button"
        type="button"
        onClick={() => void downloadSendFile(s.PositivePaySendId, s.FileName).catch(showError)}
      >
        {s.FileName}
      </Anchor>
    ),
  },
  { id: 'issued', header: 'Issued', width: 80, align: 'right', cell: (s) => s.IssueCount },
  { id: 'void', header: 'Void', width: 70, align: 'right', cell: (s) => s.VoidCount },
  moneyColumn('total', 'Total', (s) => s.Total),
];
