import { contract, type Bank, type RequestOf } from '@hoa/contract';
import { BankMessages, isValidRoutingNumber } from '@hoa/domain';
import { Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { fieldErrors } from '../../widgets/form-errors';
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
  const [name, setName] = useState(bank?.CompanyName ?? bank?.DisplayName ?? '');
  const [alias, setAlias] = useState(bank?.Alias ?? '');
  const [routing, setRouting] = useState(bank?.RoutingNumber ?? '');
  const [usesDefault, setUsesDefault] = useState(bank?.UsesDefaultRouting ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.banks.SaveBank, { body }),
    onSuccess: async (saved) => {
      showSuccess('Bank saved.');
      await queryClient.invalidateQueries({ queryKey: banksKey });
      onClose();
      onSaved?.(saved);
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = contract.banks.SaveBank.body.safeParse({
      TopsAgentId: bank?.TopsAgentId,
      CompanyName: name,
      Alias: alias,
      RoutingNumber: routing.trim() || null,
      UsesDefaultRouting: usesDefault,
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (routing.trim() && !isValidRoutingNumber(routing.trim())) {
      found.RoutingNumber = BankMessages.invalidRoutingNumber;
    }
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Bank">
      <Stack gap="sm">
        <TextInput
          label="Bank name"
          withAsterisk
          data-autofocus
          maxLength={100}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={errors.CompanyName}
        />
        <TextInput
          label="Alias"
          maxLength={10}
          value={alias}
          onChange={(event) => {
            setAlias(event.currentTarget.value);
          }}
          error={errors.Alias}
        />
        <TextInput
          label="Routing number"
          inputMode="numeric"
          maxLength={9}
          value={routing}
          onChange={(event) => {
            setRouting(event.currentTarget.value.replace(/\D/g, ''));
          }}
          error={errors.RoutingNumber}
        />
        <Switch
          label="Accounts use the bank's default routing"
          checked={usesDefault}
          onChange={(event) => {
            setUsesDefault(event.currentTarget.checked);
          }}
        />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
