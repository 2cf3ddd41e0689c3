import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { PaymentReceipt } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { ProblemAlert } from '../../widgets/problem-alert';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{value}</Text>
    </Group>
  );
}

/** What a payment costs before it is made: the method, the payment, the fee and the total. */
export function PaymentTotals({
  methodLabel,
  amount,
  fee,
}: {
  methodLabel?: string;
  amount: number;
  fee: number;
}) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="xs">
        {methodLabel === undefined ? null : <Line label="Pay with" value={methodLabel} />}
        <Line label="Payment" value={formatCents(amount)} />
        <Line label="Convenience fee" value={formatCents(fee)} />
        <Divider />
        <Line label="Total" value={formatCents(amount + fee)} strong />
      </Stack>
    </Card>
  );
}

/** A payment made: its confirmation number, method, amounts, and when it reaches the account. */
export function PaymentReceiptView({
  receipt,
  onDone,
}: {
  receipt: PaymentReceipt;
  onDone?: () => void;
}) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {receipt.Status === 'paid' ? 'Payment received' : 'Payment scheduled'}
      </Title>
      <Card withBorder radius="lg" padding="md" data-testid="receipt">
        <Stack gap="xs">
          <Line label="Confirmation" value={receipt.ConfirmationNumber} />
          <Line label="Paid with" value={receipt.MethodLabel} />
          <Line label="Payment" value={formatCents(receipt.Amount)} />
          <Line label="Convenience fee" value={formatCents(receipt.Fee)} />
          <Divider />
          <Line label="Total" value={formatCents(receipt.Total)} strong />
        </Stack>
      </Card>
      <Text c="dimmed">
        {receipt.Status === 'paid'
          ? 'Your card was charged and the payment is on your account.'
          : 'Your bank account will be debited in the association’s next direct debit. The payment shows on your account then.'}
      </Text>
      {onDone ? (
        <Button size="lg" onClick={onDone}>
          Done
        </Button>
      ) : null}
    </Stack>
  );
}

/** The confirmation before the money moves: the totals, the server's refusal, Pay and Back. */
export function ConfirmPayment(props: {
  methodLabel: string;
  amount: number;
  fee: number;
  problem: string | null;
  pending: boolean;
  onPay: () => void;
  onBack: () => void;
}) {
  return (
    <>
      <Title order={1} size="h2">
        Confirm your payment
      </Title>
      <PaymentTotals methodLabel={props.methodLabel} amount={props.amount} fee={props.fee} />
      <ProblemAlert problem={props.problem} />
      <Button size="lg" loading={props.pending} onClick={props.onPay}>
        Pay {formatCents(props.amount + props.fee)}
      </Button>
      <Button size="lg" variant="default" disabled={props.pending} onClick={props.onBack}>
        Back
      </Button>
    </>
  );
}
