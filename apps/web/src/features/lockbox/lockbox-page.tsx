import { formatCents } from '@hoa/domain';
import { Button, Group, Pagination, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { BatchTable } from './batch-table';
import { historyPageSize, historyQuery, unpostedBatchesQuery } from './lockbox-queries';
import { LockboxSettingsModal } from './lockbox-settings-modal';
import { LockboxUpload } from './lockbox-upload';

/** Lockbox: upload a bank's lockbox file, review the unposted batches, and the import history. */
export function LockboxPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [page, setPage] = useState(1);
  const [settings, setSettings] = useState(false);
  const unposted = useQuery(unpostedBatchesQuery(communityAgentId));
  const history = useQuery(historyQuery(communityAgentId, page));
  const open = (lockboxBatchId: number) =>
    void go(buildRoute(SiteMap.lockboxBatch, { communityAgentId, lockboxBatchId }));
  const pages = Math.max(1, Math.ceil((history.data?.TotalCount ?? 0) / historyPageSize));
  return (
    <>
      <PageHeader
        title="Lockbox"
        subtitle={community.DisplayName}
        actions={
          <Button variant="default" onClick={() => setSettings(true)}>
            Settings
          </Button>
        }
      />
      <LockboxUpload
        communityAgentId={communityAgentId}
        onImported={(result) => {
          const batch = result.Batch;
          if (!batch) return;
          if (result.IsPosted)
            showSuccess(
              `Lockbox batch posted: ${batch.PaymentCount} payments, ${formatCents(batch.Total)}.`,
            );
          else open(batch.LockboxBatchId);
        }}
      />
      <Tabs defaultValue="unposted">
        <Tabs.List mb="sm">
          <Tabs.Tab value="unposted">Unposted batches ({unposted.data?.length ?? 0})</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="unposted">
          {unposted.isError ? <LoadError error={unposted.error} /> : null}
          <BatchTable
            batches={unposted.data ?? []}
            empty="No lockbox batches to review."
            label="Unposted batches"
            onOpen={open}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          {history.isError ? <LoadError error={history.error} /> : null}
          <BatchTable
            batches={history.data?.Items ?? []}
            empty="No lockbox files imported yet."
            label="Lockbox history"
            onOpen={open}
          />
          {pages > 1 ? (
            <Group justify="center" mt="sm">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Tabs.Panel>
      </Tabs>
      <LockboxSettingsModal
        communityAgentId={communityAgentId}
        opened={settings}
        onClose={() => setSettings(false)}
      />
    </>
  );
}
