import { formatCents, formatDate, R19AmountLimitCents } from '@hoa/domain';
import { contract, type ResponseOf } from '@hoa/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { showError } from '../../app/toasts';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { MayCall } from '../../widgets/may-call';
import { downloadRunFile } from './direct-debit-queries';

type Enrollment = ResponseOf<typeof contract.directDebit.GetEnrollments>[number];
type Run = ResponseOf<typeof contract.directDebit.GetRuns>[number];

/** An enrolled owner whose history is asked for. */
export interface HistoryOf {
  id: number;
  ownerName: string;
}

/**
 * The community's enrolled owners: bank details, prenote state, autopay (changed from its button),
 * next debit, history.
 */
export function EnrolledOwnersGrid(props: {
  enrollments: readonly Enrollment[];
  onHistory: (of: HistoryOf) => void;
  onAutopay: (of: Enrollment) => void;
}) {
  const { onHistory, onAutopay } = props;
  const columns = useMemo(() => enrollmentColumns(onHistory, onAutopay), [onHistory, onAutopay]);
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

function enrollmentColumns(
  onHistory: (of: HistoryOf) => void,
  onAutopay: (of: Enrollment) => void,
): GridColumn<Enrollment>[] {
  return [
    { id: 'account', header: 'Account', width: 100, cell: (e) => e.AccountNumber ?? '' },
    { id: 'owner', header: 'Owner', width: 180, cell: (e) => e.OwnerName },
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
      id: 'autopay',
      header: 'Autopay',
      width: 320,
      cell: (e) => (
        <Group gap={6} wrap="nowrap" justify="space-between">
          {e.IsAutopay ? <AutopayCell enrollment={e} /> : <Text size="sm">—</Text>}
          <MayCall calls={contract.directDebit.SaveEnrollmentAutopay}>
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              aria-label={`Autopay of ${e.OwnerName}`}
              onClick={() => onAutopay(e)}
            >
              Change
            </Button>
          </MayCall>
        </Group>
      ),
    },
    {
      id: 'next-debit',
      header: 'Next debit',
      width: 120,
      money: true,
      // An autopay owner's debit is their draft of the charges due, not the balance; a balance
      // over the R19 limit is not debited.
      cell: (e) =>
        !e.IsPrenoted
          ? '—'
          : e.IsAutopay
            ? 'Draft'
            : e.Balance > R19AmountLimitCents
              ? 'Over R19 limit'
              : formatCents(e.Balance),
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

/** The owner's autopay on an enrolment: who turned it on, the cap, the past due chosen. */
function AutopayCell({ enrollment: e }: { enrollment: Enrollment }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color="blue" variant="light" style={{ flexShrink: 0 }}>
        {e.IsFromPortal ? 'Owner’s autopay' : 'Autopay'}
      </Badge>
      <Text size="xs" c="dimmed">
        {autopayTerms(e)}
      </Text>
    </Group>
  );
}

/** The cap and past-due choice of an autopay enrolment: 'cap $100.00, past due next'. */
export const autopayTerms = (e: Enrollment): string =>
  [
    e.AutopayCapCents === null ? 'no cap' : `cap ${formatCents(e.AutopayCapCents)}`,
    e.PayPastDueNext ? 'past due next' : null,
  ]
    .filter((t) => t !== null)
    .join(', ');

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
