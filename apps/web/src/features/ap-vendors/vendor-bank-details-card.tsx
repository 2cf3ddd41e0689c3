import { contract, type RequestOf } from '@hoa/contract';
import {
  BankMessages,
  PayablesErrors,
  formatDate,
  isValidRoutingNumber,
  localDay,
} from '@hoa/domain';
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';

const SaveDetails = contract.apVendors.SaveVendorBankDetails;

interface BankDetailsValues {
  routingNumber: string;
  accountNumber: string;
}

/** A vendor's bank details: change them (payment hold) or confirm another user's change. */
export function VendorBankDetailsCard({ vendorAgentId }: { vendorAgentId: number }) {
  const client = useQueryClient();
  const initialValues: BankDetailsValues = { routingNumber: '', accountNumber: '' };
  const form = useContractForm({
    initialValues,
    schema: SaveDetails.body,
    toBody: (values: BankDetailsValues) => ({ vendorAgentId, ...values }),
    rules: (values) => ({
      routingNumber: isValidRoutingNumber(values.routingNumber.trim())
        ? null
        : BankMessages.invalidRoutingNumber,
      accountNumber: /^\d{4,17}$/.test(values.accountNumber.trim())
        ? null
        : PayablesErrors.PayablesVendorAccountNumberFormat.message,
    }),
  });
  const details = useQuery({
    queryKey: ['vendor-bank', vendorAgentId],
    queryFn: () => api.call(contract.apVendors.GetVendorBankDetails, { query: { vendorAgentId } }),
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['vendor-bank', vendorAgentId] }),
      client.invalidateQueries({ queryKey: ['vendor-search'] }),
    ]);
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof SaveDetails>['body']) => api.call(SaveDetails, { body }),
    onSuccess: async () => {
      form.reset();
      showSuccess('Bank details saved; payments are on hold until another user confirms them.');
      await refresh();
    },
    onError: showError,
  });
  const confirm = useMutation({
    mutationFn: () =>
      api.call(contract.apVendors.ConfirmVendorBankDetails, { body: { vendorAgentId } }),
    onSuccess: async () => {
      showSuccess('Bank details confirmed.');
      await refresh();
    },
    onError: showError,
  });
  const d = details.data;
  return (
    <form
      noValidate
      aria-label="Bank details"
      onSubmit={form.onSubmit((body) => save.mutate(body))}
    >
      <Text fw={600} size="sm" mb={4}>
        Bank details
      </Text>
      {d ? (
        <Group gap="xs" mb="xs">
          <Text size="sm">
            Routing {d.RoutingNumber} · account ••••{d.AccountLast4} · changed{' '}
            {formatDate(localDay(new Date(d.ChangedAt)))}
          </Text>
          {d.IsOnPaymentHold ? (
            <>
              <Badge color="red" size="sm">
                Payment hold
              </Badge>
              <Button size="xs" loading={confirm.isPending} onClick={() => confirm.mutate()}>
                Confirm
              </Button>
            </>
          ) : (
            <Badge color="teal" size="sm">
              Confirmed
            </Badge>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mb="xs">
          No bank details.
        </Text>
      )}
      <Group align="flex-start" gap="xs">
        <TextInput
          label="Routing number"
          w={200}
          maxLength={9}
          {...form.getInputProps('routingNumber')}
        />
        <TextInput
          label="Account number"
          w={200}
          maxLength={17}
          {...form.getInputProps('accountNumber')}
        />
      </Group>
      <ProblemAlert problem={formProblem(form.errors)} />
      <FormActions onCancel={form.reset} saving={save.isPending} label="Change" />
    </form>
  );
}
