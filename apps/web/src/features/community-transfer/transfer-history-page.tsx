import { contract, type CommunityTransfer } from '@hoa/contract';
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, dateColumn, textColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { GenerateKeyModal } from './generate-key-modal';
import { IncomingTransferModal } from './incoming-transfer-modal';
import { transferHistoryQuery } from './transfer-queries';

/** The transfer history route: transfers sent and received, with the key and incoming modals. */
export function TransferHistoryPage() {
  const go = useGo();
  const history = useQuery(transferHistoryQuery);
  const [modal, setModal] = useState<'key' | 'incoming' | null>(null);
  const columns = useMemo(
    () => [
      textColumn<CommunityTransfer>('community', 'Community', 220, (t) => t.CommunityName),
      textColumn<CommunityTransfer>('direction', 'Direction', 100, (t) => t.Direction),
      textColumn<CommunityTransfer>('from', 'From', 180, (t) => t.SenderCompanyName),
      textColumn<CommunityTransfer>('to', 'To', 180, (t) => t.ReceiverCompanyName ?? ''),
      textColumn<CommunityTransfer>('status', 'Status', 120, (t) => t.StatusName),
      textColumn<CommunityTransfer>(
        'steps',
        'Steps',
        80,
        (t) => `${String(t.StepsCompleted)} of 11`,
      ),
      dateColumn<CommunityTransfer>('date', 'Transfer date', (t) => t.TransferDate),
    ],
    [],
  );
  const close = () => {
    setModal(null);
  };
  return (
    <>
      <PageHeader
        title="Community transfers"
        subtitle="Communities moved to or from another management company"
        actions={
          <Group>
            <MayCall calls={contract.communityTransfer.GenerateTransferKey}>
              <Button
                variant="default"
                onClick={() => {
                  setModal('key');
                }}
              >
                Generate transfer key
              </Button>
            </MayCall>
            <MayCall calls={contract.communityTransfer.BeginTransfer}>
              <Button
                onClick={() => {
                  setModal('incoming');
                }}
              >
                Community transfer incoming
              </Button>
            </MayCall>
          </Group>
        }
      />
      {history.error ? <LoadError error={history.error} /> : null}
      <DataGrid
        aria-label="Transfer history"
        rows={history.data ?? []}
        columns={columns}
        rowKey={(t) => t.CommunityTransferId}
        empty="No transfers yet."
        onRowClick={(t) => {
          if (t.Direction === 'Received')
            void go(
              buildRoute(SiteMap.setupTransfer, { communityTransferId: t.CommunityTransferId }),
            );
        }}
      />
      <GenerateKeyModal opened={modal === 'key'} onClose={close} />
      <IncomingTransferModal opened={modal === 'incoming'} onClose={close} />
    </>
  );
}
