import { Alert, Button, Card, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { portalPayments, type PaymentMethod, type PaymentReceipt } from '@hoa/contract';
import {
  convenienceFeeCents,
  formatCents,
  portalPaymentAmountProblem,
  type Cents,
} from '@hoa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../app/toasts';
import { MoneyInput } from '../../widgets/money-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { useSubmit } from '../app/use-submit';
import { AddMethodForm } from './add-method-form';
import { ConfirmPayment, PaymentReceiptView, PaymentTotals } from './payment-lines';

const optionsQuery = {
  queryKey: ['portal', 'payment-options'],
  queryFn: () => portalApi.call(portalPayments.GetPaymentOptions, { query: {} }),
};

/** The owner pays once: the amount (the balance by default), a saved or new method, the fee and total, a confirmation, a receipt. */
export function PayPage() {
  const queryClient = useQueryClient();
  const options = useQuery(optionsQuery);
  const [amount, setAmount] = useState<Cents | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null);
  const { pending, problem, setProblem, run } = useSubmit();

  if (options.isPending) return <Loader />;
  if (options.isError) return <ProblemAlert problem={errorText(options.error)} />;
  const o = options.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: optionsQuery.queryKey });

  if (receipt) {
    return (
      <PaymentReceiptView
        receipt={receipt}
        onDone={() => {
          setReceipt(null);
          setAmount(null);
          setConfirming(false);
        }}
      />
    );
  }

  if (!o.IsOpen) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Pay
        </Title>
        <Alert color="gray" title="Online payments are not available yet">
          Your association does not take payments online yet. Contact your management company.
        </Alert>
      </Stack>
    );
  }

  const paying = amount ?? o.Balance;
  const method: PaymentMethod | undefined =
    o.Methods.find((m) => String(m.PaymentMethodId) === methodId) ?? o.Methods[0];
  const fee = method
    ? convenienceFeeCents(method.Kind, paying, {
        cardFeeBasisPoints: o.CardFeeBasisPoints,
        achFeeCents: o.AchFee,
      })
    : 0;
  const amountProblem = portalPaymentAmountProblem(paying, o.Balance, o.AllowsPrepayment);

  const pay = () => {
    if (!method) return;
    void run(async () => {
      const made = await portalApi.call(portalPayments.MakeOneTimePayment, {
        body: { PaymentMethodId: method.PaymentMethodId, Amount: paying },
      });
      setReceipt(made);
      void refresh();
    }).then((paid) => {
      if (!paid) setConfirming(false);
    });
  };

  const remove = (m: PaymentMethod) => {
    if (!window.confirm(`Remove ${m.Label}?`)) return;
    portalApi
      .call(portalPayments.RemovePaymentMethod, {
        body: { PaymentMethodId: m.PaymentMethodId },
      })
      .then(() => refresh())
      .catch((error: unknown) => setProblem(errorText(error)));
  };

  if (confirming && method) {
    return (
      <Stack gap="md">
        <ConfirmPayment
          methodLabel={method.Label}
          amount={paying}
          fee={fee}
          problem={problem}
          pending={pending}
          onPay={pay}
          onBack={() => setConfirming(false)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Pay
      </Title>
      <Card withBorder radius="lg" padding="md">
        <Text c="dimmed" size="sm">
          Balance due
        </Text>
        <Text fw={700} size="xl" data-testid="balance">
          {formatCents(o.Balance)}
        </Text>
      </Card>
      <MoneyInput
        label="Amount to pay"
        size="md"
        value={paying}
        onChange={setAmount}
        error={amountProblem}
      />
      <Stack gap="xs">
        <Text fw={700}>Pay with</Text>
        {o.Methods.length === 0 && !adding ? (
          <Text c="dimmed">No saved payment method yet: add a card or a bank account.</Text>
        ) : null}
        <Radio.Group value={method ? String(method.PaymentMethodId) : null} onChange={setMethodId}>
          <Stack gap="xs">
            {o.Methods.map((m) => (
              <Card key={m.PaymentMethodId} withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Radio
                    size="md"
                    value={String(m.PaymentMethodId)}
                    label={m.Label}
                    description={
                      m.Kind === 'card'
                        ? `Expires ${String(m.ExpiryMonth).padStart(2, '0')}/${m.ExpiryYear}`
                        : 'Bank account'
                    }
                  />
                  <Button variant="subtle" color="red" size="sm" onClick={() => remove(m)}>
                    Remove
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        </Radio.Group>
        {adding ? (
          <Card withBorder radius="md" padding="md">
            <AddMethodForm
              onCancel={() => setAdding(false)}
              onAdded={(m) => {
                setAdding(false);
                setMethodId(String(m.PaymentMethodId));
                void refresh();
              }}
            />
          </Card>
        ) : (
          <Button variant="light" size="md" onClick={() => setAdding(true)}>
            Add a payment method
          </Button>
        )}
      </Stack>
      {method ? <PaymentTotals amount={paying} fee={fee} /> : null}
      <ProblemAlert problem={problem} />
      <Button
        size="lg"
        disabled={!method || amountProblem !== null || adding}
        onClick={() => setConfirming(true)}
      >
        Review payment
      </Button>
    </Stack>
  );
}
