import { ApiError, contract } from '@hoa/contract';
import {
  BankConnectionServices,
  BankSetupMessages,
  FileConnection,
  localDay,
  formatDate,
} from '@hoa/domain';
import {
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { bankIntegrationKey, connectionQuery } from './bank-integration-queries';

const serviceLabel = (service: string) =>
  service === FileConnection
    ? 'File (uploads and downloads)'
    : service === 'AGGREGATOR'
      ? 'Aggregator'
      : `${service} (own integration)`;

/** The bank's connection: FILE for every bank, or a provider whose credentials are sealed. */
export function ConnectionPanel({
  bankId,
  pyramidBankId,
  oauth2Code,
}: {
  bankId: number;
  pyramidBankId: string | null;
  oauth2Code: string | null;
}) {
  const client = useQueryClient();
  const connection = useQuery(connectionQuery(bankId));
  const [service, setService] = useState<string | null>(null);
  const [alias, setAlias] = useState<string | null>(null);
  const [value1, setValue1] = useState('');
  const [value2, setValue2] = useState(oauth2Code ?? '');
  const current = connection.data;
  const chosen = service ?? current?.BankServiceName ?? FileConnection;
  const validate = useMutation({
    mutationFn: () =>
      api.call(contract.bankIntegration.ValidateConnection, {
        body: {
          BankId: bankId,
          BankServiceName: chosen as (typeof BankConnectionServices)[number],
          BankAlias: alias ?? current?.BankAlias ?? null,
          PyramidBankId: pyramidBankId ?? current?.PyramidBankId ?? null,
          ConnectionValue1: chosen === FileConnection ? null : value1,
          ConnectionValue2: chosen === FileConnection ? null : value2,
        },
      }),
    onSuccess: async () => {
      setValue1('');
      setValue2('');
      await client.invalidateQueries({ queryKey: [...bankIntegrationKey, 'connection', bankId] });
      showSuccess('The bank connection is valid and saved.');
    },
    onError: (error) => {
      // A refused request (invalid, or not permitted) names its reason; anything else is a failed
      // login at the provider.
      showError(
        error instanceof ApiError && (error.status === 400 || error.status === 403)
          ? error
          : new ApiError(502, BankSetupMessages.loginFailed),
      );
    },
  });
  return (
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Bank connection</Title>
        {current ? (
          <Group gap="xs">
            <Badge variant="light">{serviceLabel(current.BankServiceName)}</Badge>
            {current.ValidatedAt ? (
              <Badge color="green" variant="light">
                Validated {formatDate(localDay(new Date(current.ValidatedAt)))}
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Not validated
              </Badge>
            )}
          </Group>
        ) : null}
      </Group>
      <Group align="flex-end">
        <Select
          label="Connection"
          w={260}
          data={BankConnectionServices.map((s) => ({ value: s, label: serviceLabel(s) }))}
          value={chosen}
          onChange={setService}
          allowDeselect={false}
        />
        <TextInput
          label="Bank alias"
          w={140}
          maxLength={50}
          value={alias ?? current?.BankAlias ?? ''}
          onChange={(e) => setAlias(e.currentTarget.value)}
        />
        {chosen === FileConnection ? null : (
          <>
            <TextInput
              label="User name or key"
              maxLength={200}
              value={value1}
              onChange={(e) => setValue1(e.currentTarget.value)}
            />
            <PasswordInput
              label="Password or secret"
              w={220}
              maxLength={500}
              value={value2}
              onChange={(e) => setValue2(e.currentTarget.value)}
            />
          </>
        )}
        <Button loading={validate.isPending} onClick={() => validate.mutate()}>
          Validate
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {chosen === FileConnection
          ? 'Every bank can work with files: statements and lockbox files are uploaded, positive pay files downloaded.'
          : current?.HasCredentials
            ? 'Credentials are stored sealed; enter them again to replace them.'
            : 'Both values are required.'}
      </Text>
    </Paper>
  );
}
