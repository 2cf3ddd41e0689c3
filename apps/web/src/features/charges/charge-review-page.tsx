import { contract } from '@hoa/contract';
import { formatCents, formatDate, StatusId, TxnTypeId, type Cents } from '@hoa/domain';
import { Badge, Button, Group, Pagination, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { confirmMoneyMove } from '../../app/overlays/modals';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { WorkingBar } from '../../widgets/working-bar';
import {
  postCollectionRuns,
  requestProgressText,
  type RequestProgress,
} from './collection-requests';
import { RemoveTransactionButton } from '../owner-ledger';
import {
  chargeLine,
  chargeLineKey,
  ChargeReviewGrid,
  type ChargeLineKey,
} from './charge-review-grid';
import {
  chargeAgentsQuery,
  chargeBatchQuery,
  chargeRunTitles,
  chargesKey,
  positiveId,
} from './charge-queries';

const pageSize = 50;

/** /charges/review/:itemId — the accrued run's owners (paged), amounts editable, then Post. */
export function ChargeReviewPage() {
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const itemId = positiveId(useParams({ strict: false }).itemId) ?? 0;
  const go = useGo();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const batch = useQuery(chargeBatchQuery(itemId));
  const agents = useQuery(chargeAgentsQuery(itemId, (page - 1) * pageSize, pageSize));
  // The amounts changed on this page, in cents by line (owner and code); null while a field is not
  // an amount.
  const [edits, setEdits] = useState<Record<string, Cents | null>>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  const [progress, setProgress] = useState<RequestProgress | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: chargesKey });
  const editAmount = useCallback((line: ChargeLineKey, cents: Cents | null) => {
    setEdits((current) => ({ ...current, [chargeLineKey(line)]: cents }));
  }, []);
  const openProperty = useCallback(
    (agentId: number) =>
      void go(buildRoute(SiteMap.chargeAssignment, { communityAgentId, agentId })),
    [go, communityAgentId],
  );

  const save = useMutation({
    mutationFn: (details: (ChargeLineKey & { Amount: number })[]) =>
      api.call(contract.charges.UpdateItemBatchSummary, {
        body: { TopsItemId: itemId, Details: details },
      }),
    onSuccess: async () => {
      setEdits({});
      await refresh();
      showSuccess('Amounts saved.');
    },
  });
  // A collection run (53) posts as a background request, polled under the bar.
  const post = useMutation({
    mutationFn: (txnTypeId: number) =>
      txnTypeId === TxnTypeId.Collection
        ? postCollectionRuns([itemId], setProgress)
        : api.call(contract.charges.PostItem, { body: { ItemIds: [itemId] } }),
    onSuccess: async (result) => {
      await refresh();
      showSuccess(`Posted ${formatCents(result.TotalAmount)}.`);
    },
    onSettled: () => {
      setProgress(null);
    },
  });

  const edited = Object.entries(edits).map(([key, cents]) => ({ line: chargeLine(key), cents }));
  function saveEdits(): void {
    const details = edited.flatMap((e) =>
      e.cents === null ? [] : [{ ...e.line, Amount: e.cents }],
    );
    if (details.length < edited.length) return setInvalid('Enter an amount on every changed line.');
    setInvalid(null);
    save.mutate(details);
  }

  if (batch.isError) return <LoadError error={batch.error} />;
  if (!batch.data) return <PageLoader />;
  const run = batch.data;
  const isAccrued = run.TopsStatusId === StatusId.Accrued;
  const working = post.isPending || save.isPending;
  return (
    <>
      <PageHeader
        title={`${chargeRunTitles[run.TopsTxnTypeId] ?? 'Charges'}: review`}
        subtitle={`${run.CommunityName} · ${formatDate(run.PostDate)}`}
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                void go(
                  buildRoute(SiteMap.applyCharges, {
                    communityAgentId,
                    txnTypeId: run.TopsTxnTypeId,
                  }),
                );
              }}
            >
              Back to settings
            </Button>
            {run.TopsStatusId === StatusId.Deleted ? null : (
              <RemoveTransactionButton
                communityAgentId={communityAgentId}
                transaction={{
                  itemId: run.TopsItemId,
                  txnTypeId: run.TopsTxnTypeId,
                  ownerAgentId: null,
                }}
              />
            )}
            {isAccrued ? (
              <>
                <Button
                  variant="default"
                  onClick={saveEdits}
                  disabled={edited.length === 0}
                  loading={save.isPending}
                >
                  Save amounts
                </Button>
                <Button
                  onClick={() =>
                    confirmMoneyMove({
                      title: 'Post this run',
                      action: 'Post',
                      count: run.OwnersCount,
                      noun: { one: 'owner', many: 'owners' },
                      totalCents: run.TotalAmount,
                      onConfirm: () => post.mutate(run.TopsTxnTypeId),
                    })
                  }
                  loading={post.isPending}
                  disabled={edited.length > 0}
                >
                  Post
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Stack gap="sm">
        {working ? <WorkingBar caption={progress ? requestProgressText[progress] : null} /> : null}
        <Paper withBorder p="sm">
          <SimpleGrid cols={{ base: 2, md: 5 }}>
            <Fact label="Status">
              <Badge color={isAccrued ? 'yellow' : 'green'} variant="light">
                {isAccrued
                  ? 'Accrued'
                  : run.TopsStatusId === StatusId.Posted
                    ? 'Posted'
                    : 'Deleted'}
              </Badge>
            </Fact>
            <Fact label="Owners">{String(run.OwnersCount)}</Fact>
            <Fact label="Total">{formatCents(run.TotalAmount)}</Fact>
            <Fact label="Accrued">{formatCents(run.AccruedAmount)}</Fact>
            <Fact label="Edited">{run.IsTransactionEdited ? 'Yes' : 'No'}</Fact>
          </SimpleGrid>
        </Paper>
        <ProblemAlert problem={invalid} />
        {agents.isError ? <LoadError error={agents.error} /> : null}
        <ChargeReviewGrid
          owners={agents.data?.Rows ?? []}
          edits={edits}
          editable={isAccrued}
          onEdit={editAmount}
          onProperty={openProperty}
          footer={
            <Group justify="flex-end">
              <Pagination
                total={Math.max(1, Math.ceil((agents.data?.TotalCount ?? 0) / pageSize))}
                value={page}
                onChange={setPage}
                size="sm"
              />
            </Group>
          }
        />
      </Stack>
    </>
  );
}
