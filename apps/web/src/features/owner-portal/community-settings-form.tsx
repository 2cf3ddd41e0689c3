import { contract, type PortalCommunitySettings } from '@hoa/contract';
import { Button, Group, NumberInput, Paper, Select, Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
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
  const [bank, setBank] = useState<string | null>(
    settings.BankAccountToken === null ? null : String(settings.BankAccountToken),
  );
  const [day, setDay] = useState<number | string>(settings.AutopayDraftDay);
  const [enabled, setEnabled] = useState(settings.IsEnabled);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      api.call(o.SaveCommunitySettings, {
        body: {
          AgentId: settings.AgentId,
          IsEnabled: enabled,
          BankAccountToken: bank === null ? null : Number(bank),
          AutopayDraftDay: Number(day) || 1,
        },
      }),
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
      <Stack gap="sm">
        <Title order={4}>Community settings</Title>
        <ProblemAlert problem={problem} />
        <Select
          label="Bank account owners pay into"
          placeholder={
            settings.BankAccounts.length === 0 ? 'The community has no bank account' : 'Choose'
          }
          data={settings.BankAccounts.map((b) => ({
            value: String(b.BankAccountId),
            label: b.Name,
          }))}
          value={bank}
          onChange={setBank}
          w={360}
        />
        <NumberInput
          label="Autopay draft day of the month"
          min={1}
          max={28}
          value={day}
          onChange={setDay}
          w={200}
        />
        {showEnabled ? (
          <Switch
            label="Owner portal on for this community"
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
        ) : null}
        <Group>
          <MayCall calls={o.SaveCommunitySettings}>
            <Button onClick={() => save.mutate()} loading={save.isPending}>
              Save
            </Button>
          </MayCall>
        </Group>
      </Stack>
    </Paper>
  );
}
