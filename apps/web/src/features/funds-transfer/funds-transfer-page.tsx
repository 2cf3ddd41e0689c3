import type { FundsTransfer } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { contract } from '@hoa/contract';
import { Anchor, Badge, Button, Group, Table, Tabs } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { CancelTransferModal } from './cancel-transfer-modal';
import { fundsTransferKey, transfersQuery } from './funds-transfer-queries';
import { TransferModal } from './transfer-modal';
import { MayCall } from '../../widgets/may-call';

const statusColor: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'gray' };

/** Funds transfers of the community: pending ones (cancellable) and all, and a new transfer. */
export function FundsTransferPage({ pendingOnly = false }: { pendingOnly?: boolean }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const [tab, setTab] = useState<string | null>(pendingOnly ? 'pending' : 'all');
  const transfers = useQuery(transfersQuery(communityAgentId, tab === 'pending'));
  const [opened, setOpened] = useState(false);
  const [cancelling, setCancelling] = useState<FundsTransfer | null>(null);
  const rows = transfers.data ?? [];
  const client = useQueryClient();
  // What the daily job does, now: the community's pending transfers dated today or before post.
  const postDue = useMutation({
    mutationFn: () =>
      api.call(contract.fundsTransfer.PostDueTransfers, {
        body: { CommunityAgentId: communityAgentId },
      }),
    onSuccess: async ({ Posted }) => {
      await client.invalidateQueries({ queryKey: fundsTransferKey });
      const n = Posted.length;
      showSuccess(
        n === 0
          ? 'No pending transfer is due.'
          : `${String(n)} ${n === 1 ? 'transfer' : 'transfers'} posted.`,
      );
    },
  });
  return (
    <>
      <PageHeader
        title="Funds transfer"
        subtitle={community.DisplayName}
        actions={
          <Group>
            <MayCall calls={contract.fundsTransfer.PostDueTransfers}>
              <Button
                variant="default"
                loading={postDue.isPending}
                onClick={() => postDue.mutate()}
              >
                Post due transfers
              </Button>
            </MayCall>
            <MayCall calls={contract.fundsTransfer.AccountFundsTransfer}>
              <Button onClick={() => setOpened(true)}>New transfer</Button>
            </MayCall>
          </Group>
        }
      />
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="pending">Pending</Tabs.Tab>
          <Tabs.Tab value="all">All transfers</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {transfers.isError ? <LoadError error={transfers.error} /> : null}
      <Table striped verticalSpacing={4} fz="sm" aria-label="Funds transfers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Entry</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <EmptyRow colSpan={8}>
              {tab === 'pending' ? 'No transfer is pending.' : 'No transfer yet.'}
            </EmptyRow>
          ) : null}
          {rows.map((t) => (
            <Table.Tr key={t.FundsTransferId}>
              <Table.Td>{formatDate(t.TransferDate)}</Table.Td>
              <Table.Td>{t.BankAccountNameFrom}</Table.Td>
              <Table.Td>{t.BankAccountNameTo}</Table.Td>
              <Table.Td ta="right">{formatCents(t.Amount)}</Table.Td>
              <Table.Td>{t.Reference ?? ''}</Table.Td>
              <Table.Td>
                <Badge color={statusColor[t.Status] ?? 'gray'} variant="light">
                  {t.StatusName}
                </Badge>
                {t.CancelReason ? ` ${t.CancelReason}` : ''}
              </Table.Td>
              <Table.Td>
                {t.TopsItemId ? (
                  <Anchor
                    size="sm"
                    href={`#${buildRoute(SiteMap.journalEntryProfile, {
                      communityAgentId,
                      itemId: t.TopsItemId,
                    })}`}
                  >
                    #{t.TopsItemId}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>
                {t.Status === 1 ? (
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    onClick={() => setCancelling(t)}
                  >
                    Cancel
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <TransferModal
        communityAgentId={communityAgentId}
        opened={opened}
        onClose={() => setOpened(false)}
      />
      <CancelTransferModal transfer={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

export function PendingTransfersPage() {
  return <FundsTransferPage pendingOnly />;
}
