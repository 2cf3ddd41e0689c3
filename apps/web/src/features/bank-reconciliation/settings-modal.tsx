import { contract } from '@hoa/contract';
import { ReconciliationMaxDays } from '@hoa/domain';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { reconKey, settingsQuery } from './recon-queries';

/** Reconciliation settings: apEnforceCheckNumberMatch, apMaxDays, arMaxDays, for this account or all. */
export function ReconSettingsModal({
  bankAccountId,
  opened,
  onClose,
}: {
  bankAccountId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const saved = useQuery({ ...settingsQuery(bankAccountId), enabled: opened }).data;
  const [enforce, setEnforce] = useState<boolean | null>(null);
  const [apDays, setApDays] = useState<number | null>(null);
  const [arDays, setArDays] = useState<number | null>(null);
  const [companyWide, setCompanyWide] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.bankReconciliation.SaveSettings, {
        body: {
          BankAccountId: companyWide ? null : bankAccountId,
          apEnforceCheckNumberMatch: enforce ?? saved?.apEnforceCheckNumberMatch ?? false,
          apMaxDays: apDays ?? saved?.apMaxDays ?? 60,
          arMaxDays: arDays ?? saved?.arMaxDays ?? 5,
        },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reconKey });
      showSuccess('Reconciliation settings saved.');
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Reconciliation settings">
      <Stack>
        <Switch
          label="A check matches only a bank line with its check number"
          checked={enforce ?? saved?.apEnforceCheckNumberMatch ?? false}
          onChange={(e) => setEnforce(e.currentTarget.checked)}
        />
        <NumberInput
          label="Maximum days between a check or withdrawal and its bank line"
          min={0}
          max={ReconciliationMaxDays}
          value={apDays ?? saved?.apMaxDays ?? 60}
          onChange={(v) => setApDays(typeof v === 'number' ? v : null)}
        />
        <NumberInput
          label="Maximum days between a deposit or transfer and its bank line"
          min={0}
          max={ReconciliationMaxDays}
          value={arDays ?? saved?.arMaxDays ?? 5}
          onChange={(v) => setArDays(typeof v === 'number' ? v : null)}
        />
        <Checkbox
          label="Save as the company’s settings (accounts without their own)"
          checked={companyWide}
          onChange={(e) => setCompanyWide(e.currentTarget.checked)}
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
