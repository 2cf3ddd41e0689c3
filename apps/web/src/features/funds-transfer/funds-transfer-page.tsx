import { formatDate } from '@hoa/domain';
import { contract, type FundsTransfer } from '@hoa/contract';
import { Anchor, Badge, Button, Group, Tabs } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
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
  const columns = useMemo(
    () => transferColumns(communityAgentId, setCancelling),
    [communityAgentId],
  );
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
      <DataGrid
        aria-label="Funds transfers"
        rows={rows}
        columns={columns}
        rowKey={transferKey}
        empty={tab === 'pending' ? 'No transfer is pending.' : 'No transfer yet.'}
      />
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

const transferKey = (t: FundsTransfer) => t.FundsTransferId;

function transferColumns(
  communityAgentId: number,
  cancel: (transfer: FundsTransfer) => void,
): GridColumn<FundsTransfer>[] {
  return [
    { id: 'date', header: 'Date', width: 100, cell: (t) => formatDate(t.TransferDate) },
    { id: 'from', header: 'From', width: 180, cell: (t) => t.BankAccountNameFrom },
    { id: 'to', header: 'To', width: 180, cell: (t) => t.BankAccountNameTo },
    moneyColumn('amount', 'Amount', (t) => t.Amount),
    { id: 'reference', header: 'Reference', width: 140, cell: (t) => t.Reference ?? '' },
    {
      id: 'status',
      header: 'Status',
      width: 200,
      cell: (t) => (
        <>
          <Badge color={statusColor[t.Status] ?? 'gray'} variant="light">
            {t.StatusName}
          </Badge>
          {t.CancelReason ? ` ${t.CancelReason}` : ''}
        </>
      ),
    },
    {
      id: 'entry',
      header: 'Entry',
      width: 90,
      cell: (t) =>
        t.TopsItemId ? (
          <Anchor
            size="sm"
            href={`#${buildRoute(SiteMap.journalEntryProfile, {
              communityAgentId,
              itemId: t.TopsItemId,
            })}`}
          >
            #{t.TopsItemId}
          </Anchor>
        ) : null,
    },
    {
      id: 'cancel',
      header: '',
      width: 90,
      cell: (t) =>
        t.Status === 1 ? (
          <Button size="compact-xs" variant="light" color="red" onClick={() => cancel(t)}>
            Cancel
          </Button>
        ) : null,
    },
  ];
}
