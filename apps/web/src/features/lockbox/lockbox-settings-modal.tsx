import { contract } from '@hoa/contract';
import { Checkbox, Modal, NumberInput, Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { lockboxKey, settingsQuery } from './lockbox-queries';

const L = contract.lockbox;

/** The two calls of the form as one body: the community's setting and the company's import settings. */
const settingsSchema = L.SaveLockboxSetting.body.extend(L.SaveLockboxImportSettings.body.shape);
type SettingsBody = z.output<typeof settingsSchema>;

interface SettingsValues {
  IsAutoPost: boolean;
  AllowDuplicateCheckNumber: boolean;
  MaxDays: number | string;
}

/** Lockbox settings (auto-post of this community) and the company's import settings. */
export function LockboxSettingsModal({
  communityAgentId,
  opened,
  onClose,
}: {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const settings = useQuery({ ...settingsQuery(), enabled: opened });
  const saved = settings.data;
  return (
    <Modal opened={opened} onClose={onClose} title="Lockbox settings">
      {settings.isError ? <LoadError error={settings.error} /> : null}
      {settings.isPending ? <PageLoader /> : null}
      {saved ? (
        <SettingsForm
          communityAgentId={communityAgentId}
          initialValues={{
            IsAutoPost:
              saved.communities.find((c) => c.CommunityAgentId === communityAgentId)?.IsAutoPost ??
              false,
            AllowDuplicateCheckNumber: saved.importSettings.AllowDuplicateCheckNumber,
            MaxDays: saved.importSettings.MaxDays,
          }}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function SettingsForm({
  communityAgentId,
  initialValues,
  onClose,
}: {
  communityAgentId: number;
  initialValues: SettingsValues;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues,
    schema: settingsSchema,
    // NumberInput gives '' while empty.
    toBody: (values: SettingsValues) => ({
      CommunityAgentId: communityAgentId,
      ...values,
      MaxDays: values.MaxDays === '' ? null : values.MaxDays,
    }),
    rules: (values: SettingsValues) => ({
      MaxDays: values.MaxDays === '' ? 'Enter the maximum days (1 to 3650).' : null,
    }),
  });
  const save = useMutation({
    mutationFn: async ({ CommunityAgentId, IsAutoPost, ...importSettings }: SettingsBody) => {
      await api.call(L.SaveLockboxSetting, { body: { CommunityAgentId, IsAutoPost } });
      await api.call(L.SaveLockboxImportSettings, { body: importSettings });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: lockboxKey });
      showSuccess('Lockbox settings saved.');
      onClose();
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <Stack>
        <Switch
          label="Post imported batches at once when they have no exceptions"
          {...form.getInputProps('IsAutoPost', { type: 'checkbox' })}
        />
        <Checkbox
          label="Allow a check number an owner has paid with before"
          {...form.getInputProps('AllowDuplicateCheckNumber', { type: 'checkbox' })}
        />
        <NumberInput
          label="Maximum days between check date and deposit"
          min={1}
          max={3650}
          allowDecimal={false}
          {...form.getInputProps('MaxDays')}
        />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
