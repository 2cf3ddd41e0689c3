import { contract, type RequestOf } from '@hoa/contract';
import { BankSetupMessages, ValidationFileFormats, type BankSettingType } from '@hoa/domain';
import { Badge, Group, NumberInput, Paper, Select, Switch, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { ProblemAlert } from '../../widgets/problem-alert';
import { bankIntegrationKey, settingsQuery } from './bank-integration-queries';
import { MoneyInput } from '../../widgets/money-input';

type Settings = Record<string, unknown>;

const choices: Partial<Record<string, { value: string; label: string }[]>> = {
  Layout: [
    { value: 'csv', label: 'CSV' },
    { value: 'fixed', label: 'Fixed width' },
  ],
  ValidationFileId: Object.entries(ValidationFileFormats).map(([id, name]) => ({
    value: id,
    label: `${name} (${id})`,
  })),
};
const fileFormats: Partial<Record<BankSettingType, string[]>> = {
  lockbox: ['bai', 'csv'],
  bankStatement: ['bai2', 'ofx', 'qfx', 'camt053', 'csv'],
};
const centsFields = new Set(['MaxTransferAmount', 'MinimumAmount']);
const labels: Partial<Record<string, string>> = {
  ValidationFileId: 'Validation file format',
  MatchOnLegacyKey: 'Match on legacy key',
  IsLockboxAppend: 'Append to open batch',
  SendVoids: 'Send voided checks',
  ProcessDaysBack: 'Days back to process',
  RefreshMinutes: 'Refresh every (minutes)',
};
const label = (key: string) => labels[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2');

function Field({
  name,
  value,
  type,
  onChange,
  error,
}: {
  name: string;
  value: unknown;
  type: BankSettingType;
  onChange: (value: unknown) => void;
  error: ReactNode;
}) {
  if (typeof value === 'boolean') {
    return (
      <Switch
        label={label(name)}
        checked={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    );
  }
  const options =
    name === 'FileFormat'
      ? (fileFormats[type] ?? []).map((f) => ({ value: f, label: f.toUpperCase() }))
      : choices[name];
  if (options) {
    return (
      <Select
        label={label(name)}
        w={220}
        data={options}
        value={String(value)}
        error={error}
        allowDeselect={false}
        onChange={(v) => onChange(typeof value === 'number' ? Number(v) : v)}
      />
    );
  }
  if (centsFields.has(name)) {
    // Null while the field is empty or not an amount: the server refuses it, nothing is guessed.
    return (
      <MoneyInput
        label={label(name)}
        w={180}
        value={typeof value === 'number' ? value : null}
        error={error}
        onChange={onChange}
      />
    );
  }
  if (typeof value === 'number') {
    return (
      <NumberInput
        label={label(name)}
        w={180}
        min={0}
        decimalScale={0}
        value={value}
        error={error}
        onChange={(v) => onChange(Number(v))}
      />
    );
  }
  return (
    <TextInput
      label={label(name)}
      w={260}
      value={typeof value === 'string' ? value : ''}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
    />
  );
}

const SaveSettings = contract.bankIntegration.SaveBankSettings;

/** The settings of one setting type of the bank, saved as one JSON document. */
export function SettingsPanel({
  bankId,
  settingType,
}: {
  bankId: number;
  settingType: BankSettingType;
}) {
  const saved = useQuery(settingsQuery(bankId, settingType));
  if (saved.isError) return <LoadError error={saved.error} />;
  return (
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Settings</Title>
        {saved.data && !saved.data.IsSaved ? (
          <Badge color="gray" variant="light">
            Defaults
          </Badge>
        ) : null}
      </Group>
      {saved.data ? (
        <SettingsForm
          key={`${bankId}-${settingType}`}
          bankId={bankId}
          settingType={settingType}
          saved={saved.data.Settings}
        />
      ) : null}
    </Paper>
  );
}

function SettingsForm({
  bankId,
  settingType,
  saved,
}: {
  bankId: number;
  settingType: BankSettingType;
  saved: Settings;
}) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: { Settings: saved },
    schema: SaveSettings.body,
    toBody: (values: { Settings: Settings }) => ({
      BankId: bankId,
      SettingType: settingType,
      Settings: values.Settings,
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof SaveSettings>['body']) => api.call(SaveSettings, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...bankIntegrationKey, 'settings', bankId] });
      showSuccess('Settings saved.');
    },
    // The server's reason for a refusal; otherwise the spec's message for this save.
    onError: (error) => showErrorOr(error, BankSetupMessages.settingsNotSaved),
  });
  return (
    <form
      noValidate
      aria-label="Bank settings"
      onSubmit={form.onSubmit((body) => save.mutate(body))}
    >
      <Group align="flex-start">
        {Object.entries(form.values.Settings).map(([name, value]) => (
          <Field
            key={name}
            name={name}
            value={value}
            type={settingType}
            error={form.errors[`Settings.${name}`]}
            onChange={(v) => form.setFieldValue(`Settings.${name}`, v)}
          />
        ))}
      </Group>
      <ProblemAlert problem={formProblem(form.errors)} />
      <FormActions onCancel={form.reset} saving={save.isPending} label="Save settings" />
    </form>
  );
}
