import { contract, type PortalCommunitySettings, type RequestOf } from '@hoa/contract';
import { Button, Group, NumberInput, Paper, Select, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshOwnerPortal } from './owner-portal-queries';

const o = contract.ownerAccess;

/**
 * A community's owner portal settings (OwnerAccess/SaveCommunitySettings): the community's bank
 * account owners pay into, the autopay draft day, and (outside the wizard) on or off.
 */
export function PortalCommunitySettingsForm({
  settings,
  showEnabled,
  onSaved,
}: {
  settings: PortalCommunitySettings;
  showEnabled: boolean;
  onSaved?: () => void;
}) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: {
      BankAccountToken:
        settings.BankAccountToken === null ? null : String(settings.BankAccountToken),
      AutopayDraftDay: settings.AutopayDraftDay,
      IsEnabled: settings.IsEnabled,
    },
    schema: o.SaveCommunitySettings.body,
    toBody: (v: {
      BankAccountToken: string | null;
      AutopayDraftDay: number | string;
      IsEnabled: boolean;
    }) => ({
      AgentId: settings.AgentId,
      IsEnabled: v.IsEnabled,
      BankAccountToken: v.BankAccountToken === null ? null : Number(v.BankAccountToken),
      AutopayDraftDay: Number(v.AutopayDraftDay),
    }),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof o.SaveCommunitySettings>['body']) =>
      api.call(o.SaveCommunitySettings, { body }),
    onSuccess: async () => {
      setProblem(null);
      showSuccess('The community’s owner portal settings are saved.');
      await refreshOwnerPortal(client);
      onSaved?.();
    },
    onError: (error) => setProblem(error.message),
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={form.onSubmit((body) => save.mutate(body))}>
        <Stack gap="sm">
          <Title order={4}>Community settings</Title>
          <ProblemAlert problem={problem ?? formProblem(form.errors)} />
          <Select
            label="Bank account owners pay into"
            placeholder={
              settings.BankAccounts.length === 0 ? 'The community has no bank account' : 'Choose'
            }
            data={settings.BankAccounts.map((b) => ({
              value: String(b.BankAccountId),
              label: b.Name,
            }))}
            {...form.getInputProps('BankAccountToken')}
            w={360}
          />
          <NumberInput
            label="Autopay draft day of the month"
            min={1}
            max={28}
            {...form.getInputProps('AutopayDraftDay')}
            w={200}
          />
          {showEnabled ? (
            <Switch
              label="Owner portal on for this community"
              {...form.getInputProps('IsEnabled', { type: 'checkbox' })}
            />
          ) : null}
          <Group>
            <MayCall calls={o.SaveCommunitySettings}>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </MayCall>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
