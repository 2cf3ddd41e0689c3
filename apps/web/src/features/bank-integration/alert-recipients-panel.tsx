import { contract, type RequestOf } from '@hoa/contract';
import { BankSetupMessages, SmartBankingFeatures } from '@hoa/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { z } from 'zod';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { bankIntegrationKey, recipientsQuery } from './bank-integration-queries';

const B = contract.bankIntegration;

/** Who gets the log alerts of the feature; only one new address may wait unsaved. */
export function AlertRecipientsPanel({ bankId, featureId }: { bankId: number; featureId: number }) {
  const client = useQueryClient();
  const recipients = useQuery(recipientsQuery(bankId, featureId));
  // Whether the row of a new address shows (only one may wait unsaved).
  const [adding, setAdding] = useState(false);
  const feature = SmartBankingFeatures.find((f) => f.SmartBankingFeatureId === featureId);
  const refresh = () =>
    client.invalidateQueries({
      queryKey: [...bankIntegrationKey, 'recipients', bankId, featureId],
    });
  const remove = useMutation({
    mutationFn: (AlertSubscriptionId: number) =>
      api.call(B.DeleteRecipientsForSmartBankingLogAlerts, { query: { AlertSubscriptionId } }),
    onSuccess: refresh,
  });
  const add = () => {
    if (adding) {
      notifications.show({ color: 'yellow', message: BankSetupMessages.saveAlertFirst });
      return;
    }
    setAdding(true);
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
        {recipients.data?.length === 0 && !adding ? (
          <Text size="sm" c="dimmed">
            Nobody gets these alerts yet.
          </Text>
        ) : null}
        {adding ? (
          <NewRecipientForm
            bankId={bankId}
            featureId={featureId}
            onDone={async () => {
              setAdding(false);
              await refresh();
            }}
            onCancel={() => setAdding(false)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The row of a new alert address: typed, checked as an email, saved. */
function NewRecipientForm({
  bankId,
  featureId,
  onDone,
  onCancel,
}: {
  bankId: number;
  featureId: number;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const form = useContractForm({
    initialValues: { EmailAddress: '' },
    schema: B.SaveRecipientsForSmartBankingLogAlerts.body,
    toBody: (values: { EmailAddress: string }) => ({
      BankId: bankId,
      SmartBankingFeatureId: featureId,
      EmailAddress: values.EmailAddress.trim(),
    }),
    rules: (values) => ({
      EmailAddress: z.email().safeParse(values.EmailAddress.trim()).success
        ? null
        : 'Enter a valid email address.',
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof B.SaveRecipientsForSmartBankingLogAlerts>['body']) =>
      api.call(B.SaveRecipientsForSmartBankingLogAlerts, { body }),
    onSuccess: async () => {
      await onDone();
      showSuccess('Alert recipient saved.');
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Group gap="xs" align="flex-start">
        <TextInput
          aria-label="New alert email"
          placeholder="name@example.com"
          w={320}
          maxLength={254}
          {...form.getInputProps('EmailAddress')}
        />
        <FormActions onCancel={onCancel} saving={save.isPending} />
      </Group>
    </form>
  );
}
