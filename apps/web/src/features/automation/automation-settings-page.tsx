import { Button, Paper, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { MoneyInput } from '../../widgets/money-input';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { A, automationSettingsQuery } from './automation-queries';

type Settings = { ApprovalAmount: number | null };

/**
 * The company's automation settings (issue 25): the amount above which a run waits for an
 * approver, in integer cents; empty, no run waits.
 */
export function AutomationSettingsPage() {
  const settings = useQuery(automationSettingsQuery());
  if (settings.error) return <LoadError error={settings.error} />;
  if (!settings.data) return <PageLoader />;
  return <SettingsForm saved={settings.data} />;
}

function SettingsForm({ saved }: { saved: Settings }) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    initialValues: saved,
    schema: A.SaveAutomationSettings.body,
    toBody: (values: Settings) => values,
  });
  const save = useMutation({
    mutationFn: (body: Settings) => api.call(A.SaveAutomationSettings, { body }),
    onSuccess: async (next) => {
      showSuccess('Automation settings saved.');
      form.setValues(next);
      form.resetDirty(next);
      await queryClient.invalidateQueries({ queryKey: automationSettingsQuery().queryKey });
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <PageHeader
        title="Automation settings"
        actions={
          <MayCall calls={A.SaveAutomationSettings}>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </MayCall>
        }
      />
      <Paper withBorder p="md" maw={520}>
        <Stack gap="sm">
          <MoneyInput
            label="Approval amount"
            description="A run that posts more waits for an approver (Approve on the workflow’s runs); empty: no run waits."
            w={320}
            {...fieldProps(form, 'ApprovalAmount')}
          />
        </Stack>
      </Paper>
    </form>
  );
}
