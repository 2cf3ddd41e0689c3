import { contract, type Check, type RequestOf } from '@hoa/contract';
import { formatCents, formatDate, type IsoDate, todayIso } from '@hoa/domain';
import { Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { checksKey } from './check-queries';

type VoidBody = RequestOf<typeof contract.apChecks.VoidCheck>['body'];

/** Void check (59): reverses the check on the void date and reopens what it paid. */
export function VoidCheckModal({ check, onClose }: { check: Check; onClose: () => void }) {
  const client = useQueryClient();
  const initialValues: { VoidDate: IsoDate | null } = { VoidDate: todayIso() };
  const form = useContractForm({
    initialValues,
    schema: contract.apChecks.VoidCheck.body,
    toBody: (values) => ({ ItemId: check.ItemId, VoidDate: values.VoidDate }),
  });
  const date = form.values.VoidDate;
  const run = useMutation({
    mutationFn: (body: VoidBody) => api.call(contract.apChecks.VoidCheck, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(`Check ${check.CheckNumber ?? ''} was voided.`);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Void check ${check.CheckNumber ?? ''}`} centered>
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          run.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Text size="sm">
            {`${check.VendorDisplayName}, ${formatCents(check.Amount)}, dated ${formatDate(check.CheckDate)}. The payment is reversed on the void date and its invoices become payable again.`}
          </Text>
          <DateInput label="Void date" required {...fieldProps(form, 'VoidDate')} />
          <ProblemAlert problem={run.error?.message ?? null} />
          <FormActions
            onCancel={onClose}
            saving={run.isPending}
            label="Void check"
            disabled={date === null}
            color="red"
          />
        </Stack>
      </form>
    </Modal>
  );
}
