import {
  contract,
  type RequestOf,
  type WorkOrderCode,
  type WorkOrderSettings,
} from '@hoa/contract';
import { TemplateTypeId, WorkOrderMessages } from '@hoa/domain';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  refreshWorkOrders,
  userOptionsQuery,
  workOrderCodesQuery,
  workOrderSettingsQuery,
} from './work-orders-queries';
import { CommunityPartsPanel } from './costs';

const C = contract.workOrders;

interface SettingsValues {
  DefaultCodeId: string | null;
  DefaultAssignedUserId: string | null;
  DefaultTargetDays: number | string;
  VendorTemplateId: string | null;
  IsInsuranceGuardOn: boolean;
  IsOverdueAlertOn: boolean;
}

const idOf = (value: string | null) => (value === null ? null : Number(value));
const text = (value: number | null) => (value === null ? null : String(value));

/** The defaults, the insurance guard and the daily overdue alert of the community. */
function SettingsForm({ settings }: { settings: WorkOrderSettings }) {
  const communityAgentId = settings.CommunityAgentId;
  const client = useQueryClient();
  const codes = useQuery(workOrderCodesQuery(communityAgentId));
  // The pickers' options, read only where the user may read users and templates.
  const mayReadUsers = useMayCall(contract.user.GetCommunityUsers);
  const mayReadTemplates = useMayCall(contract.templates.GetAllTemplates);
  const users = useQuery({ ...userOptionsQuery(communityAgentId), enabled: mayReadUsers });
  const templates = useQuery({
    enabled: mayReadTemplates,
    queryKey: ['workOrders', 'vendorTemplates'],
    queryFn: () =>
      api.call(contract.templates.GetAllTemplates, {
        query: { topsTemplateTypeId: TemplateTypeId.Vendor },
      }),
  });
  const form = useContractForm({
    initialValues: {
      DefaultCodeId: text(settings.DefaultCodeId),
      DefaultAssignedUserId: text(settings.DefaultAssignedUserId),
      DefaultTargetDays: settings.DefaultTargetDays ?? '',
      VendorTemplateId: text(settings.VendorTemplateId),
      IsInsuranceGuardOn: settings.IsInsuranceGuardOn,
      IsOverdueAlertOn: settings.IsOverdueAlertOn,
    } satisfies SettingsValues,
    schema: C.SaveSettings.body,
    toBody: (values: SettingsValues) => ({
      CommunityAgentId: communityAgentId,
      DefaultCodeId: idOf(values.DefaultCodeId),
      DefaultAssignedUserId: idOf(values.DefaultAssignedUserId),
      DefaultTargetDays: values.DefaultTargetDays === '' ? null : Number(values.DefaultTargetDays),
      VendorTemplateId: idOf(values.VendorTemplateId),
      IsInsuranceGuardOn: values.IsInsuranceGuardOn,
      IsOverdueAlertOn: values.IsOverdueAlertOn,
    }),
    rules: (values: SettingsValues) => {
      const days = values.DefaultTargetDays;
      return {
        DefaultTargetDays:
          days !== '' && (!Number.isInteger(Number(days)) || Number(days) < 0 || Number(days) > 365)
            ? WorkOrderMessages.targetDays
            : null,
      };
    },
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof C.SaveSettings>['body']) =>
      api.call(C.SaveSettings, { body }),
    onError: (error) => showErrorOr(error, 'The work order settings were not saved.'),
    onSuccess: async () => {
      showSuccess('Work order settings saved.');
      await refreshWorkOrders(client);
    },
  });
  return (
    <Paper withBorder p="sm" maw={620}>
      <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
        <Stack gap="xs">
          <Title order={5}>Defaults of a new work order</Title>
          <Select
            label="Default work order code"
            clearable
            data={(codes.data ?? []).map((c) => ({
              value: String(c.TopsCodeId),
              label: `${c.CodeAlias} · ${c.CodeDescription}`,
            }))}
            {...form.getInputProps('DefaultCodeId')}
          />
          <Select
            label="Default assignee"
            clearable
            data={users.data ?? []}
            {...form.getInputProps('DefaultAssignedUserId')}
          />
          <NumberInput
            label="Target days"
            description="Days from the work order date to its target date"
            min={0}
            max={365}
            allowDecimal={false}
            w={220}
            {...form.getInputProps('DefaultTargetDays')}
          />
          <Select
            label="Vendor email template"
            clearable
            data={(templates.data?.Templates ?? []).map((t) => ({
              value: String(t.TopsTemplateId),
              label: t.Name,
            }))}
            {...form.getInputProps('VendorTemplateId')}
          />
          <Switch
            label="Insurance guard: a vendor whose liability or workers compensation insurance expired needs a recorded override"
            {...form.getInputProps('IsInsuranceGuardOn', { type: 'checkbox' })}
          />
          <Switch
            label="Daily overdue alert: each assignee is mailed their overdue work orders once a day"
            {...form.getInputProps('IsOverdueAlertOn', { type: 'checkbox' })}
          />
          <ProblemAlert problem={formProblem(form.errors)} />
          <Group justify="flex-end">
            <MayCall calls={C.SaveSettings}>
              <Button type="submit" loading={save.isPending}>
                Save settings
              </Button>
            </MayCall>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface ClockValues {
  ResponseHours: number | string;
  CompletionHours: number | string;
}

const hoursOf = (value: number | string) => (value === '' ? null : Number(value));
const hoursRule = (value: number | string) =>
  value !== '' && (!Number.isInteger(Number(value)) || Number(value) < 1 || Number(value) > 8760)
    ? WorkOrderMessages.clockHours
    : null;

/** One code's service-level clock: hours to the first response and to completion. */
function CodeClockRow({ code }: { code: WorkOrderCode }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: {
      ResponseHours: code.ResponseHours ?? '',
      CompletionHours: code.CompletionHours ?? '',
    } satisfies ClockValues,
    schema: C.SaveCodeClock.body,
    toBody: (values: ClockValues) => ({
      TopsCodeId: code.TopsCodeId,
      ResponseHours: hoursOf(values.ResponseHours),
      CompletionHours: hoursOf(values.CompletionHours),
    }),
    rules: (values: ClockValues) => ({
      ResponseHours: hoursRule(values.ResponseHours),
      CompletionHours: hoursRule(values.CompletionHours),
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof C.SaveCodeClock>['body']) =>
      api.call(C.SaveCodeClock, { body }),
    onError: (error) => showErrorOr(error, 'The clock was not saved.'),
    onSuccess: async () => {
      showSuccess(`Clock of ${code.CodeAlias} saved.`);
      await refreshWorkOrders(client);
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Group gap="sm" align="flex-end" data-testid={`code-clock-${code.CodeAlias}`}>
        <Text size="sm" w={200} truncate title={code.CodeDescription}>
          {`${code.CodeAlias} · ${code.CodeDescription}`}
        </Text>
        <NumberInput
          size="xs"
          label="Response hours"
          placeholder="None"
          min={1}
          max={8760}
          allowDecimal={false}
          w={130}
          {...form.getInputProps('ResponseHours')}
        />
        <NumberInput
          size="xs"
          label="Completion hours"
          placeholder="None"
          min={1}
          max={8760}
          allowDecimal={false}
          w={130}
          {...form.getInputProps('CompletionHours')}
        />
        <MayCall calls={C.SaveCodeClock}>
          <Button size="xs" type="submit" variant="light" loading={save.isPending}>
            Save
          </Button>
        </MayCall>
      </Group>
    </form>
  );
}

/** Work order settings (route 'work order settings'): defaults, guard, alert, per-code clocks. */
export function WorkOrderSettingsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const settings = useQuery(workOrderSettingsQuery(communityAgentId));
  const codes = useQuery(workOrderCodesQuery(communityAgentId));
  if (settings.isError) return <LoadError error={settings.error} />;
  if (!settings.data) return <PageLoader />;
  return (
    <>
      <PageHeader title="Work order settings" subtitle={community.DisplayName} />
      <Stack gap="md">
        <SettingsForm key={communityAgentId} settings={settings.data} />
        <Paper withBorder p="sm" maw={760}>
          <Stack gap="xs">
            <Title order={5}>Service-level clocks by work order code</Title>
            <Text size="sm" c="dimmed">
              An open work order is overdue when it has no response within the response hours, or is
              not done within the completion hours or by its target date.
            </Text>
            {(codes.data ?? []).map((code) => (
              <CodeClockRow key={code.TopsCodeId} code={code} />
            ))}
            {codes.data?.length === 0 ? (
              <Text size="sm" c="dimmed">
                The community has no work order code.
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <MayCall calls={contract.workOrderCosts.GetCommunityPartsList}>
          <CommunityPartsPanel communityAgentId={communityAgentId} />
        </MayCall>
      </Stack>
    </>
  );
}
