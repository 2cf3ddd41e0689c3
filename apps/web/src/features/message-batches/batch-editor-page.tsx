import { contract, type MessageBatchHeader } from '@hoa/contract';
import { MessageBatchContent, StatusId } from '@hoa/domain';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { useRememberRecent } from '../../app/recent-records';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { BatchEditForm } from './batch-edit-form';
import { BatchHeaderFacts, SendingProgress } from './batch-parts';
import { batchesKey, dryRunQuery, headerQuery } from './batch-queries';
import { DryRunPanel } from './dry-run-panel';
import { RecipientsGrid } from './recipients-grid';

const Release = contract.messageBatches.ReleaseMessageBatch;

/**
 * The editor of a batch being prepared (Incomplete or Updated): its header, what it sends, its
 * recipients, the dry run and Release. Once released the page follows the background work on a
 * progress bar and opens the review when the batch is Complete.
 */
export function BatchEditorPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const messageBatchItemId = Number(useParams({ strict: false }).messageBatchItemId);
  const go = useGo();
  const header = useQuery(headerQuery(messageBatchItemId));
  const data = header.data;
  useRememberRecent(
    data
      ? { label: `Message batch #${String(data.TopsItemId)}: ${data.Subject}`, kind: 'Transaction' }
      : null,
  );
  const complete = data?.TopsStatusId === StatusId.Complete;
  useEffect(() => {
    if (complete)
      void go(buildRoute(SiteMap.messageBatchReview, { communityAgentId, messageBatchItemId }), {
        replace: true,
      });
  }, [complete, go, communityAgentId, messageBatchItemId]);
  if (header.isError) return <LoadError error={header.error} />;
  if (!data) return <PageLoader />;
  const letters = data.Content === MessageBatchContent.Letter;
  return (
    <>
      <PageHeader
        title={`Message batch ${String(messageBatchItemId)}`}
        subtitle={community.DisplayName}
        actions={data.IsEditable ? <ReleaseButton header={data} /> : null}
      />
      <BatchHeaderFacts header={data} />
      {data.IsEditable && data.ReleaseError ? (
        <Alert color="red" variant="light" role="alert" title="The last release stopped" mb="sm">
          {data.ReleaseError}
        </Alert>
      ) : null}
      {data.IsEditable ? (
        <Stack gap="sm">
          <Group align="stretch" gap="sm" wrap="nowrap">
            <BatchEditForm header={data} />
            <DryRunPanel messageBatchItemId={messageBatchItemId} letters={letters} />
          </Group>
          <RecipientsGrid messageBatchItemId={messageBatchItemId} editable files={!letters} />
        </Stack>
      ) : (
        <>
          <SendingProgress header={data} />
          <Button
            variant="default"
            onClick={() =>
              void go(
                buildRoute(SiteMap.messageBatchReview, { communityAgentId, messageBatchItemId }),
              )
            }
          >
            Open the review
          </Button>
        </>
      )}
    </>
  );
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Release, after a confirmation that says how many emails and letters will go. */
function ReleaseButton({ header }: { header: MessageBatchHeader }) {
  const client = useQueryClient();
  const dryRun = useQuery(dryRunQuery(header.TopsItemId));
  const release = useMutation({
    mutationFn: () => api.call(Release, { body: { messageBatchItemId: header.TopsItemId } }),
    onSuccess: async (released) => {
      // The header starts being polled: the page shows the progress until it is Complete.
      client.setQueryData(headerQuery(released.TopsItemId).queryKey, released);
      await client.invalidateQueries({ queryKey: batchesKey, refetchType: 'none' });
      showSuccess('The message batch was released.');
    },
  });
  const emails = dryRun.data?.Email ?? header.EmailRecipients;
  const letters = dryRun.data?.Print ?? header.PrintRecipients;
  const invalid = dryRun.data?.Invalid.length ?? header.InvalidRecipients;
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Release the message batch',
      size: 'sm',
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">Releasing sends the batch; it cannot be changed afterwards.</Text>
          <List size="sm" spacing={2}>
            <List.Item>{count(emails, 'email', 'emails')} will be sent</List.Item>
            {header.Content === MessageBatchContent.Letter ? (
              <List.Item>
                {count(letters, 'letter', 'letters')} will be printed and mailed
              </List.Item>
            ) : null}
            {header.SummaryRecipients > 0 ? (
              <List.Item>
                {count(header.SummaryRecipients, 'summary recipient', 'summary recipients')} will
                get a summary
              </List.Item>
            ) : null}
            {invalid > 0 ? (
              <List.Item c="red.8">
                {count(
                  invalid,
                  'recipient who cannot be reached is',
                  'recipients who cannot be reached are',
                )}{' '}
                left out
              </List.Item>
            ) : null}
          </List>
        </Stack>
      ),
      labels: { confirm: 'Release', cancel: 'Cancel' },
      onConfirm: () => release.mutate(),
    });
  return (
    <MayCall calls={Release}>
      <Button loading={release.isPending} onClick={confirm}>
        Release
      </Button>
    </MayCall>
  );
}
