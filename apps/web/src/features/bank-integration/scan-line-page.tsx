import { contract, type RequestOf } from '@hoa/contract';
import { Paper, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { bankIntegrationKey, scanLineQuery } from './bank-integration-queries';

const SaveScanLine = contract.bankIntegration.SaveBankCheckScanLineSettings;

interface ScanLineValues {
  AllowBankAccountPadding: boolean;
}

/** /banking/check-scan-line: how scanned checks' MICR lines are read. */
export function ScanLinePage() {
  const current = useQuery(scanLineQuery);
  return (
    <>
      <PageHeader
        title="Check scan-line settings"
        subtitle="Reading the bank account number from a scanned check"
      />
      {current.isError ? (
        <LoadError error={current.error} />
      ) : current.data ? (
        <ScanLineForm saved={current.data} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

function ScanLineForm({ saved }: { saved: ScanLineValues }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: { AllowBankAccountPadding: saved.AllowBankAccountPadding },
    schema: SaveScanLine.body,
    toBody: (values: ScanLineValues) => ({ request: values }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof SaveScanLine>['body']) => api.call(SaveScanLine, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...bankIntegrationKey, 'scan-line'] });
      showSuccess('Scan-line settings saved.');
    },
  });
  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      maw={640}
      component="form"
      noValidate
      aria-label="Check scan-line settings"
      onSubmit={form.onSubmit((body) => save.mutate(body))}
    >
      <Switch
        label="Allow bank account padding"
        {...form.getInputProps('AllowBankAccountPadding', { type: 'checkbox' })}
      />
      <Text size="xs" c="dimmed" mt={4} mb="md">
        A scan line whose account number is shorter than the bank account&apos;s still matches it
        when padded with leading zeros.
      </Text>
      <MayCall calls={SaveScanLine}>
        <FormActions onCancel={form.reset} saving={save.isPending} />
      </MayCall>
    </Paper>
  );
}
