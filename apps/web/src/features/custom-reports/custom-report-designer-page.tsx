import { contract, type CustomReport, type InputOf } from '@hoa/contract';
import {
  AccountTypeId,
  AccountTypes,
  CustomStatementColumns,
  CustomStatementKinds,
  CustomStatementNames,
  PortfolioFigures,
  type CustomStatementKind,
} from '@hoa/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { customReportQuery } from './custom-report-queries';
import { useDesignerGate } from './designer-gate';

type SaveBody = InputOf<typeof contract.customReports.SaveCustomReport>['body'];

interface GroupValues {
  Name: string;
  /** Account type ids as select values, in their sequence. */
  Types: string[];
}

interface DesignValues {
  Name: string;
  ReportType: '1' | '2';
  Statement: CustomStatementKind;
  ByCostCenter: boolean;
  Columns: string[];
  Groups: GroupValues[];
  Figures: string[];
}

/** Reports › Custom › designer (paywall tier 3): the statement, its columns and account groupings. */
export function CustomReportDesignerPage() {
  const allowed = useDesignerGate();
  const { customReportId } = useParams({ strict: false });
  const id = customReportId === 'new' ? null : Number(customReportId);
  const stored = useQuery({
    ...customReportQuery(id ?? 0),
    enabled: allowed === true && id !== null,
  });
  if (allowed !== true) return null;
  if (id !== null && !stored.data) {
    return stored.isError ? <LoadError error={stored.error} /> : <PageLoader />;
  }
  return <Designer key={id ?? 'new'} stored={stored.data ?? null} />;
}

const initialOf = (r: CustomReport | null): DesignValues => ({
  Name: r?.Name ?? '',
  ReportType: r?.Definition.ReportType === 1 ? '1' : '2',
  Statement: r?.Definition.Statement ?? 'IncomeStatement',
  ByCostCenter: r?.Definition.ByCostCenter ?? false,
  Columns: r?.Definition.Columns ?? [],
  Groups: (r?.Definition.Groups ?? []).map((g) => ({
    Name: g.Name,
    Types: [...g.Accounts]
      .sort((a, b) => a.Sequence - b.Sequence)
      .map((a) => String(a.TopsAgentAccountTypeId)),
  })),
  Figures: r?.Definition.Figures ?? [],
});

const toBody = (id: number | null) => (v: DesignValues) => ({
  CustomReportId: id,
  Name: v.Name,
  Definition:
    v.ReportType === '1'
      ? { ReportType: 1, Figures: v.Figures }
      : {
          ReportType: 2,
          Statement: v.Statement,
          ByCostCenter: v.ByCostCenter,
          Columns: v.Columns,
          Groups: v.Groups.map((g, i) => ({
            Name: g.Name,
            Sequence: i + 1,
            Accounts: g.Types.map((t, j) => ({
              TopsAgentAccountTypeId: Number(t),
              Sequence: j + 1,
            })),
          })),
        },
});

const typeOptions = (statement: CustomStatementKind) =>
  AccountTypes.filter((t) =>
    statement === 'IncomeStatement'
      ? t.TopsAccountTypeId >= AccountTypeId.Income
      : t.TopsAccountTypeId <= AccountTypeId.Reserves,
  ).map((t) => ({ value: String(t.TopsAccountTypeId), label: t.AccountTypeName }));

function Designer({ stored }: { stored: CustomReport | null }) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const id = stored?.CustomReportId ?? null;
  const form = useContractForm({
    initialValues: initialOf(stored),
    schema: contract.customReports.SaveCustomReport.body,
    toBody: toBody(id),
    fieldOf: { 'Definition.Statement': 'Statement', 'Definition.Figures': 'Figures' },
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.customReports.SaveCustomReport, { body }),
    onSuccess: async (saved) => {
      showSuccess(`${saved.Name} was saved.`);
      await client.invalidateQueries({ queryKey: ['customReports'] });
      void go(
        buildRoute(SiteMap.customReportView, {
          communityAgentId,
          customReportId: saved.CustomReportId,
        }),
      );
    },
  });
  const v = form.values;
  const portfolio = v.ReportType === '1';
  const columnOptions = Object.entries(CustomStatementColumns[v.Statement]).map(
    ([value, label]) => ({
      value,
      label,
    }),
  );
  const back = () => void go(buildRoute(SiteMap.customReports, { communityAgentId }));
  return (
    <>
      <PageHeader
        title={stored ? `Design ${stored.Name}` : 'New custom report'}
        subtitle="Custom report designer"
      />
      <form onSubmit={form.onSubmit((body) => save.mutate(body))}>
        <Stack gap="md" maw={820}>
          <Group align="flex-end">
            <TextInput
              label="Report name"
              required
              maxLength={100}
              w={320}
              {...form.getInputProps('Name')}
            />
            <Select
              label="Report type"
              w={200}
              allowDeselect={false}
              data={[
                { value: '2', label: 'Financial statement' },
                { value: '1', label: 'Portfolio' },
              ]}
              {...form.getInputProps('ReportType')}
            />
            {portfolio ? null : (
              <Select
                label="Statement"
                w={220}
                allowDeselect={false}
                data={CustomStatementKinds.map((k) => ({
                  value: k,
                  label: CustomStatementNames[k],
                }))}
                {...form.getInputProps('Statement')}
                onChange={(value) => {
                  if (!value) return;
                  form.setValues({
                    Statement: value as CustomStatementKind,
                    Columns: [],
                    Groups: [],
                  });
                }}
              />
            )}
          </Group>
          {portfolio ? (
            <Checkbox.Group label="Figures, a column each" {...form.getInputProps('Figures')}>
              <Group mt={6}>
                {Object.entries(PortfolioFigures).map(([value, label]) => (
                  <Checkbox key={value} value={value} label={label} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : (
            <>
              <Group align="flex-end">
                <Checkbox.Group
                  label="Columns (none chosen: all)"
                  {...form.getInputProps('Columns')}
                >
                  <Group mt={6}>
                    {columnOptions.map((c) => (
                      <Checkbox key={c.value} value={c.value} label={c.label} />
                    ))}
                  </Group>
                </Checkbox.Group>
                <Checkbox
                  label="A section per cost center"
                  {...form.getInputProps('ByCostCenter', { type: 'checkbox' })}
                />
              </Group>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={4}>Account groupings</Title>
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => form.insertListItem('Groups', { Name: '', Types: [] })}
                  >
                    Add group
                  </Button>
                </Group>
                {v.Groups.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No group: the statement shows a group per account type.
                  </Text>
                ) : null}
                {v.Groups.map((g, i) => (
                  <Paper key={i} withBorder p="xs" data-testid={`group-${String(i + 1)}`}>
                    <Group align="flex-end" wrap="nowrap">
                      <Text w={24} fw={600} aria-label="Sequence">
                        {i + 1}
                      </Text>
                      <TextInput
                        label="Group name"
                        required
                        maxLength={100}
                        w={220}
                        {...form.getInputProps(`Groups.${String(i)}.Name`)}
                      />
                      <MultiSelect
                        label="Account types, in order"
                        data={typeOptions(v.Statement)}
                        w={300}
                        {...form.getInputProps(`Groups.${String(i)}.Types`)}
                      />
                      <ActionIcon
                        variant="default"
                        aria-label={`Move ${g.Name || 'group'} up`}
                        disabled={i === 0}
                        onClick={() => form.reorderListItem('Groups', { from: i, to: i - 1 })}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        aria-label={`Move ${g.Name || 'group'} down`}
                        disabled={i === v.Groups.length - 1}
                        onClick={() => form.reorderListItem('Groups', { from: i, to: i + 1 })}
                      >
                        ↓
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${g.Name || 'group'}`}
                        onClick={() => form.removeListItem('Groups', i)}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </>
          )}
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={back} saving={save.isPending} />
        </Stack>
      </form>
    </>
  );
}
