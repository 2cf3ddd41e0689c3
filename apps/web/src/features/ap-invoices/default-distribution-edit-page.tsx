import { contract } from '@hoa/contract';
import { defaultDistributionProblem } from '@hoa/domain';
import { Alert, Button, Paper, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { apFormDataQuery } from '../../widgets/ap-form-data';
import { PageLoader } from '../../widgets/page-loader';
import { DistributionGrid, newLine, type GridLine } from './distribution-grid';
import { apInvoicesKey, distributionQuery } from './invoice-queries';

const D = contract.defaultDistributions;

/** /ap/default-distributions/add and /edit/:distributionId — a vendor's split by percentage. */
export function DefaultDistributionEditPage() {
  const distributionId = Number(useParams({ strict: false }).distributionId ?? 0);
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const existing = useQuery(distributionQuery(distributionId));
  const formData = useQuery(apFormDataQuery(communityAgentId));
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [txnType, setTxnType] = useState<'56' | '90'>('56');
  const [lines, setLines] = useState<GridLine[]>(() => [newLine(), newLine()]);
  const [loaded, setLoaded] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const d = existing.data;
    if (!d || loaded === d.DistributionId) return;
    setVendorId(String(d.VendorId));
    setTxnType(d.TopsTxnTypeId === 90 ? '90' : '56');
    setLines(
      d.Distributions.map((x) => ({
        ...newLine(String(x.Percentage)),
        accountId: String(x.AccountId),
        costCenterId: x.CostCenterId === null ? null : String(x.CostCenterId),
      })),
    );
    setLoaded(d.DistributionId);
  }, [existing.data, loaded]);
  const save = useMutation({
    mutationFn: () => {
      const filled = lines.filter((l) => l.accountId !== null || l.value.trim() !== '');
      const body = {
        CommunityId: communityAgentId,
        VendorId: vendorId === null ? null : Number(vendorId),
        TopsTxnTypeId: txnType === '90' ? (90 as const) : (56 as const),
        Distributions: filled.map((l) => ({
          AccountId: l.accountId === null ? null : Number(l.accountId),
          CostCenterId: l.costCenterId === null ? null : Number(l.costCenterId),
          Percentage: l.value.trim() === '' ? null : Math.round(Number(l.value) * 1000) / 1000,
        })),
      };
      const local = defaultDistributionProblem({
        communityId: body.CommunityId,
        vendorId: body.VendorId,
        lines: body.Distributions.map((x) => ({
          accountId: x.AccountId,
          percentage: x.Percentage,
        })),
      });
      if (local) throw new Error(local);
      return distributionId > 0
        ? api.call(D.UpdateDefaultDistribution, {
            body: { ...body, DistributionId: distributionId },
          })
        : api.call(D.AddDefaultDistribution, { body });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: apInvoicesKey });
      showSuccess('Default distribution was saved');
      await go(buildRoute(SiteMap.defaultDistributions, { communityAgentId }));
    },
    onError: (error) => setProblem(error.message),
  });
  if (existing.isError) return <LoadError error={existing.error} />;
  if (formData.isError) return <LoadError error={formData.error} />;
  if (!formData.data || (distributionId > 0 && !existing.data)) return <PageLoader />;
  const data = formData.data;
  return (
    <>
      <PageHeader
        title={distributionId > 0 ? 'Edit default distribution' : 'Add default distribution'}
        subtitle={community.DisplayName}
        actions={
          <Button
            onClick={() => {
              setProblem(null);
              save.mutate();
            }}
            loading={save.isPending}
          >
            Save
          </Button>
        }
      />
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Select
              label="Vendor"
              required
              searchable
              data={data.Vendors.map((v) => ({ value: String(v.Id), label: v.Name }))}
              value={vendorId}
              onChange={setVendorId}
            />
            <SegmentedControl
              aria-label="Transaction type"
              mt="lg"
              data={[
                { value: '56', label: 'Bill' },
                { value: '90', label: 'Bill - Separate Check' },
              ]}
              value={txnType}
              onChange={(value) => setTxnType(value === '90' ? '90' : '56')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <DistributionGrid
            mode="percent"
            lines={lines}
            onChange={setLines}
            accounts={data.Accounts.map((a) => ({
              value: String(a.Id),
              label: `${a.Number} ${a.Name}`,
            }))}
            costCenters={data.CostCenters.map((c) => ({ value: String(c.Id), label: c.Name }))}
          />
        </Paper>
      </Stack>
    </>
  );
}
