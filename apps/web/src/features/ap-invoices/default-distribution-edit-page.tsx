import { contract, type DefaultDistribution, type RequestOf, type ResponseOf } from '@hoa/contract';
import { DefaultDistributionMessages, defaultDistributionProblem } from '@hoa/domain';
import { Button, Paper, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { apFormDataQuery } from '../../widgets/ap-form-data';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { DistributionGrid, newLine, type GridLine } from './distribution-grid';
import { apInvoicesKey, distributionQuery } from './invoice-queries';

const D = contract.defaultDistributions;
type ApFormData = ResponseOf<typeof contract.apInvoices.GetInvoiceFormData>;

interface DistributionValues {
  VendorId: string | null;
  TopsTxnTypeId: '56' | '90';
  Lines: GridLine[];
}

/** /ap/default-distributions/add and /edit/:distributionId — a vendor's split by percentage. */
export function DefaultDistributionEditPage() {
  const distributionId = Number(useParams({ strict: false }).distributionId ?? 0);
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const existing = useQuery(distributionQuery(distributionId));
  const formData = useQuery(apFormDataQuery(communityAgentId));
  if (existing.isError) return <LoadError error={existing.error} />;
  if (formData.isError) return <LoadError error={formData.error} />;
  if (!formData.data || (distributionId > 0 && !existing.data)) return <PageLoader />;
  return (
    <DistributionForm
      key={distributionId}
      distributionId={distributionId}
      existing={existing.data ?? null}
      data={formData.data}
    />
  );
}

function DistributionForm({
  distributionId,
  existing,
  data,
}: {
  distributionId: number;
  existing: DefaultDistribution | null;
  data: ApFormData;
}) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const initialValues: DistributionValues = {
    VendorId: existing ? String(existing.VendorId) : null,
    TopsTxnTypeId: existing?.TopsTxnTypeId === 90 ? '90' : '56',
    Lines: existing
      ? existing.Distributions.map((x) => ({
          ...newLine(String(x.Percentage)),
          accountId: String(x.AccountId),
          costCenterId: x.CostCenterId === null ? null : String(x.CostCenterId),
        }))
      : [newLine(), newLine()],
  };
  const toBody = (values: DistributionValues) => ({
    CommunityId: communityAgentId,
    VendorId: values.VendorId === null ? null : Number(values.VendorId),
    TopsTxnTypeId: values.TopsTxnTypeId === '90' ? (90 as const) : (56 as const),
    Distributions: values.Lines.filter((l) => l.accountId !== null || l.value.trim() !== '').map(
      (l) => ({
        AccountId: l.accountId === null ? null : Number(l.accountId),
        CostCenterId: l.costCenterId === null ? null : Number(l.costCenterId),
        // A percentage of up to 3 decimals, as the contract takes it.
        Percentage: l.value.trim() === '' ? null : Math.round(Number(l.value) * 1000) / 1000,
      }),
    ),
  });
  const form = useContractForm({
    initialValues,
    schema: D.AddDefaultDistribution.body,
    toBody,
    rules: (values) => {
      const body = toBody(values);
      return {
        VendorId: body.VendorId === null ? DefaultDistributionMessages.vendorRequired : null,
        // The lines' problems (accounts, values, the 100 % total) once the vendor is chosen.
        form:
          body.VendorId === null
            ? null
            : defaultDistributionProblem({
                communityId: body.CommunityId,
                vendorId: body.VendorId,
                lines: body.Distributions.map((x) => ({
                  accountId: x.AccountId,
                  percentage: x.Percentage,
                })),
              }),
      };
    },
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof D.AddDefaultDistribution>['body']) =>
      distributionId > 0
        ? api.call(D.UpdateDefaultDistribution, {
            body: { ...body, DistributionId: distributionId },
          })
        : api.call(D.AddDefaultDistribution, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: apInvoicesKey });
      showSuccess('Default distribution was saved');
      await go(buildRoute(SiteMap.defaultDistributions, { communityAgentId }));
    },
  });
  return (
    <form
      noValidate
      aria-label="Default distribution"
      onSubmit={form.onSubmit((body) => save.mutate(body))}
    >
      <PageHeader
        title={distributionId > 0 ? 'Edit default distribution' : 'Add default distribution'}
        subtitle={community.DisplayName}
        actions={
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        }
      />
      <Stack gap="sm">
        <ProblemAlert problem={formProblem(form.errors)} />
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Select
              label="Vendor"
              required
              searchable
              data={data.Vendors.map((v) => ({ value: String(v.Id), label: v.Name }))}
              {...form.getInputProps('VendorId')}
            />
            <SegmentedControl
              aria-label="Transaction type"
              mt="lg"
              data={[
                { value: '56', label: 'Bill' },
                { value: '90', label: 'Bill - Separate Check' },
              ]}
              value={form.values.TopsTxnTypeId}
              onChange={(value) =>
                form.setFieldValue('TopsTxnTypeId', value === '90' ? '90' : '56')
              }
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <DistributionGrid
            mode="percent"
            lines={form.values.Lines}
            onChange={(lines) => form.setFieldValue('Lines', lines)}
            accounts={data.Accounts.map((a) => ({
              value: String(a.Id),
              label: `${a.Number} ${a.Name}`,
            }))}
            costCenters={data.CostCenters.map((c) => ({ value: String(c.Id), label: c.Name }))}
          />
        </Paper>
      </Stack>
    </form>
  );
}
