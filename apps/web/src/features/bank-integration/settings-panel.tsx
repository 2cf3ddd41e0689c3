import { contract } from '@hoa/contract';
import { BankSetupMessages, ValidationFileFormats, type BankSettingType } from '@hoa/domain';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
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
}: {
  name: string;
  value: unknown;
  type: BankSettingType;
  onChange: (value: unknown) => void;
}) {
  if (typeof value === 'boolean') {
    return (
      <Switch
        label={label(name)}
        checked={value}
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
        onChange={(v) => onChange(Number(v))}
      />
    );
  }
  return (
    <TextInput
      label={label(name)}
      w={260}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
    />
  );
}

/** The settings of one setting type of the bank, saved as one JSON document. */
export function SettingsPanel({
  bankId,
  settingType,
}: {
  bankId: number;
  settingType: BankSettingType;
}) {
  const client = useQueryClient();
  const saved = useQuery(settingsQuery(bankId, settingType));
  const [edits, setEdits] = useState<Settings>({});
  const settings: Settings = { ...saved.data?.Settings, ...edits };
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.bankIntegration.SaveBankSettings, {
        body: {
          BankId: bankId,
          SettingType: settingType,
          Settings: settings,
        },
      }),
    onSuccess: async () => {
      setEdits({});
      await client.invalidateQueries({ queryKey: [...bankIntegrationKey, 'settings', bankId] });
      showSuccess('Settings saved.');
    },
    // The server's reason for a refusal; otherwise the spec's message for this save.
    onError: (error) => showErrorOr(error, BankSetupMessages.settingsNotSaved),
  });
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
      <Group align="flex-end">
        {Object.entries(settings).map(([name, value]) => (
          <Field
            key={name}
            name={name}
            value={value}
            type={settingType}
            onChange={(v) => setEdits((all) => ({ ...all, [name]: v }))}
          />
        ))}
        <Button loading={save.isPending} disabled={!saved.data} onClick={() => save.mutate()}>
          Save settings
        </Button>
      </Group>
    </Paper>
  );
}
