import { contract } from '@hoa/contract';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { lockboxKey, settingsQuery } from './lockbox-queries';

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
  const client = useQueryClient();
  const settings = useQuery({ ...settingsQuery(), enabled: opened });
  const saved = settings.data;
  const [autoPost, setAutoPost] = useState<boolean | null>(null);
  const [allowDup, setAllowDup] = useState<boolean | null>(null);
  const [maxDays, setMaxDays] = useState<number | null>(null);
  const current = {
    autoPost:
      autoPost ??
      saved?.communities.find((c) => c.CommunityAgentId === communityAgentId)?.IsAutoPost ??
      false,
    allowDup: allowDup ?? saved?.importSettings.AllowDuplicateCheckNumber ?? false,
    maxDays: maxDays ?? saved?.importSettings.MaxDays ?? 180,
  };
  const save = useMutation({
    mutationFn: async () => {
      await api.call(contract.lockbox.SaveLockboxSetting, {
        body: { CommunityAgentId: communityAgentId, IsAutoPost: current.autoPost },
      });
      await api.call(contract.lockbox.SaveLockboxImportSettings, {
        body: { AllowDuplicateCheckNumber: current.allowDup, MaxDays: current.maxDays },
      });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: lockboxKey });
      showSuccess('Lockbox settings saved.');
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Lockbox settings">
      <Stack>
        <Switch
          label="Post imported batches at once when they have no exceptions"
          checked={current.autoPost}
          onChange={(e) => setAutoPost(e.currentTarget.checked)}
        />
        <Checkbox
          label="Allow a check number an owner has paid with before"
          checked={current.allowDup}
          onChange={(e) => setAllowDup(e.currentTarget.checked)}
        />
        <NumberInput
          label="Maximum days between check date and deposit"
          min={1}
          max={3650}
          value={current.maxDays}
          onChange={(v) => setMaxDays(typeof v === 'number' ? v : null)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
