import { ApiError, contract, type BankConnection, type RequestOf } from '@hoa/contract';
import {
  BankConnectionServices,
  BankSetupMessages,
  FileConnection,
  localDay,
  formatDate,
  SftpConnection,
  sftpSettingsProblem,
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
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { ProblemAlert } from '../../widgets/problem-alert';
import { bankIntegrationKey, connectionQuery } from './bank-integration-queries';
import { SftpFields, sftpSettings, sftpValues, type SftpValues } from './sftp-fields';

const serviceLabels: Record<string, string> = {
  [FileConnection]: 'File (uploads and downloads)',
  AGGREGATOR: 'Aggregator',
  [SftpConnection]: 'SFTP (the bank’s server, polled)',
};
const serviceLabel = (service: string) => serviceLabels[service] ?? `${service} (own integration)`;

type Service = (typeof BankConnectionServices)[number];

interface ConnectionValues {
  BankServiceName: Service;
  BankAlias: string;
  ConnectionValue1: string;
  ConnectionValue2: string;
  Sftp: SftpValues;
}

const ValidateConnection = contract.bankIntegration.ValidateConnection;

/** The bank's connection: FILE for every bank, or a provider whose credentials are sealed. */
export function ConnectionPanel(props: {
  bankId: number;
  pyramidBankId: string | null;
  oauth2Code: string | null;
}) {
  const connection = useQuery(connectionQuery(props.bankId));
  const current = connection.data;
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
      {connection.isError ? <LoadError error={connection.error} /> : null}
      {current ? <ConnectionForm {...props} current={current} /> : null}
    </Paper>
  );
}

function ConnectionForm({
  bankId,
  pyramidBankId,
  oauth2Code,
  current,
}: {
  bankId: number;
  pyramidBankId: string | null;
  oauth2Code: string | null;
  current: BankConnection;
}) {
  const client = useQueryClient();
  const saved = BankConnectionServices.find((s) => s === current.BankServiceName);
  const initialValues: ConnectionValues = {
    BankServiceName: saved ?? FileConnection,
    BankAlias: current.BankAlias ?? '',
    ConnectionValue1: '',
    ConnectionValue2: oauth2Code ?? '',
    Sftp: sftpValues(saved === SftpConnection ? current.Settings : null),
  };
  // A saved SFTP connection keeps its user name and secret when they are left blank.
  const keepsSecret = saved === SftpConnection && current.HasCredentials;
  const needsValue = (values: ConnectionValues, value: string) =>
    values.BankServiceName !== FileConnection &&
    !(keepsSecret && values.BankServiceName === SftpConnection) &&
    value.trim() === ''
      ? BankSetupMessages.allFieldsRequired
      : null;
  const form = useContractForm({
    initialValues,
    schema: ValidateConnection.body,
    toBody: (values: ConnectionValues) => {
      const file = values.BankServiceName === FileConnection;
      const sftp = values.BankServiceName === SftpConnection;
      return {
        BankId: bankId,
        BankServiceName: values.BankServiceName,
        BankAlias: values.BankAlias.trim() || null,
        PyramidBankId: pyramidBankId ?? current.PyramidBankId,
        ConnectionValue1: file ? null : values.ConnectionValue1,
        ConnectionValue2: file ? null : values.ConnectionValue2,
        Settings: sftp ? sftpSettings(values.Sftp) : null,
      };
    },
    rules: (values) => ({
      ConnectionValue1: needsValue(values, values.ConnectionValue1),
      ConnectionValue2: needsValue(values, values.ConnectionValue2),
      'Sftp.Host':
        values.BankServiceName === SftpConnection
          ? sftpSettingsProblem(sftpSettings(values.Sftp))
          : null,
    }),
  });
  const file = form.values.BankServiceName === FileConnection;
  const sftp = form.values.BankServiceName === SftpConnection;
  const validate = useMutation({
    mutationFn: (body: RequestOf<typeof ValidateConnection>['body']) =>
      api.call(ValidateConnection, { body }),
    onSuccess: async (done) => {
      form.setValues({
        ConnectionValue1: '',
        ConnectionValue2: '',
        Sftp: sftp ? sftpValues(done.Settings) : form.values.Sftp,
      });
      await client.invalidateQueries({ queryKey: [...bankIntegrationKey, 'connection', bankId] });
      showSuccess(
        sftp
          ? 'Logged in and listed the folders: the SFTP connection is saved.'
          : 'The bank connection is valid and saved.',
      );
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
    <form
      noValidate
      aria-label="Bank connection"
      onSubmit={form.onSubmit((body) => validate.mutate(body))}
    >
      <Group align="flex-start">
        <Select
          label="Connection"
          w={260}
          data={BankConnectionServices.map((s) => ({ value: s, label: serviceLabel(s) }))}
          allowDeselect={false}
          {...form.getInputProps('BankServiceName')}
        />
        <TextInput label="Bank alias" w={140} maxLength={50} {...form.getInputProps('BankAlias')} />
        {file || sftp ? null : (
          <>
            <TextInput
              label="User name or key"
              maxLength={200}
              {...form.getInputProps('ConnectionValue1')}
            />
            <PasswordInput
              label="Password or secret"
              w={220}
              maxLength={500}
              {...form.getInputProps('ConnectionValue2')}
            />
          </>
        )}
        <Button type="submit" mt={25} loading={validate.isPending}>
          {sftp ? 'Test connection' : 'Validate'}
        </Button>
      </Group>
      {sftp ? (
        <SftpFields
          field={(path) => form.getInputProps(path)}
          usesKey={form.values.Sftp.AuthMethod === 'PrivateKey'}
          keepsSecret={keepsSecret}
        />
      ) : null}
      <ProblemAlert problem={formProblem(form.errors)} />
      <Text size="xs" c="dimmed" mt="xs">
        {file
          ? 'Every bank can work with files: statements and lockbox files are uploaded, positive pay files downloaded.'
          : sftp
            ? 'Test connection logs in and lists each folder, then saves. Every 15 minutes new files are imported once and the NACHA and positive pay files made since are sent; each transfer is in the bank log.'
            : current.HasCredentials
              ? 'Credentials are stored sealed; enter them again to replace them.'
              : 'Both values are required.'}
      </Text>
    </form>
  );
}
