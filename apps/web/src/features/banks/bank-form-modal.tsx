import { contract, type Bank, type RequestOf } from '@hoa/contract';
import { BankMessages, isValidRoutingNumber } from '@hoa/domain';
import { Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { useContractForm } from '../../widgets/contract-form';
import { banksKey } from './bank-queries';

type SaveBody = RequestOf<typeof contract.banks.SaveBank>['body'];

interface BankFormModalProps {
  opened: boolean;
  /** Undefined when creating a bank. */
  bank: Bank | undefined;
  onClose: () => void;
  onSaved?: (saved: Bank) => void;
}

export function BankFormModal(props: BankFormModalProps) {
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.bank ? 'Edit bank' : 'New bank'}
      size="sm"
    >
      <BankForm {...props} />
    </FormModal>
  );
}

function BankForm({ bank, onClose, onSaved }: BankFormModalProps) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    initialValues: {
      CompanyName: bank?.CompanyName ?? bank?.DisplayName ?? '',
      Alias: bank?.Alias ?? '',
      RoutingNumber: bank?.RoutingNumber ?? '',
      UsesDefaultRouting: bank?.UsesDefaultRouting ?? false,
    },
    schema: contract.banks.SaveBank.body,
    toBody: (values) => ({
      TopsAgentId: bank?.TopsAgentId,
      ...values,
      RoutingNumber: values.RoutingNumber.trim() || null,
    }),
    rules: (values) => {
      const routing = values.RoutingNumber.trim();
      return {
        RoutingNumber:
          routing && !isValidRoutingNumber(routing) ? BankMessages.invalidRoutingNumber : null,
      };
    },
  });

  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.banks.SaveBank, { body }),
    onSuccess: async (saved) => {
      showSuccess('Bank saved.');
      await queryClient.invalidateQueries({ queryKey: banksKey });
      onClose();
      onSaved?.(saved);
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Bank"
    >
      <Stack gap="sm">
        <TextInput
          label="Bank name"
          withAsterisk
          data-autofocus
          maxLength={100}
          {...form.getInputProps('CompanyName')}
        />
        <TextInput label="Alias" maxLength={10} {...form.getInputProps('Alias')} />
        <TextInput
          label="Routing number"
          inputMode="numeric"
          maxLength={9}
          {...form.getInputProps('RoutingNumber')}
          onChange={(event) => {
            form.setFieldValue('RoutingNumber', event.currentTarget.value.replace(/\D/g, ''));
          }}
        />
        <Switch
          label="Accounts use the bank's default routing"
          {...form.getInputProps('UsesDefaultRouting', { type: 'checkbox' })}
        />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
