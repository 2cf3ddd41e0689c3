import { contract, type CcrBatchEntry } from '@hoa/contract';
import { InspectionMessages } from '@hoa/domain';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { batchQuery, refreshBatches } from './ccr-batch-queries';
import { EditEntryModal } from './edit-entry-modal';
import { useInspectionQueue } from './use-inspection-queue';

const C = contract.ccrBatches;
const entryKey = (e: CcrBatchEntry) => e.CcrBatchEntryId;

/**
 * Batch review (spec 3 §2 'Violations'): the entries of an inspection in row order, edited or
 * removed while the batch is a draft, then accrued (after confirmation) as violation records.
 */
export function BatchReviewPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const ccrBatchId = Number(useParams({ strict: false }).ccrBatchId);
  const go = useGo();
  const client = useQueryClient();
  const view = useQuery(batchQuery(ccrBatchId));
  const queue = useInspectionQueue(ccrBatchId);
  const [editing, setEditing] = useState<CcrBatchEntry | null>(null);
  const draft = view.data?.Batch.State === 'Draft';

  const remove = useMutation({
    mutationFn: (entry: CcrBatchEntry) =>
      api.call(C.RemoveCcrBatchEntry, { body: { CcrBatchEntryId: entry.CcrBatchEntryId } }),
    onError: (error) => showErrorOr(error, 'The entry was not removed.'),
    onSuccess: () => refreshBatches(client),
  });
  const accrue = useMutation({
    mutationFn: () => api.call(C.AccrueCcrBatch, { body: { CcrBatchId: ccrBatchId } }),
    onError: (error) => showErrorOr(error, 'The inspection was not accrued.'),
    onSuccess: async (answer) => {
      showSuccess(answer.Message);
      await refreshBatches(client);
      await go(buildRoute(SiteMap.ccrViolationsIndex, { communityAgentId }));
    },
  });
  const discard = useMutation({
    mutationFn: () => api.call(C.DeleteCcrBatch, { body: { CcrBatchId: ccrBatchId } }),
    onError: (error) => showErrorOr(error, 'The inspection was not deleted.'),
    onSuccess: async () => {
      await refreshBatches(client);
      await go(buildRoute(SiteMap.ccrBatchIndex, { communityAgentId }));
    },
  });

  const columns = useMemo<GridColumn<CcrBatchEntry>[]>(
    () => [
      { id: 'row', header: 'Row', width: 44, align: 'right', cell: (e) => e.Row },
      {
        id: 'entry',
        header: 'Entry',
        cell: (e) => (
          <div>
            <Text size="sm" fw={500} truncate>
              {e.PropertyName}
            </Text>
            <Text size="sm" lineClamp={2} title={e.Description}>
              <span title={e.CodeName}>{e.CodeAlias}</span> ·{' '}
              {e.Description || (
                <Text span size="sm" c="red">
                  Description is required.
                </Text>
              )}
            </Text>
          </div>
        ),
      },
      { id: 'photos', header: 'Photos', width: 64, align: 'right', cell: (e) => e.Photos.length },
      {
        id: 'actions',
        header: '',
        width: 96,
        cell: (e) =>
          e.TopsItemId !== null ? (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Violation #${String(e.TopsItemId)}`}
              onClick={() =>
                void go(
                  buildRoute(SiteMap.ccrViolationView, {
                    communityAgentId,
                    parentView: 'violations',
                    itemId: e.TopsItemId ?? 0,
                  }),
                )
              }
            >
              #{e.TopsItemId}
            </Button>
          ) : (
            <Stack gap={4} align="stretch">
              <Button size="compact-xs" variant="default" onClick={() => setEditing(e)}>
                Edit
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Remove row ${String(e.Row)}`}
                onClick={() =>
                  openConfirm({
                    title: 'Remove entry',
                    message: `Remove row ${String(e.Row)} (${e.PropertyName}, ${e.CodeAlias}) and its photos?`,
                    confirmLabel: 'Remove',
                    danger: true,
                    onConfirm: () => remove.mutate(e),
                  })
                }
              >
                Remove
              </Button>
            </Stack>
          ),
      },
    ],
    [communityAgentId, go, remove],
  );

  const batch = view.data?.Batch;
  const count = view.data?.Entries.length ?? 0;
  return (
    <>
      <PageHeader
        title={`Inspection review${batch?.Name ? `: ${batch.Name}` : ''}`}
        subtitle={community.DisplayName}
        actions={
          draft ? (
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() =>
                  void go(buildRoute(SiteMap.ccrBatchAdd, { communityAgentId, ccrBatchId }))
                }
              >
                Add entries
              </Button>
              <MayCall calls={C.DeleteCcrBatch}>
                <Button
                  variant="subtle"
                  color="red"
                  loading={discard.isPending}
                  onClick={() =>
                    openConfirm({
                      title: 'Delete inspection',
                      message: 'Delete this inspection and all its entries?',
                      confirmLabel: 'Delete',
                      danger: true,
                      onConfirm: () => discard.mutate(),
                    })
                  }
                >
                  Delete
                </Button>
              </MayCall>
              <MayCall calls={C.AccrueCcrBatch}>
                <Button
                  disabled={count === 0 || queue.waiting > 0}
                  loading={accrue.isPending}
                  onClick={() =>
                    openConfirm({
                      title: 'Accrue inspection',
                      message: InspectionMessages.accrueConfirm(count),
                      confirmLabel: 'Accrue',
                      onConfirm: () => accrue.mutate(),
                    })
                  }
                >
                  Accrue
                </Button>
              </MayCall>
            </Group>
          ) : null
        }
      />
      {view.error ? <LoadError error={view.error} /> : null}
      {batch ? (
        <Group gap="md" mb="xs">
          <Text size="sm">
            Inspected <DateText value={batch.InspectedOn} />
          </Text>
          <Text size="sm">Next action in {batch.NextActionDays} days</Text>
          <Badge variant="light" color={draft ? 'orange' : 'green'}>
            {batch.State}
          </Badge>
        </Group>
      ) : null}
      {queue.waiting > 0 ? (
        <Alert color="orange" variant="light" mb="xs" data-testid="waiting-to-send">
          {queue.waiting} waiting to send from this phone: accrue once they are sent.
        </Alert>
      ) : null}
      <DataGrid
        aria-label="Inspection entries"
        rows={view.data?.Entries ?? []}
        columns={columns}
        rowKey={entryKey}
        rowTestId={(e) => `entry-row-${String(e.Row)}`}
        variableRowHeight
        empty={view.isPending ? 'Loading…' : 'No entries yet.'}
      />
      <EditEntryModal
        communityAgentId={communityAgentId}
        entry={editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
