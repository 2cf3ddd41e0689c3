import { contract } from '@hoa/contract';
import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
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
      <Paper withBorder p="md">
        {list.data.Distributions.length === 0 ? (
          <Text c="dimmed">No default distributions.</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Community</Table.Th>
                <Table.Th>Vendor</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Split</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.Distributions.map((d) => (
                <Table.Tr key={d.DistributionId}>
                  <Table.Td>{d.CommunityName}</Table.Td>
                  <Table.Td>{d.VendorName}</Table.Td>
                  <Table.Td>{d.TopsTxnTypeId === 90 ? 'Bill - Separate Check' : 'Bill'}</Table.Td>
                  <Table.Td>
                    {d.Distributions.map(
                      (x) => `${x.AccountName} ${x.Percentage.toFixed(3)}%`,
                    ).join(' · ')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <MayCall calls={contract.defaultDistributions.UpdateDefaultDistribution}>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() =>
                            void go(
                              buildRoute(SiteMap.defaultDistributionEdit, {
                                communityAgentId,
                                distributionId: d.DistributionId,
                              }),
                            )
                          }
                        >
                          Edit
                        </Button>
                      </MayCall>
                      <MayCall calls={contract.defaultDistributions.DeleteDefaultDistribution}>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => remove.mutate(d.DistributionId)}
                        >
                          Remove
                        </Button>
                      </MayCall>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </>
  );
}
