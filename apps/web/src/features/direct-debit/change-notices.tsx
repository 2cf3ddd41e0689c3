import { contract, type DirectDebitChangeNotice } from '@hoa/contract';
import { formatCents, formatDate, hasAccess, localDay } from '@hoa/domain';
import { Badge, Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
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
  return (
    <>
      {notices.isError ? <LoadError error={notices.error} /> : null}
      <Table striped verticalSpacing={4} fz="sm" aria-label="Notifications of change">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th>Original entry</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>Corrected data</Table.Th>
            <Table.Th>Enrolment now</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? <EmptyRow colSpan={7}>No notifications of change.</EmptyRow> : null}
          {rows.map((n) => (
            <Table.Tr key={n.DirectDebitChangeNoticeId}>
              <Table.Td>
                {formatDate(n.ReceivedOn)}
                <Text size="xs" c="dimmed">
                  {n.FileName}
                </Text>
              </Table.Td>
              <Table.Td>{n.OwnerName ?? '—'}</Table.Td>
              <Table.Td>{originalEntry(n)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="blue">
                  {n.ChangeCode}
                </Badge>{' '}
                {n.Description}
              </Table.Td>
              <Table.Td>{n.CorrectedData}</Table.Td>
              <Table.Td>{n.CurrentDetails ?? '—'}</Table.Td>
              <Table.Td miw={130} style={{ whiteSpace: 'nowrap' }}>
                {n.AppliedAt ? (
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
                    loading={
                      apply.isPending &&
                      apply.variables.DirectDebitChangeNoticeId === n.DirectDebitChangeNoticeId
                    }
                    onClick={() => confirm(n)}
                  >
                    Apply
                  </Button>
                ) : n.ApplyBlockedReason ? (
                  <Text size="xs" c="dimmed">
                    {n.ApplyBlockedReason}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
