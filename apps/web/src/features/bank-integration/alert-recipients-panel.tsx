import { contract } from '@hoa/contract';
import { BankSetupMessages, SmartBankingFeatures } from '@hoa/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { bankIntegrationKey, recipientsQuery } from './bank-integration-queries';

const B = contract.bankIntegration;
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Who gets the log alerts of the feature; only one new address may wait unsaved. */
export function AlertRecipientsPanel({ bankId, featureId }: { bankId: number; featureId: number }) {
  const client = useQueryClient();
  const recipients = useQuery(recipientsQuery(bankId, featureId));
  const [draft, setDraft] = useState<string | null>(null);
  const feature = SmartBankingFeatures.find((f) => f.SmartBankingFeatureId === featureId);
  const refresh = () =>
    client.invalidateQueries({
      queryKey: [...bankIntegrationKey, 'recipients', bankId, featureId],
    });
  const save = useMutation({
    mutationFn: (EmailAddress: string) =>
      api.call(B.SaveRecipientsForSmartBankingLogAlerts, {
        body: { BankId: bankId, SmartBankingFeatureId: featureId, EmailAddress },
      }),
    onSuccess: async () => {
      setDraft(null);
      await refresh();
      showSuccess('Alert recipient saved.');
    },
  });
  const remove = useMutation({
    mutationFn: (AlertSubscriptionId: number) =>
      api.call(B.DeleteRecipientsForSmartBankingLogAlerts, { query: { AlertSubscriptionId } }),
    onSuccess: refresh,
  });
  const add = () => {
    if (draft !== null) {
      notifications.show({ color: 'yellow', message: BankSetupMessages.saveAlertFirst });
      return;
    }
    setDraft('');
  };
  return (
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Alert recipients · {feature?.Name ?? featureId} log</Title>
        <Button variant="default" onClick={add}>
          Add email
        </Button>
      </Group>
      {recipients.isError ? <LoadError error={recipients.error} /> : null}
      <Stack gap="xs">
        {(recipients.data ?? []).map((r) => (
          <Group key={r.AlertSubscriptionId} gap="xs">
            <Text size="sm" w={320}>
              {r.EmailAddress}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${r.EmailAddress}`}
              onClick={() => remove.mutate(r.AlertSubscriptionId)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {recipients.data?.length === 0 && draft === null ? (
          <Text size="sm" c="dimmed">
            Nobody gets these alerts yet.
          </Text>
        ) : null}
        {draft !== null ? (
          <Group gap="xs" align="flex-start">
            <TextInput
              aria-label="New alert email"
              placeholder="name@example.com"
              w={320}
              maxLength={254}
              value={draft}
              error={draft !== '' && !looksLikeEmail(draft) ? 'Enter a valid email address.' : null}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Button
              disabled={!looksLikeEmail(draft)}
              loading={save.isPending}
              onClick={() => save.mutate(draft.trim())}
            >
              Save
            </Button>
            <Button variant="subtle" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
