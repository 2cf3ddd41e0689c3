import { Alert, Card, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { payLease, type PaymentReceipt } from '@hoa/contract';
import {
  convenienceFeeCents,
  formatCents,
  portalPaymentAmountProblem,
  type Cents,
} from '@hoa/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorText } from '../../app/toasts';
import { MoneyInput } from '../../widgets/money-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { useTokenParam } from '../app/portal-paths';
import { useSubmit } from '../app/use-submit';
import { PaymentMethodForm, type NewPaymentMethod } from './add-method-form';
import { ConfirmPayment, PaymentReceiptView } from './payment-lines';

const methodLabel = (m: NewPaymentMethod) =>
  m.Kind === 'card'
    ? `Card ending ${m.Card.CardNumber.replace(/\D/g, '').slice(-4)}`
    : `${m.BankAccount.AccountType === 'S' ? 'Savings' : 'Checking'} ending ${m.BankAccount.AccountNumber.slice(-4)}`;

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function Frame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="lg" radius="lg" w="100%" maw={460}>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Center>
  );
}

/**
 * The payment page a payment link opens (no sign-in): whose account it pays and what is owed, the
 * amount and a card or bank account, a review of the fee and total, then the receipt.
 */
export function PayLinkPage() {
  const token = useTokenParam();
  const lease = useQuery({
    queryKey: ['pay-link', token],
    queryFn: () => portalApi.call(payLease.GetPayLease, { query: { token } }),
    retry: false,
  });
  const [amount, setAmount] = useState<Cents | null>(null);
  const [method, setMethod] = useState<NewPaymentMethod | null>(null);
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null);
  const { pending, problem, run } = useSubmit();

  if (lease.isPending) return <Loader m="xl" />;
  if (lease.isError)
    return (
      <Frame>
        <Title order={1} size="h2">
          Pay your association
        </Title>
        <ProblemAlert problem={errorText(lease.error)} />
      </Frame>
    );
  const l = lease.data;
  if (receipt)
    return (
      <Frame>
        <PaymentReceiptView receipt={receipt} />
        <Text c="dimmed">You can close this page.</Text>
      </Frame>
    );

  const paying = amount ?? l.Balance;
  const amountProblem = portalPaymentAmountProblem(paying, l.Balance, l.AllowsPrepayment);
  const summary = (
    <Card withBorder radius="lg" padding="md">
      <Text fw={700}>{l.CommunityName}</Text>
      <Text>{l.PropertyAddress}</Text>
      <Text c="dimmed" size="sm">
        {l.OwnerName}
      </Text>
      <Text c="dimmed" size="sm" mt="sm">
        Balance due
      </Text>
      <Text fw={700} size="xl" data-testid="balance">
        {formatCents(l.Balance)}
      </Text>
    </Card>
  );

  if (!l.IsOpen)
    return (
      <Frame>
        <Title order={1} size="h2">
          Pay your association
        </Title>
        {summary}
        <Alert color="gray" title="Online payments are not available yet">
          Your association does not take payments online yet. Contact your management company.
        </Alert>
      </Frame>
    );

  if (method) {
    const fee = convenienceFeeCents(method.Kind, paying, {
      cardFeeBasisPoints: l.CardFeeBasisPoints,
      achFeeCents: l.AchFee,
    });
    const pay = () =>
      void run(async () =>
        setReceipt(
          await portalApi.call(payLease.MakeLeasePayment, {
            body: { Token: token, Amount: paying, Method: method },
          }),
        ),
      );
    return (
      <Frame>
        <ConfirmPayment
          methodLabel={methodLabel(method)}
          amount={paying}
          fee={fee}
          problem={problem}
          pending={pending}
          onPay={pay}
          onBack={() => setMethod(null)}
        />
      </Frame>
    );
  }

  return (
    <Frame>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Pay your association
        </Title>
        <Text c="dimmed" size="sm">
          This payment link works until {time(l.ExpiresAt)}.
        </Text>
      </Stack>
      {summary}
      <MoneyInput
        label="Amount to pay"
        size="md"
        value={paying}
        onChange={setAmount}
        error={amountProblem}
      />
      <Text fw={700}>Pay with</Text>
      <PaymentMethodForm
        submitLabel="Review payment"
        onSubmit={(m) => {
          if (amountProblem === null) setMethod(m);
          return Promise.resolve();
        }}
      />
      <Text c="dimmed" size="sm">
        The card or bank account is used for this payment only. A card convenience fee of{' '}
        {(l.CardFeeBasisPoints / 100).toFixed(2)}% or a bank account fee of {formatCents(l.AchFee)}{' '}
        is added; you see the total before you pay.
      </Text>
    </Frame>
  );
}
