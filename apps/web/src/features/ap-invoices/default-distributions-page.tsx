import { contract, type ResponseOf } from '@hoa/contract';
import { Button, Group } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { apInvoicesKey, distributionsQuery } from './invoice-queries';
import { MayCall } from '../../widgets/may-call';

/**
 * /ap/default-distributions[/vendor/:agentId] — the community's default distributions, or one
 * vendor's across the user's communities.
 */
export function DefaultDistributionsPage() {
  const agentId = Number(useParams({ strict: false }).agentId ?? 0) || null;
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const list = useQuery(distributionsQuery(communityAgentId, agentId));
  const remove = useMutation({
    mutationFn: (id: number) =>
      api.call(contract.defaultDistributions.DeleteDefaultDistribution, { params: { id } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: apInvoicesKey });
      showSuccess('Default distribution was removed');
    },
  });
  const edit = useCallback(
    (distributionId: number) =>
      void go(buildRoute(SiteMap.defaultDistributionEdit, { communityAgentId, distributionId })),
    [go, communityAgentId],
  );
  const removeOne = remove.mutate;
  const columns = useMemo(() => distributionColumns(edit, removeOne), [edit, removeOne]);
  if (list.isError) return <LoadError error={list.error} />;
  if (!list.data) return <PageLoader />;
  return (
    <>
      <PageHeader
        title="Default distributions"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={contract.defaultDistributions.AddDefaultDistribution}>
            <Button
              onClick={() =>
                void go(buildRoute(SiteMap.defaultDistributionAdd, { communityAgentId }))
              }
            >
              Add default distribution
            </Button>
          </MayCall>
        }
      />
      <DataGrid
        aria-label="Default distributions"
        rows={list.data.Distributions}
        columns={columns}
        rowKey={distributionKey}
        empty="No default distributions."
      />
    </>
  );
}

type Distribution = ResponseOf<
  typeof contract.defaultDistributions.GetDefaultDistributions
>['Distributions'][number];

const distributionKey = (d: Distribution) => d.DistributionId;

function distributionColumns(
  edit: (distributionId: number) => void,
  remove: (distributionId: number) => void,
): GridColumn<Distribution>[] {
  return [
    { id: 'community', header: 'Community', width: 180, cell: (d) => d.CommunityName },
    { id: 'vendor', header: 'Vendor', width: 200, cell: (d) => d.VendorName },
    {
      id: 'type',
      header: 'Type',
      width: 150,
      cell: (d) => (d.TopsTxnTypeId === 90 ? 'Bill - Separate Check' : 'Bill'),
    },
    {
      id: 'split',
      header: 'Split',
      width: 320,
      cell: (d) =>
        d.Distributions.map((x) => `${x.AccountName} ${x.Percentage.toFixed(3)}%`).join(' · '),
    },
    {
      id: 'actions',
      header: '',
      width: 150,
      cell: (d) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <MayCall calls={contract.defaultDistributions.UpdateDefaultDistribution}>
            <Button size="xs" variant="light" onClick={() => edit(d.DistributionId)}>
              Edit
            </Button>
          </MayCall>
          <MayCall calls={contract.defaultDistributions.DeleteDefaultDistribution}>
            <Button size="xs" variant="subtle" color="red" onClick={() => remove(d.DistributionId)}>
              Remove
            </Button>
          </MayCall>
        </Group>
      ),
    },
  ];
}
