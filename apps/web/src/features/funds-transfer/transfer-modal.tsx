import { contract, type FundsTransfer, type RequestOf } from '@hoa/contract';
import {
  formatCents,
  formatDate,
  FundsTransferMessages,
  FundsTransferTextMax,
  fundsTransferProblem,
  localDay,
  type Cents,
  type IsoDate,
} from '@hoa/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { buildRoute, SiteMap } from '../../app/site-map';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions } from '../../widgets/form-modal';
import { MoneyInput } from '../../widgets/money-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  fromAccountsQuery,
  fundsTransferKey,
  toAccountsQuery,
  twoFactorStatusQuery,
} from './funds-transfer-queries';
import { TwoFactorStep } from './two-factor-step';

type TransferBody = RequestOf<typeof contract.fundsTransfer.AccountFundsTransfer>['body'];

interface TransferValues {
  BankAccountIdFrom: string | null;
  BankAccountIdTo: string | null;
  Amount: Cents | null;
  Reference: string;
  TransferDate: IsoDate | null;
}

/**
 * Bank account funds transfer: from, to, amount and reference; then the second factor when this
 * sign-in has none fresh; then the result, the posted journal entry (or the pending transfer).
 */
export function TransferModal({
  communityAgentId,
  opened,
  onClose,
}: {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [step, setStep] = useState<'form' | 'auth' | 'done'>('form');
  const [done, setDone] = useState<FundsTransfer | null>(null);
  // The transfer being authenticated: sent once the second factor is verified.
  const [pending, setPending] = useState<TransferBody | null>(null);
  const from = useQuery({ ...fromAccountsQuery(communityAgentId), enabled: opened });
  const initialValues: TransferValues = {
    BankAccountIdFrom: null,
    BankAccountIdTo: null,
    Amount: null,
    Reference: '',
    TransferDate: localDay(new Date()),
  };
  const accountOf = (values: TransferValues) =>
    from.data?.find((a) => String(a.BankAccountId) === values.BankAccountIdFrom);
  const problemOf = (values: TransferValues) =>
    fundsTransferProblem(
      {
        fromBankAccountId: values.BankAccountIdFrom ? Number(values.BankAccountIdFrom) : null,
        toBankAccountId: values.BankAccountIdTo ? Number(values.BankAccountIdTo) : null,
        amountCents: values.Amount ?? 0,
        reference: values.Reference,
      },
      accountOf(values)?.Balance ?? 0,
    );
  const form = useContractForm({
    initialValues,
    schema: contract.fundsTransfer.AccountFundsTransfer.body,
    toBody: (values: TransferValues) => ({
      CommunityAgentId: communityAgentId,
      BankAgentId: accountOf(values)?.BankAgentId ?? null,
      BankAccountIdFrom:
        values.BankAccountIdFrom === null ? null : Number(values.BankAccountIdFrom),
      AccountIdFrom: accountOf(values)?.AccountId ?? null,
      BankAccountIdTo: values.BankAccountIdTo === null ? null : Number(values.BankAccountIdTo),
      Amount: values.Amount,
      Reference: values.Reference.trim() || null,
      TransferDate: values.TransferDate,
    }),
    rules: (values: TransferValues) => ({
      TransferDate: values.TransferDate === null ? 'Enter the transfer date.' : null,
      Amount: values.Amount === null ? FundsTransferMessages.amountPositive : null,
      form: problemOf(values),
    }),
  });
  const fromId = form.values.BankAccountIdFrom;
  const to = useQuery(toAccountsQuery(Number(fromId ?? 0)));
  const problem = problemOf(form.values);
  const transfer = useMutation({
    mutationFn: (body: TransferBody) =>
      api.call(contract.fundsTransfer.AccountFundsTransfer, { body }),
    onSuccess: async (made) => {
      setDone(made);
      setStep('done');
      await client.invalidateQueries({ queryKey: fundsTransferKey });
    },
  });
  const submit = form.onSubmit(async (fields) => {
    const toAccount = to.data?.find((a) => a.BankAccountId === fields.BankAccountIdTo);
    const body = { ...fields, AccountIdTo: toAccount?.AccountId ?? null };
    const status = await client.fetchQuery(twoFactorStatusQuery());
    if (status.TwoFactorAuthenticated) transfer.mutate(body);
    else {
      setPending(body);
      setStep('auth');
    }
  });
  const close = () => {
    setStep('form');
    setDone(null);
    setPending(null);
    form.reset();
    onClose();
  };
  const options = (rows: typeof from.data) =>
    (rows ?? []).map((a) => ({
      value: String(a.BankAccountId),
      label: `${a.AccountName} …${a.AccountNumber} (${formatCents(a.Balance)})`,
    }));
  const title =
    step === 'auth'
      ? 'Authenticate the transfer'
      : step === 'done'
        ? 'Funds transferred'
        : 'Funds transfer';
  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      {step === 'form' ? (
        <form noValidate onSubmit={submit}>
          <Stack>
            <Select
              label="From bank account"
              data={options(from.data)}
              // A list still loading would open empty: the picker waits for it.
              disabled={from.isPending}
              placeholder={from.isPending ? 'Loading…' : undefined}
              allowDeselect={false}
              {...form.getInputProps('BankAccountIdFrom')}
              onChange={(value) => {
                form.setFieldValue('BankAccountIdFrom', value);
                form.setFieldValue('BankAccountIdTo', null);
              }}
            />
            <Select
              label="To bank account"
              data={options(to.data)}
              disabled={!fromId || to.isPending}
              placeholder={fromId && to.isPending ? 'Loading…' : undefined}
              allowDeselect={false}
              {...form.getInputProps('BankAccountIdTo')}
            />
            <Group grow align="flex-start">
              <MoneyInput label="Amount" {...fieldProps(form, 'Amount')} />
              <DateInput
                label="Transfer date"
                clearable={false}
                {...fieldProps(form, 'TransferDate')}
              />
            </Group>
            <TextInput
              label="Reference"
              maxLength={FundsTransferTextMax}
              {...form.getInputProps('Reference')}
            />
            <ProblemAlert
              problem={
                (form.values.Amount !== null && fromId && form.values.BankAccountIdTo
                  ? problem
                  : null) ?? formProblem(form.errors)
              }
            />
            <FormActions
              onCancel={close}
              saving={transfer.isPending}
              label="Transfer"
              disabled={problem !== null}
            />
          </Stack>
        </form>
      ) : null}
      {step === 'auth' ? (
        <Stack>
          <TwoFactorStep
            onVerified={() => {
              if (pending) transfer.mutate(pending);
            }}
          />
          {transfer.isPending ? <Text size="sm">Transferring…</Text> : null}
        </Stack>
      ) : null}
      {step === 'done' && done ? <TransferDone transfer={done} onClose={close} /> : null}
    </Modal>
  );
}

function TransferDone({ transfer, onClose }: { transfer: FundsTransfer; onClose: () => void }) {
  return (
    <Stack>
      <Alert color={transfer.Status === 2 ? 'green' : 'blue'} variant="light">
        {formatCents(transfer.Amount)} from {transfer.BankAccountNameFrom} to{' '}
        {transfer.BankAccountNameTo} on {formatDate(transfer.TransferDate)}.
      </Alert>
      <Group>
        <Text size="sm">Status</Text>
        <Badge color={transfer.Status === 2 ? 'green' : 'blue'}>{transfer.StatusName}</Badge>
        {transfer.TopsItemId ? (
          <Anchor
            size="sm"
            href={`#${buildRoute(SiteMap.journalEntryProfile, {
              communityAgentId: transfer.CommunityAgentId,
              itemId: transfer.TopsItemId,
            })}`}
          >
            Journal entry #{transfer.TopsItemId}
          </Anchor>
        ) : (
          <Text size="sm">Posts on its date.</Text>
        )}
      </Group>
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
