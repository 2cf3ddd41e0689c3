import { type contract, type ResponseOf } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Badge, Button } from '@mantine/core';
import { useMemo } from 'react';
import { showError } from '../../app/toasts';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { downloadRunFile } from './direct-debit-queries';

type Enrollment = ResponseOf<typeof contract.directDebit.GetEnrollments>[number];
type Run = ResponseOf<typeof contract.directDebit.GetRuns>[number];

/** An enrolled owner whose history is asked for. */
export interface HistoryOf {
  id: number;
  ownerName: string;
}

/** The community's enrolled owners: bank details, prenote state, next debit, history. */
export function EnrolledOwnersGrid(props: {
  enrollments: readonly Enrollment[];
  onHistory: (of: HistoryOf) => void;
}) {
  const { onHistory } = props;
  const columns = useMemo(() => enrollmentColumns(onHistory), [onHistory]);
  return (
    <DataGrid
      aria-label="Enrolled owners"
      rows={props.enrollments}
      columns={columns}
      rowKey={enrollmentKey}
      rowHeight={36}
      empty="No owner is enrolled yet."
    />
  );
}

/** The NACHA files made for the community, each to download. */
export function DirectDebitRunsGrid(props: { runs: readonly Run[] }) {
  return (
    <DataGrid
      aria-label="NACHA files"
      rows={props.runs}
      columns={runColumns}
      rowKey={runKey}
      rowHeight={36}
      empty="No NACHA files yet."
    />
  );
}

const enrollmentKey = (e: Enrollment) => e.DirectDebitEnrollmentId;
const runKey = (r: Run) => r.DirectDebitRunId;

function enrollmentColumns(onHistory: (of: HistoryOf) => void): GridColumn<Enrollment>[] {
  return [
    { id: 'account', header: 'Account', width: 100, cell: (e) => e.AccountNumber ?? '' },
    { id: 'owner', header: 'Owner', width: 220, cell: (e) => e.OwnerName },
    { id: 'routing', header: 'Routing', width: 110, cell: (e) => e.RoutingNumber },
    {
      id: 'bank-account',
      header: 'Bank account',
      width: 170,
      cell: (e) => `${e.MaskedAccountNumber} ${e.AccountType === 'S' ? 'savings' : 'checking'}`,
    },
    {
      id: 'prenote',
      header: 'Prenote',
      width: 100,
      cell: (e) =>
        e.IsPrenoted ? (
          <Badge color="green" variant="light">
            Sent
          </Badge>
        ) : (
          <Badge color="yellow" variant="light">
            Next run
          </Badge>
        ),
    },
    {
      id: 'next-debit',
      header: 'Next debit',
      width: 110,
      money: true,
      cell: (e) => (e.IsPrenoted ? formatCents(e.Balance) : '—'),
    },
    {
      id: 'history',
      header: '',
      width: 90,
      cell: (e) => (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={`History of ${e.OwnerName}`}
          onClick={() => onHistory({ id: e.DirectDebitEnrollmentId, ownerName: e.OwnerName })}
        >
          History
        </Button>
      ),
    },
  ];
}

const runColumns: GridColumn<Run>[] = [
  { id: 'effective', header: 'Effective', width: 110, cell: (r) => formatDate(r.EffectiveDate) },
  {
    id: 'file',
    header: 'File',
    width: 240,
    cell: (r) => (
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => void downloadRunFile(r.DirectDebitRunId, r.FileName).catch(showError)}
      >
        {r.FileName}
      </Button>
    ),
  },
  { id: 'bank-account', header: 'Bank account', width: 180, cell: (r) => r.BankAccountName },
  { id: 'entries', header: 'Entries', width: 80, align: 'right', cell: (r) => r.EntryCount },
  { id: 'prenotes', header: 'Prenotes', width: 90, align: 'right', cell: (r) => r.PrenoteCount },
  { id: 'entry-hash', header: 'Entry hash', width: 120, cell: (r) => r.EntryHash },
  moneyColumn('total', 'Total', (r) => r.Total),
];
