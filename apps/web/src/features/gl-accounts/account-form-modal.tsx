import { contract, type ChartAccount, type CostCenter, type SaveAccountBody } from '@hoa/contract';
import { AccountTypes } from '@hoa/domain';
import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldErrors } from '../../widgets/form-errors';
import { glKey } from './gl-queries';

interface AccountFormModalProps {
  communityAgentId: number;
  /** The account to edit; null adds one. */
  account: ChartAccount | null;
  costCenters: readonly CostCenter[];
  onClose: () => void;
}

const typeOptions = ['Asset', 'Liability', 'Equity', 'Income', 'Expense'].map((group) => ({
  group,
  items: AccountTypes.filter((t) => t.AccountGroup === group).map((t) => ({
    value: String(t.TopsAccountTypeId),
    label: t.AccountTypeName,
  })),
}));

/** Add or edit one account; the server checks uniqueness and the range of the type. */
export function AccountFormModal({
  communityAgentId,
  account,
  costCenters,
  onClose,
}: AccountFormModalProps) {
  const queryClient = useQueryClient();
  const [number, setNumber] = useState(account?.AccountNumber ?? '');
  const [name, setName] = useState(account?.AccountName ?? '');
  const [typeId, setTypeId] = useState<string | null>(
    account ? String(account.TopsAccountTypeId) : null,
  );
  const [costCenterId, setCostCenterId] = useState<string | null>(
    account?.CostCenterId ? String(account.CostCenterId) : null,
  );
  const [isActive, setIsActive] = useState(account?.IsActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: SaveAccountBody) => api.call(contract.glAccounts.SaveAccount, { body }),
    onSuccess: async (saved) => {
      showSuccess(`Account ${saved.AccountNumber} saved.`);
      await queryClient.invalidateQueries({ queryKey: glKey });
      onClose();
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = contract.glAccounts.SaveAccount.body.safeParse({
      TopsAccountId: account?.TopsAccountId,
      CommunityAgentId: communityAgentId,
      AccountNumber: number,
      AccountName: name,
      TopsAccountTypeId: typeId === null ? undefined : Number(typeId),
      CostCenterId: costCenterId === null ? null : Number(costCenterId),
      IsActive: isActive,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <Modal opened onClose={onClose} title={account ? 'Edit account' : 'Add account'} size="md">
      <form onSubmit={submit} noValidate aria-label="Account">
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="Account number"
              withAsterisk
              data-autofocus
              value={number}
              onChange={(e) => {
                setNumber(e.currentTarget.value);
              }}
              error={errors.AccountNumber}
            />
            <Select
              label="Account type"
              withAsterisk
              data={typeOptions}
              value={typeId}
              onChange={setTypeId}
              error={errors.TopsAccountTypeId ? 'Account type is required.' : undefined}
            />
          </Group>
          <TextInput
            label="Account name"
            withAsterisk
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
            }}
            error={errors.AccountName}
          />
          <Select
            label="Cost center"
            placeholder="None"
            clearable
            data={costCenters.map((c) => ({
              value: String(c.CostCenterId),
              label: `${c.CostCenterNumber} ${c.CostCenterName}`,
            }))}
            value={costCenterId}
            onChange={setCostCenterId}
          />
          <Switch
            label="Active"
            checked={isActive}
            onChange={(e) => {
              setIsActive(e.currentTarget.checked);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
