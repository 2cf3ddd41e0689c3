import type { FundingSource } from '@hoa/contract';
import { microDepositError } from '@hoa/domain';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { ApiError } from '@hoa/contract';
import { FormModal } from '../../widgets/form-modal';
import { D, dpKey } from './dp-queries';

/** Verify funding source: the two micro-deposit amounts in dollars (0.01-0.09). */
export function VerifyModal({ source, onClose }: { source: FundingSource; onClose: () => void }) {
  const client = useQueryClient();
  const [amounts, setAmounts] = useState<[number | string, number | string]>(['', '']);
  const [error, setError] = useState<string | null>(null);
  const cents = amounts.map((a) => Math.round(Number(a || 0) * 100)) as [number, number];
  const verify = useMutation({
    mutationFn: () =>
      api.call(D.VerifyBankAccountRegistration, {
        body: { AgentBankId: source.AgentBankId, Amount1: cents[0], Amount2: cents[1] },
      }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: dpKey });
      if (result.Message) {
        showError(new ApiError(409, result.Message));
        if (result.Status !== 'MicroDepositMaxAttempted') return;
      } else showSuccess(`${source.AccountName} is verified`);
      onClose();
    },
  });
  const submit = () => {
    const problem = microDepositError(cents[0], cents[1]);
    setError(problem);
    if (!problem) verify.mutate();
  };
  return (
    <FormModal opened onClose={onClose} title="Verify funding source">
      <Stack gap="xs">
        <Text size="sm">
          Two deposits below $0.10 were sent to {source.AccountName} ••{source.AccountLast4}. Enter
          them to verify. Attempts left: {source.AttemptsLeft}.
        </Text>
        {error ? <Alert color="red">{error}</Alert> : null}
        <Group grow>
          {[0, 1].map((i) => (
            <NumberInput
              key={i}
              label={`Amount ${i + 1}`}
              prefix="$"
              decimalScale={2}
              step={0.01}
              value={amounts[i]}
              onChange={(v) => setAmounts((s) => (i === 0 ? [v, s[1]] : [s[0], v]))}
            />
          ))}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={verify.isPending} onClick={submit}>
            Verify
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
