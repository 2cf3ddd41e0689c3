import type { FundingSource, RequestOf } from '@hoa/contract';
import { microDepositError, type Cents } from '@hoa/domain';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { ApiError } from '@hoa/contract';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { MoneyInput } from '../../widgets/money-input';
import { D, dpKey } from './dp-queries';

/** Verify funding source: the two micro-deposit amounts in dollars (0.01-0.09). */
export function VerifyModal({ source, onClose }: { source: FundingSource; onClose: () => void }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm({
    initialValues: { Amount1: null as Cents | null, Amount2: null as Cents | null },
    schema: D.VerifyBankAccountRegistration.body,
    toBody: (values) => ({ AgentBankId: source.AgentBankId, ...values }),
    rules: (values) => ({
      Amount1: values.Amount1 === null ? 'Enter the first deposit.' : null,
      Amount2: values.Amount2 === null ? 'Enter the second deposit.' : null,
    }),
  });
  const verify = useMutation({
    mutationFn: (body: RequestOf<typeof D.VerifyBankAccountRegistration>['body']) =>
      api.call(D.VerifyBankAccountRegistration, { body }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: dpKey });
      if (result.Message) {
        showError(new ApiError(409, result.Message));
        if (result.Status !== 'MicroDepositMaxAttempted') return;
      } else showSuccess(`${source.AccountName} is verified`);
      onClose();
    },
  });
  const submit = form.onSubmit((body) => {
    const problem = microDepositError(body.Amount1, body.Amount2);
    setError(problem);
    if (!problem) verify.mutate(body);
  });
  return (
    <FormModal opened onClose={onClose} title="Verify funding source">
      <Stack gap="xs">
        <Text size="sm">
          Two deposits below $0.10 were sent to {source.AccountName} ••{source.AccountLast4}. Enter
          them to verify. Attempts left: {source.AttemptsLeft}.
        </Text>
        {error ? <Alert color="red">{error}</Alert> : null}
        <form noValidate onSubmit={submit}>
          <Stack gap="xs">
            <Group grow align="flex-start">
              <MoneyInput label="Amount 1" {...fieldProps(form, 'Amount1')} />
              <MoneyInput label="Amount 2" {...fieldProps(form, 'Amount2')} />
            </Group>
            <FormActions onCancel={onClose} saving={verify.isPending} label="Verify" />
          </Stack>
        </form>
      </Stack>
    </FormModal>
  );
}
