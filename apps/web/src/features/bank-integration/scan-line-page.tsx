import { contract } from '@hoa/contract';
import { Button, Paper, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { bankIntegrationKey, scanLineQuery } from './bank-integration-queries';

/** /banking/check-scan-line: how scanned checks' MICR lines are read. */
export function ScanLinePage() {
  const client = useQueryClient();
  const current = useQuery(scanLineQuery);
  const [pad, setPad] = useState<boolean | null>(null);
  const value = pad ?? current.data?.AllowBankAccountPadding ?? false;
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.bankIntegration.SaveBankCheckScanLineSettings, {
        body: { request: { AllowBankAccountPadding: value } },
      }),
    onSuccess: async () => {
      setPad(null);
      await client.invalidateQueries({ queryKey: [...bankIntegrationKey, 'scan-line'] });
      showSuccess('Scan-line settings saved.');
    },
  });
  return (
    <>
      <PageHeader
        title="Check scan-line settings"
        subtitle="Reading the bank account number from a scanned check"
      />
      {current.isError ? <LoadError error={current.error} /> : null}
      <Paper withBorder p="md" radius="sm" maw={640}>
        <Switch
          label="Allow bank account padding"
          checked={value}
          disabled={!current.data}
          onChange={(e) => setPad(e.currentTarget.checked)}
        />
        <Text size="xs" c="dimmed" mt={4} mb="md">
          A scan line whose account number is shorter than the bank account&apos;s still matches it
          when padded with leading zeros.
        </Text>
        <MayCall calls={contract.bankIntegration.SaveBankCheckScanLineSettings}>
          <Button disabled={pad === null} loading={save.isPending} onClick={() => save.mutate()}>
            Save
          </Button>
        </MayCall>
      </Paper>
    </>
  );
}
