import { contract, type RequestOf } from '@hoa/contract';
import { formatCents, localDay, type Cents, type IsoDate } from '@hoa/domain';
import { Button, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { bankAccountOptions, paymentOwnersQuery, paymentSetupQuery } from '../cash-receipts';
import { depositsKey } from './deposit-queries';
import { MoneyInput } from '../../widgets/money-input';

interface DepositValues {
  OwnerAgentId: string | null;
  /** Null: the community's first bank account. */
  BankAccountId: string | null;
  Amount: Cents | null;
  EventDate: IsoDate | null;
  CheckNumber: string;
}

/** Add a security deposit (82) received from an owner; it is posted from the review screen. */
export function SecurityDepositAddPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [search, setSearch] = useState('');
  const owners = useQuery(paymentOwnersQuery(communityAgentId, search));
  const setup = useQuery(paymentSetupQuery(communityAgentId));
  const firstBank = setup.data?.BankAccounts[0]?.BankAccountId ?? null;
  const initialValues: DepositValues = {
    OwnerAgentId: null,
    BankAccountId: null,
    Amount: null,
    EventDate: localDay(new Date()),
    CheckNumber: '',
  };
  const form = useContractForm({
    initialValues,
    schema: contract.securityDeposits.AddSecurityDeposit.body,
    toBody: (values: DepositValues) => ({
      CommunityAgentId: communityAgentId,
      OwnerAgentId: values.OwnerAgentId === null ? null : Number(values.OwnerAgentId),
      BankAccountId: values.BankAccountId === null ? firstBank : Number(values.BankAccountId),
      Amount: values.Amount,
      EventDate: values.EventDate,
      CheckNumber: values.CheckNumber.trim() || null,
      IdempotencyKey: key,
    }),
    rules: (values) => ({
      OwnerAgentId: values.OwnerAgentId === null ? 'Choose the owner who paid the deposit.' : null,
      BankAccountId:
        values.BankAccountId === null && firstBank === null
          ? 'Choose the bank account the deposit is made to.'
          : null,
      Amount:
        values.Amount === null || values.Amount <= 0 ? 'The amount must be more than zero.' : null,
      EventDate: values.EventDate === null ? 'The date is required.' : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof contract.securityDeposits.AddSecurityDeposit>['body']) =>
      api.call(contract.securityDeposits.AddSecurityDeposit, { body }),
    onSuccess: async (deposit) => {
      await client.invalidateQueries({ queryKey: depositsKey });
      showSuccess(`Security deposit #${deposit.TopsItemId} saved for review.`);
      await go(
        buildRoute(SiteMap.securityDepositReview, { communityAgentId, itemId: deposit.TopsItemId }),
      );
    },
  });
  const submit = () => {
    form.onSubmit((body) => {
      save.mutate(body);
    })();
  };
  return (
    <>
      <PageHeader
        title="Add security deposit"
        subtitle={community.DisplayName}
        actions={
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        }
      />
      <Stack gap="sm">
        <ProblemAlert problem={formProblem(form.errors)} />
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Select
              label="Owner"
              required
              searchable
              data={(owners.data?.Owners ?? []).map((o) => ({
                value: String(o.OwnerAgentId),
                label: `${o.AccountNumber ?? ''} ${o.OwnerName} · ${formatCents(o.Balance)}`.trim(),
              }))}
              {...form.getInputProps('OwnerAgentId')}
              onSearchChange={(value) => {
                if (!value.includes('·')) setSearch(value);
              }}
            />
            <Select
              label="Bank account"
              required
              data={bankAccountOptions(setup.data, { withNumber: true })}
              {...form.getInputProps('BankAccountId')}
              value={form.values.BankAccountId ?? (firstBank === null ? null : String(firstBank))}
            />
            <MoneyInput label="Amount" required {...fieldProps(form, 'Amount')} />
            <DateInput label="Date received" required {...fieldProps(form, 'EventDate')} />
            <TextInput label="Check number" maxLength={25} {...form.getInputProps('CheckNumber')} />
          </SimpleGrid>
        </Paper>
      </Stack>
    </>
  );
}
