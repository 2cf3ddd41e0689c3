import { contract, type PositivePayBankAccount, type RequestOf } from '@hoa/contract';
import { PositivePayMessages } from '@hoa/domain';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { positivePayKey } from './positive-pay-queries';

type SendBody = RequestOf<typeof contract.positivePay.SendPositivePay>['body'];

interface SendPositivePayProps {
  accounts: readonly PositivePayBankAccount[];
  onClose: () => void;
}

/** Send positive pay: choose a bank (by alias) with enrolled accounts and send their checks. */
export function SendPositivePayModal({
  opened,
  ...props
}: SendPositivePayProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Send positive pay">
      <SendPositivePayForm {...props} />
    </Modal>
  );
}

function SendPositivePayForm({ accounts, onClose }: SendPositivePayProps) {
  const client = useQueryClient();
  const banks = [
    ...new Map(
      accounts
        .filter((a) => a.IsEnrolled && a.BankAlias)
        .map((a) => [a.BankAlias ?? '', `${a.BankName} (${a.BankAlias ?? ''})`]),
    ),
  ].map(([value, label]) => ({ value, label }));
  const form = useContractForm({
    initialValues: { bankAlias: banks[0]?.value ?? null },
    schema: contract.positivePay.SendPositivePay.body,
    toBody: (values) => values,
    rules: (values) => ({ bankAlias: values.bankAlias === null ? 'Choose the bank.' : null }),
  });
  const send = useMutation({
    mutationFn: (body: SendBody) => api.call(contract.positivePay.SendPositivePay, { body }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: positivePayKey });
      if (result.Message) notifications.show({ color: 'blue', message: result.Message });
      else
        showSuccess(
          `Positive pay sent: ${result.Sends.map((s) => `${s.FileName} (${s.IssueCount} issued, ${s.VoidCount} void)`).join(', ')}.`,
        );
      onClose();
    },
    onError: (error) => showErrorOr(error, PositivePayMessages.sendFailed),
  });
  return (
    <form
      noValidate
      aria-label="Send positive pay"
      onSubmit={form.onSubmit((body) => {
        send.mutate(body);
      })}
    >
      <Stack>
        <Select
          label="Bank"
          data={banks}
          allowDeselect={false}
          description={
            banks.length === 0
              ? 'Enrol a bank account of a bank with an alias first; the file goes to that bank.'
              : undefined
          }
          {...form.getInputProps('bankAlias')}
        />
        <Text size="sm" c="dimmed">
          The checks issued and voided since the last send of each enrolled account are sent.
        </Text>
        <FormActions onCancel={onClose} saving={send.isPending} label="Send" />
      </Stack>
    </form>
  );
}
