import { contract, type ChartAccount, type CostCenter, type SaveAccountBody } from '@hoa/contract';
import { AccountTypes } from '@hoa/domain';
import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
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
  const form = useContractForm({
    initialValues: {
      AccountNumber: account?.AccountNumber ?? '',
      AccountName: account?.AccountName ?? '',
      TopsAccountTypeId: account ? String(account.TopsAccountTypeId) : null,
      CostCenterId: account?.CostCenterId ? String(account.CostCenterId) : null,
      IsActive: account?.IsActive ?? true,
    },
    schema: contract.glAccounts.SaveAccount.body,
    toBody: (values) => ({
      ...values,
      TopsAccountId: account?.TopsAccountId,
      CommunityAgentId: communityAgentId,
      TopsAccountTypeId:
        values.TopsAccountTypeId === null ? undefined : Number(values.TopsAccountTypeId),
      CostCenterId: values.CostCenterId === null ? null : Number(values.CostCenterId),
    }),
    rules: (values) => ({
      TopsAccountTypeId: values.TopsAccountTypeId === null ? 'Account type is required.' : null,
    }),
  });

  const save = useMutation({
    mutationFn: (body: SaveAccountBody) => api.call(contract.glAccounts.SaveAccount, { body }),
    onSuccess: async (saved) => {
      showSuccess(`Account ${saved.AccountNumber} saved.`);
      await queryClient.invalidateQueries({ queryKey: glKey });
      onClose();
    },
  });

  return (
    <Modal opened onClose={onClose} title={account ? 'Edit account' : 'Add account'} size="md">
      <form
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
        noValidate
        aria-label="Account"
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="Account number"
              withAsterisk
              data-autofocus
              {...form.getInputProps('AccountNumber')}
            />
            <Select
              label="Account type"
              withAsterisk
              data={typeOptions}
              {...form.getInputProps('TopsAccountTypeId')}
            />
          </Group>
          <TextInput label="Account name" withAsterisk {...form.getInputProps('AccountName')} />
          <Select
            label="Cost center"
            placeholder="None"
            clearable
            data={costCenters.map((c) => ({
              value: String(c.CostCenterId),
              label: `${c.CostCenterNumber} ${c.CostCenterName}`,
            }))}
            {...form.getInputProps('CostCenterId')}
          />
          <Switch label="Active" {...form.getInputProps('IsActive', { type: 'checkbox' })} />
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
