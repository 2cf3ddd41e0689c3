import { FormActions, FormModal } from '../../widgets/form-modal';
import { PageLoader } from '../../widgets/page-loader';
import {
  ApiError,
  contract,
  type Bank,
  type BankAccount,
  type SaveBankAccountBody,
} from '@hoa/contract';
import { AccountTypeId, BankMessages, hasAccess } from '@hoa/domain';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useCommunityList } from '../../app/community/community-list';
import { showError, showSuccess } from '../../app/toasts';
import {
  accountBody,
  accountRules,
  defaultRoutingFor,
  toFormValues,
  type AccountFormValues,
} from './account-form-values';
import { useContractForm } from '../../widgets/contract-form';
import { bankPortfolioQuery, banksKey } from './bank-queries';
import { showRoutingWarning } from './routing-warning';

interface BankAccountFormModalProps {
  opened: boolean;
  /** Undefined when adding an account. */
  account: BankAccount | undefined;
  /** The bank or the community the editor was opened from, fixed in the form. */
  fixedBankId?: number;
  fixedCommunityId?: number;
  onClose: () => void;
}

export function BankAccountFormModal(props: BankAccountFormModalProps) {
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.account ? 'Edit bank account' : 'Add bank account'}
      size="lg"
    >
      <AccountEditor {...props} />
    </FormModal>
  );
}

/** Loads what the form starts from: the banks and, when editing, the full account number. */
function AccountEditor(props: BankAccountFormModalProps) {
  const banks = useQuery(bankPortfolioQuery);
  const id = props.account?.TopsAgentBankId;
  const number = useQuery({
    queryKey: [...banksKey, 'number', id],
    queryFn: () => api.call(contract.banks.GetAgentBankAccountNumber, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
    gcTime: 0,
  });
  if (!banks.data || (id !== undefined && !number.data)) return <PageLoader />;
  return (
    <AccountForm {...props} banks={banks.data} fullNumber={number.data?.AccountNumber ?? ''} />
  );
}

function AccountForm({
  account,
  fixedBankId,
  fixedCommunityId,
  onClose,
  banks,
  fullNumber,
}: BankAccountFormModalProps & { banks: Bank[]; fullNumber: string }) {
  const queryClient = useQueryClient();
  const communities = useCommunityList().data ?? [];
  const session = useSession().data;
  const fixedBank = banks.find((bank) => bank.TopsAgentId === fixedBankId);
  const bankOf = (values: AccountFormValues) =>
    banks.find((row) => String(row.TopsAgentId) === values.BankId);
  const form = useContractForm({
    initialValues: toFormValues(account, fullNumber, {
      bank: fixedBank,
      communityAgentId: fixedCommunityId,
    }),
    schema: contract.banks.SaveBankAccount.body,
    toBody: (values: AccountFormValues) => accountBody(values, account),
    rules: (values: AccountFormValues) => accountRules(bankOf(values))(values),
  });
  const values = form.values;
  const bank = bankOf(values);
  const communityId = values.CommunityId ? Number(values.CommunityId) : undefined;

  // Opened from a bank on default routing without a number: warn once.
  const warnOnOpen = !account && defaultRoutingFor(fixedBank).warn;
  useEffect(() => {
    if (warnOnOpen) showRoutingWarning();
  }, [warnOnOpen]);

  // A community's first account is its primary one whatever is ticked (spec 1 §5).
  const count = useQuery({
    queryKey: [...banksKey, 'count', communityId],
    queryFn: () =>
      api.call(contract.banks.CountBankAccounts, { query: { communityAgentId: communityId } }),
    enabled: communityId !== undefined && !account,
  });
  const firstOfCommunity = !account && count.data?.Count === 0;

  const canReadGl = session ? hasAccess(session.Claims, 'glaccounts', 'read') : false;
  const chart = useQuery({
    queryKey: ['glAccounts', 'chart', communityId],
    queryFn: () =>
      api.call(contract.glAccounts.GetChartOfAccounts, {
        query: { communityAgentId: communityId ?? 0 },
      }),
    enabled: communityId !== undefined && canReadGl,
  });
  const cashAccounts = (chart.data ?? []).filter(
    (row) => row.TopsAccountTypeId === AccountTypeId.Cash,
  );

  const save = useMutation({
    mutationFn: (body: SaveBankAccountBody) => api.call(contract.banks.SaveBankAccount, { body }),
    onSuccess: async () => {
      showSuccess('Bank account saved.');
      await queryClient.invalidateQueries({ queryKey: banksKey });
      onClose();
    },
    // The server's reason when it gives one; otherwise the spec's message for this save.
    onError: (error) => {
      showError(
        error instanceof ApiError && error.status < 500
          ? error
          : new ApiError(500, BankMessages.saveBankAccountFailed),
      );
    },
  });

  function chooseBank(value: string | null): void {
    const chosen = banks.find((row) => String(row.TopsAgentId) === value);
    const routing = defaultRoutingFor(chosen);
    if (routing.warn) showRoutingWarning();
    form.setFieldValue('BankId', value);
    form.setFieldValue('UseDefaultRouting', routing.use);
  }

  function toggleDefaultRouting(checked: boolean): void {
    if (checked && !bank?.RoutingNumber) {
      showRoutingWarning();
      return;
    }
    form.setFieldValue('UseDefaultRouting', checked);
  }

  const submit = form.onSubmit(
    (body) => {
      save.mutate(body);
    },
    (errors) => {
      if (errors.Routing === BankMessages.routingNotSet) showRoutingWarning();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Bank account">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Bank"
            withAsterisk
            searchable
            disabled={fixedBankId !== undefined || account !== undefined}
            data={banks.map((row) => ({ value: String(row.TopsAgentId), label: row.DisplayName }))}
            {...form.getInputProps('BankId')}
            onChange={chooseBank}
          />
          <Select
            label="Community"
            withAsterisk
            searchable
            disabled={fixedCommunityId !== undefined || account !== undefined}
            data={communities.map((row) => ({
              value: String(row.CommunityAgentId),
              label: row.DisplayName,
            }))}
            {...form.getInputProps('CommunityId')}
          />
          <TextInput
            label="Account name"
            withAsterisk
            maxLength={100}
            {...form.getInputProps('AccountName')}
          />
          <TextInput
            label="Account number"
            withAsterisk
            maxLength={50}
            autoComplete="off"
            {...form.getInputProps('AccountNumber')}
          />
        </SimpleGrid>
        <Checkbox
          label="Use the bank's default routing number"
          checked={values.UseDefaultRouting}
          onChange={(event) => {
            toggleDefaultRouting(event.currentTarget.checked);
          }}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Routing number"
            inputMode="numeric"
            maxLength={9}
            disabled={values.UseDefaultRouting}
            {...form.getInputProps('Routing')}
            value={values.UseDefaultRouting ? (bank?.RoutingNumber ?? '') : values.Routing}
            onChange={(event) => {
              form.setFieldValue('Routing', event.currentTarget.value.replace(/\D/g, ''));
            }}
          />
          <NumberInput
            label="Next check number"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('NextCheckNumber')}
          />
        </SimpleGrid>
        <TextInput
          label="ACH company identification"
          description={
            account?.ProposedAchCompanyIdentification &&
            values.AchCompanyIdentification === account.ProposedAchCompanyIdentification
              ? 'Proposed from the community’s federal tax number: check it with the bank before saving.'
              : 'The originator’s id the bank knows for NACHA files: 10 letters or digits, usually 1 and the association’s EIN.'
          }
          maxLength={10}
          autoComplete="off"
          {...form.getInputProps('AchCompanyIdentification')}
          onChange={(event) => {
            form.setFieldValue('AchCompanyIdentification', event.currentTarget.value.toUpperCase());
          }}
        />
        {canReadGl ? (
          <Select
            label="GL cash account"
            clearable
            placeholder="None"
            data={cashAccounts.map((row) => ({
              value: String(row.TopsAccountId),
              label: `${row.AccountNumber} ${row.AccountName}`,
            }))}
            {...form.getInputProps('TopsAccountId')}
          />
        ) : null}
        <Checkbox
          label="Primary account of the community"
          description={
            firstOfCommunity
              ? 'The first bank account of a community is its primary account.'
              : undefined
          }
          {...form.getInputProps('IsPrimary', { type: 'checkbox' })}
          checked={values.IsPrimary || firstOfCommunity}
          disabled={firstOfCommunity}
        />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
