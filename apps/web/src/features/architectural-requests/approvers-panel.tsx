import {
  contract,
  type ArchitecturalRequestView,
  type CommitteeApprover,
  type InternalApprover,
} from '@hoa/contract';
import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { MayCall } from '../../widgets/may-call';
import { refreshArchitecturalRequests } from './architectural-requests-queries';

const C = contract.architecturalRequests;

/** An approver's vote: Approve in green, Disapprove in red, none yet in gray. */
function VoteBadge({ vote }: { vote: 'Approve' | 'Disapprove' | null }) {
  if (vote === null)
    return (
      <Badge size="sm" variant="outline" color="gray">
        Not voted
      </Badge>
    );
  return (
    <Badge size="sm" variant="light" color={vote === 'Approve' ? 'green' : 'red'}>
      {vote === 'Approve' ? 'Approved' : 'Disapproved'}
    </Badge>
  );
}

const internalColumns: GridColumn<InternalApprover>[] = [
  { id: 'name', header: 'User', width: 200, cell: (a) => a.UserName },
  { id: 'vote', header: 'Vote', width: 120, cell: (a) => <VoteBadge vote={a.Vote} /> },
  { id: 'when', header: 'When', width: 190, cell: (a) => <DateTimeText value={a.VotedAt} /> },
  { id: 'reason', header: 'Reason', cell: (a) => a.Reason ?? '' },
];

/** Mails a committee approver who has not voted new links (the old ones stop working). */
function ResendButton({ itemId, approver }: { itemId: number; approver: CommitteeApprover }) {
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: () =>
      api.call(C.ResendCommitteeLinks, {
        body: { TopsItemId: itemId, CommitteeApproverId: approver.CommitteeApproverId },
      }),
    onError: (error) => showErrorOr(error, 'The voting links were not sent.'),
    onSuccess: async () => {
      showSuccess(`New voting links were mailed to ${approver.EmailAddress}.`);
      await refreshArchitecturalRequests(client);
    },
  });
  return (
    <MayCall calls={C.ResendCommitteeLinks}>
      <Button
        size="compact-xs"
        variant="light"
        loading={resend.isPending}
        aria-label={`Resend the voting links to ${approver.EmailAddress}`}
        onClick={() => resend.mutate()}
      >
        Resend links
      </Button>
    </MayCall>
  );
}

function committeeColumns(itemId: number, pending: boolean): GridColumn<CommitteeApprover>[] {
  return [
    {
      id: 'name',
      header: 'Member',
      width: 230,
      cell: (a) => (
        <Stack gap={0}>
          <Text size="sm">{a.Name ?? a.EmailAddress}</Text>
          {a.Name ? (
            <Text size="xs" c="dimmed">
              {a.EmailAddress}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'vote', header: 'Vote', width: 120, cell: (a) => <VoteBadge vote={a.Vote} /> },
    {
      id: 'when',
      header: 'When',
      width: 230,
      cell: (a) =>
        a.VotedAt === null ? (
          <Text size="xs" c="dimmed">
            {a.LinksSentAt === null ? 'Links not sent' : 'Links sent '}
            {a.LinksSentAt === null ? null : <DateTimeText value={a.LinksSentAt} />}
          </Text>
        ) : (
          <Stack gap={0}>
            <DateTimeText value={a.VotedAt} />
            <Text size="xs" c="dimmed">
              {a.VotedFromAddress ?? ''}
            </Text>
          </Stack>
        ),
    },
    { id: 'reason', header: 'Reason', width: 200, cell: (a) => a.Reason ?? '' },
    {
      id: 'actions',
      header: '',
      width: 120,
      cell: (a) =>
        pending && a.Vote === null ? <ResendButton itemId={itemId} approver={a} /> : null,
    },
  ];
}

/** The approvers with their votes, time and address; Resend links for a committee approver. */
export function ApproversPanel({ view }: { view: ArchitecturalRequestView }) {
  const r = view.Request;
  const pending = r.TopsStatusId === 1;
  const columns = useMemo(() => committeeColumns(r.TopsItemId, pending), [r.TopsItemId, pending]);
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={5}>
          {`Internal approvers · ${String(r.InternalApprovalCount)} of ${String(r.RequiredInternalApprovals)} required`}
        </Title>
        <DataGrid
          aria-label="Internal approvers"
          rows={view.InternalApprovers}
          columns={internalColumns}
          rowKey={(a) => a.UserAgentId}
          empty="No internal approver."
          variableRowHeight
        />
        <Title order={5} mt="xs">
          {`Committee approvers · ${String(r.CommitteeApprovalCount)} of ${String(r.RequiredCommitteeApprovals)} required`}
        </Title>
        <DataGrid
          aria-label="Committee approvers"
          rows={view.CommitteeApprovers}
          columns={columns}
          rowKey={(a) => a.CommitteeApproverId}
          rowTestId={(a) => `committee-approver-${a.EmailAddress}`}
          empty="No committee approver."
          variableRowHeight
        />
      </Stack>
    </Paper>
  );
}
