import { contract, type CommunityApSettings, type RequestOf } from '@hoa/contract';
import { ApSettingsMessages } from '@hoa/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { MoneyInput } from '../../widgets/money-input';

const S = contract.apSettings;
type SaveBody = RequestOf<typeof S.PostCommunityAPSettings>['body'];

const settingsKey = (communityAgentId: number) => ['ap-settings', communityAgentId] as const;

/**
 * A community's payables settings (Crm/PostCommunityAPSettings): the management contract's
 * yearly value, which the community chart reads, and the address of the payments KPI email
 * (Crm/SendPaymentsKPIEmail), sent from here for the month to date.
 */
export function ApSettingsPanel({ communityAgentId }: { communityAgentId: number }) {
  const settings = useQuery({
    queryKey: settingsKey(communityAgentId),
    queryFn: () => api.call(S.GetCommunityAPSettings, { query: { communityAgentId } }),
  });
  if (settings.isError) return <LoadError error={settings.error} />;
  if (!settings.data) return null;
  return <ApSettingsForm key={communityAgentId} settings={settings.data} />;
}

function ApSettingsForm({ settings }: { settings: CommunityApSettings }) {
  const client = useQueryClient();
  const communityAgentId = settings.CommunityAgentId;
  // The money input may be emptied (null); the body sends 0 then.
  const initialValues: { ContractValue: number | null; PaymentsKpiEmail: string } = {
    ContractValue: settings.ContractValue,
    PaymentsKpiEmail: settings.PaymentsKpiEmail ?? '',
  };
  const form = useContractForm({
    initialValues,
    schema: S.PostCommunityAPSettings.body,
    toBody: (values) => ({
      CommunityAgentId: communityAgentId,
      ContractValue: values.ContractValue ?? 0,
      PaymentsKpiEmail: values.PaymentsKpiEmail.trim() || null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(S.PostCommunityAPSettings, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: settingsKey(communityAgentId) });
      showSuccess(ApSettingsMessages.settingsSaved);
    },
  });
  const send = useMutation({
    mutationFn: () =>
      api.call(S.SendPaymentsKPIEmail, { body: { CommunityAgentId: communityAgentId } }),
    onSuccess: (result) => showSuccess(`${result.Message} (${result.Recipient})`),
  });
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label="Payables settings">
      <form
        noValidate
        aria-label="Payables settings form"
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Text fw={600}>Payables settings</Text>
          {settings.ContractValueWarning ? (
            <Alert color="yellow" role="alert">
              {settings.ContractValueWarning}
            </Alert>
          ) : null}
          <Group align="flex-end">
            <MoneyInput label="Contract value" w={200} {...fieldProps(form, 'ContractValue')} />
            <TextInput
              label="Payments KPI email to"
              type="email"
              w={280}
              maxLength={255}
              {...form.getInputProps('PaymentsKpiEmail')}
            />
            <MayCall calls={S.PostCommunityAPSettings}>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </MayCall>
            <MayCall calls={S.SendPaymentsKPIEmail}>
              <Button
                variant="default"
                loading={send.isPending}
                disabled={!settings.PaymentsKpiEmail}
                onClick={() => send.mutate()}
              >
                Send payments KPI email
              </Button>
            </MayCall>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
