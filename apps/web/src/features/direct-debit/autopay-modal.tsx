import { contract, type RequestOf, type ResponseOf } from '@hoa/contract';
import { Checkbox, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { MoneyInput } from '../../widgets/money-input';
import { autopayTerms } from './direct-debit-grids';
import { directDebitKey } from './direct-debit-queries';

type Enrollment = ResponseOf<typeof contract.directDebit.GetEnrollments>[number];
type AutopayBody = RequestOf<typeof contract.directDebit.SaveEnrollmentAutopay>['body'];

interface AutopayValues {
  IsAutopay: boolean;
  AutopayCapCents: number | null;
  PayPastDueNext: boolean;
}

/**
 * Staff turn an enrolled owner's autopay on or off, or change its cap per draft and past-due
 * choice; the bank details and prenote stay. Off, the owner stays on direct debit of the balance.
 */
export function AutopayModal({
  enrollment,
  onClose,
}: {
  enrollment: Enrollment | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={enrollment !== null}
      onClose={onClose}
      title={`Autopay of ${enrollment?.OwnerName ?? ''}`}
    >
      {enrollment ? <AutopayForm enrollment={enrollment} onClose={onClose} /> : null}
    </FormModal>
  );
}

function AutopayForm({ enrollment: e, onClose }: { enrollment: Enrollment; onClose: () => void }) {
  const client = useQueryClient();
  const initialValues: AutopayValues = {
    IsAutopay: e.IsAutopay,
    AutopayCapCents: e.AutopayCapCents,
    PayPastDueNext: e.PayPastDueNext,
  };
  const form = useContractForm({
    initialValues,
    schema: contract.directDebit.SaveEnrollmentAutopay.body,
    toBody: (values: AutopayValues) => ({
      DirectDebitEnrollmentId: e.DirectDebitEnrollmentId,
      IsAutopay: values.IsAutopay,
      AutopayCapCents: values.IsAutopay ? values.AutopayCapCents : null,
      PayPastDueNext: values.IsAutopay && values.PayPastDueNext,
    }),
  });
  const save = useMutation({
    mutationFn: (body: AutopayBody) =>
      api.call(contract.directDebit.SaveEnrollmentAutopay, { body }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: directDebitKey });
      showSuccess(
        saved.IsAutopay
          ? `${saved.OwnerName}: autopay on (${autopayTerms(saved)}).`
          : `${saved.OwnerName}: autopay off; direct debit of the balance.`,
      );
      onClose();
    },
  });
  const on = form.values.IsAutopay;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <Stack>
        <Text size="sm">
          {e.MaskedAccountNumber} {e.AccountType === 'S' ? 'savings' : 'checking'}
          {e.IsFromPortal ? ', autopay turned on by the owner from the portal' : ''}
        </Text>
        <Switch
          label="Autopay: draft the charges due on the community’s draft day"
          {...form.getInputProps('IsAutopay', { type: 'checkbox' })}
        />
        {on ? (
          <>
            <MoneyInput
              label="Cap per draft (optional)"
              description="A draft never takes more than this. Empty: no cap."
              w={240}
              {...fieldProps(form, 'AutopayCapCents')}
            />
            <Checkbox
              label="Take the past due with the next draft"
              {...form.getInputProps('PayPastDueNext', { type: 'checkbox' })}
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Without autopay the owner stays enrolled: each direct debit file takes their whole
            balance.
          </Text>
        )}
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
