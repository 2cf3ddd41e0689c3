import { CollectionMessages, TxnTypeId } from '@hoa/domain';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { accrueCollectionRun, ChargeRunTypes } from '../charges';
import { PageLoader } from '../../widgets/page-loader';
import { RunPanel } from '../late-fees-interest';
import { CollectionSettingsPanel } from './collection-settings-panel';
import { CollectionStatusTable } from './collection-status-table';
import {
  collectionActionsQuery,
  collectionSettingsQuery,
  collectionStatusQuery,
} from './collection-queries';

/** /community/:id/collections — collection settings, the collection run (53), status, letters. */
export function CollectionsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const settings = useQuery(collectionSettingsQuery(communityAgentId));
  const actions = useQuery(collectionActionsQuery(communityAgentId));
  const status = useQuery(collectionStatusQuery(communityAgentId));
  const error = settings.error ?? actions.error ?? status.error;
  const ready = settings.data && actions.data && status.data;
  const noCode = settings.data
    ? settings.data.CodeIds.length === 0 && !settings.data.CodeCategories.some((c) => c.IsSelected)
    : true;
  return (
    <>
      <PageHeader
        title="Set collection status"
        subtitle={community.DisplayName}
        actions={
          <ChargeRunTypes communityAgentId={communityAgentId} current={TxnTypeId.Collection} />
        }
      />
      {error ? <LoadError error={error} /> : null}
      {ready ? (
        <Stack gap="md">
          <CollectionSettingsPanel key={settings.dataUpdatedAt} settings={settings.data} />
          <RunPanel
            communityAgentId={communityAgentId}
            txnTypeId={TxnTypeId.Collection}
            codes={actions.data}
            codesLabel="Collection actions (taken in this order)"
            noCodeMessage={CollectionMessages.noAction}
            settingsProblem={noCode ? CollectionMessages.noCode : null}
            accrue={accrueCollectionRun}
            note={
              <Text size="xs" c="dimmed">
                Each owing property not on hold moves to the next selected action, at most once a
                month.
              </Text>
            }
          />
          <CollectionStatusTable
            communityAgentId={communityAgentId}
            rows={status.data}
            actions={actions.data}
          />
        </Stack>
      ) : error ? null : (
        <PageLoader />
      )}
    </>
  );
}
