import { contract, type FundsTransfer } from '@hoa/contract';
import { formatCents, FundsTransferTextMax, fundsTransferProblem, toCents } from '@hoa/domain';
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
import {
  fromAccountsQuery,
  fundsTransferKey,
  toAccountsQuery,
  twoFactorStatusQuery,
} from './funds-transfer-queries';
import { TwoFactorStep } from './two-factor-step';

const today = () => new Date().toISOString().slice(0, 10);

function centsOf(text: string): number {
  try {
    return toCents(text);
  } catch {
    return 0;
  }
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
  const [fromId, setFromId] = useState<string | null>(null);
  const [toId, setToId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(today());
  const [done, setDone] = useState<FundsTransfer | null>(null);
  const from = useQuery({ ...fromAccountsQuery(communityAgentId), enabled: opened });
  const to = useQuery(toAccountsQuery(Number(fromId ?? 0)));
  const fromAccount = from.data?.find((a) => String(a.BankAccountId) === fromId);
  const problem = fundsTransferProblem(
    {
      fromBankAccountId: fromId ? Number(fromId) : null,
      toBankAccountId: toId ? Number(toId) : null,
      amountCents: centsOf(amount),
      reference,
    },
    fromAccount?.Balance ?? 0,
  );
  const transfer = useMutation({
    mutationFn: () =>
      api.call(contract.fundsTransfer.AccountFundsTransfer, {
        body: {
          CommunityAgentId: communityAgentId,
          BankAgentId: fromAccount?.BankAgentId ?? null,
          BankAccountIdFrom: Number(fromId),
          AccountIdFrom: fromAccount?.AccountId ?? null,
          BankAccountIdTo: Number(toId),
          AccountIdTo: to.data?.find((a) => String(a.BankAccountId) === toId)?.AccountId ?? null,
          Amount: centsOf(amount),
          Reference: reference.trim() || null,
          TransferDate: date,
        },
      }),
    onSuccess: async (made) => {
      setDone(made);
      setStep('done');
      await client.invalidateQueries({ queryKey: fundsTransferKey });
    },
  });
  const submit = async () => {
    const status = await client.fetchQuery(twoFactorStatusQuery());
    if (status.TwoFactorAuthenticated) transfer.mutate();
    else setStep('auth');
  };
  const close = () => {
    setStep('form');
    setDone(null);
    setAmount('');
    setReference('');
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
        <Stack>
          <Select
            label="From bank account"
            data={options(from.data)}
            value={fromId}
            onChange={(value) => {
              setFromId(value);
              setToId(null);
            }}
            allowDeselect={false}
          />
          <Select
            label="To bank account"
            data={options(to.data)}
            value={toId}
            onChange={setToId}
            disabled={!fromId}
            allowDeselect={false}
          />
          <Group grow>
            <TextInput
              label="Amount"
              leftSection="$"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
            <TextInput
              label="Transfer date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
          </Group>
          <TextInput
            label="Reference"
            maxLength={FundsTransferTextMax}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          {problem && amount !== '' && fromId && toId ? (
            <Text c="red" size="sm">
              {problem}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={problem !== null}
              loading={transfer.isPending}
              onClick={() => void submit()}
            >
              Transfer
            </Button>
          </Group>
        </Stack>
      ) : null}
      {step === 'auth' ? (
        <Stack>
          <TwoFactorStep onVerified={() => transfer.mutate()} />
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
        {transfer.BankAccountNameTo} on {transfer.TransferDate}.
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
