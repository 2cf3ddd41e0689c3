import { contract, type DirectDebitChangeNotice } from '@hoa/contract';
import { formatCents, formatDate, hasAccess, localDay } from '@hoa/domain';
import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { changeNoticesQuery, directDebitKey, enrollmentHistoryQuery } from './direct-debit-queries';

/** The direct debit a notification of change is about, as the bank's file named it. */
function originalEntry(n: DirectDebitChangeNotice): string {
  if (!n.IsMatched) return `Trace ${n.OriginalTraceNumber}: no direct debit of this community`;
  const what = n.EntryIsPrenote ? 'Prenote' : `Debit ${formatCents(n.EntryAmount ?? 0)}`;
  return `${what} of ${formatDate(n.EntryEffectiveDate ?? '')} (${n.EntryFileName ?? ''}), trace ${n.OriginalTraceNumber}`;
}

/**
 * Notifications of change from the bank's return files (NACHA COR entries): the debit each is
 * about, its owner, the change code and the corrected data. A user who processes returns applies
 * one to the owner's enrolment after confirming; a notification matched to no debit is only shown.
 */
export function ChangeNotices({ communityAgentId }: { communityAgentId: number }) {
  const client = useQueryClient();
  const notices = useQuery(changeNoticesQuery(communityAgentId));
  const claims = useSession().data?.Claims ?? [];
  const canApply = hasAccess(claims, 'arownerpayments', 'update');
  const apply = useMutation({
    mutationFn: (notice: DirectDebitChangeNotice) =>
      api.call(contract.directDebit.ApplyChangeNotice, {
        body: { DirectDebitChangeNoticeId: notice.DirectDebitChangeNoticeId },
      }),
    onSuccess: async (notice) => {
      await client.invalidateQueries({ queryKey: directDebitKey });
      showSuccess(
        `${notice.ChangeCode} applied to ${notice.OwnerName ?? 'the owner'}’s enrolment: ${notice.CurrentDetails ?? ''}.`,
      );
    },
  });
  const confirm = (n: DirectDebitChangeNotice) =>
    openConfirm({
      title: `Apply ${n.ChangeCode} ${n.Description}`,
      message: `${n.OwnerName ?? 'The owner'}’s enrolment (${n.CurrentDetails ?? ''}) takes the corrected data: ${n.CorrectedData}. The change is kept in the enrolment’s history.`,
      confirmLabel: 'Apply',
      onConfirm: () => apply.mutate(n),
    });
  const rows = notices.data ?? [];
  const applying = apply.isPending ? apply.variables.DirectDebitChangeNoticeId : null;
  // The confirmation through a ref: it opens with the latest mutation.
  const ask = useRef(confirm);
  ask.current = confirm;
  const columns = useMemo(
    () => noticeColumns(canApply, applying, (n) => ask.current(n)),
    [canApply, applying],
  );
  return (
    <>
      {notices.isError ? <LoadError error={notices.error} /> : null}
      <DataGrid
        aria-label="Notifications of change"
        rows={rows}
        columns={columns}
        rowKey={noticeKey}
        variableRowHeight
        empty="No notifications of change."
      />
    </>
  );
}

/** What was changed on an enrolment's bank details since it was made (applied notifications of change). */
export function EnrollmentHistoryModal({
  enrollment,
  onClose,
}: {
  enrollment: { id: number; ownerName: string } | null;
  onClose: () => void;
}) {
  const history = useQuery({
    ...enrollmentHistoryQuery(enrollment?.id ?? 0),
    enabled: enrollment !== null,
  });
  return (
    <Modal
      opened={enrollment !== null}
      onClose={onClose}
      title={`Enrolment history: ${enrollment?.ownerName ?? ''}`}
      size="lg"
    >
      {history.isError ? <LoadError error={history.error} /> : null}
      <Stack gap="xs">
        {(history.data ?? []).length === 0 && history.isSuccess ? (
          <Text size="sm" c="dimmed">
            No change since the owner was enrolled.
          </Text>
        ) : null}
        {(history.data ?? []).map((h) => (
          <Text size="sm" key={h.DirectDebitEnrollmentHistoryId}>
            {h.Description}
            {h.UserName ? (
              <Text span size="xs" c="dimmed">
                {' '}
                ({h.UserName})
              </Text>
            ) : null}
          </Text>
        ))}
      </Stack>
    </Modal>
  );
}

const noticeKey = (n: DirectDebitChangeNotice) => n.DirectDebitChangeNoticeId;

function noticeColumns(
  canApply: boolean,
  applying: number | null,
  confirm: (notice: DirectDebitChangeNotice) => void,
): GridColumn<DirectDebitChangeNotice>[] {
  return [
    {
      id: 'received',
      header: 'Received',
      width: 150,
      cell: (n) => (
        <>
          {formatDate(n.ReceivedOn)}
          <Text size="xs" c="dimmed">
            {n.FileName}
          </Text>
        </>
      ),
    },
    { id: 'owner', header: 'Owner', width: 160, cell: (n) => n.OwnerName ?? '—' },
    { id: 'entry', header: 'Original entry', width: 260, cell: originalEntry },
    {
      id: 'change',
      header: 'Change',
      width: 200,
      cell: (n) => (
        <>
          <Badge variant="light" color="blue">
            {n.ChangeCode}
          </Badge>{' '}
          {n.Description}
        </>
      ),
    },
    { id: 'corrected', header: 'Corrected data', width: 180, cell: (n) => n.CorrectedData },
    { id: 'now', header: 'Enrolment now', width: 200, cell: (n) => n.CurrentDetails ?? '—' },
    {
      id: 'apply',
      header: '',
      width: 150,
      cell: (n) =>
        n.AppliedAt ? (
          <Badge color="green" variant="light">
            Applied {formatDate(localDay(new Date(n.AppliedAt)))}
          </Badge>
        ) : !n.IsMatched ? (
          <Badge color="gray" variant="light" title={n.ApplyBlockedReason ?? undefined}>
            Unmatched
          </Badge>
        ) : n.CanApply && canApply ? (
          <Button
            size="compact-sm"
            loading={applying === n.DirectDebitChangeNoticeId}
            onClick={() => confirm(n)}
          >
            Apply
          </Button>
        ) : n.ApplyBlockedReason ? (
          <Text size="xs" c="dimmed">
            {n.ApplyBlockedReason}
          </Text>
        ) : null,
    },
  ];
}
