import { ApiError, contract, type PaymentOptions, type PaymentReceipt } from '@hoa/contract';
import {
  convenienceFeeCents,
  PortalErrors,
  formatCents,
  portalPaymentAmountProblem,
  PortalPaymentMessages,
  type Cents,
} from '@hoa/domain';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { closeDrawer, openDrawer } from '../../app/overlays/drawer-host';
import { confirmMoneyMove } from '../../app/overlays/modals';
import { errorText, showSuccess } from '../../app/toasts';
import {
  fieldProps,
  formProblem,
  formProblemKey,
  useContractForm,
} from '../../widgets/contract-form';
import { Fact } from '../../widgets/fact';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { MoneyInput } from '../../widgets/money-input';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { PaymentLinkButton } from './payment-link-button';
import { openAddPaymentMethodDrawer } from './add-payment-method-drawer';
import { ownerPaymentsKey, paymentOptionsQuery } from './owner-payments-queries';

const Pay = contract.ownerPayments.MakeOneTimePayment;
type PayBody = z.output<typeof Pay.body>;

/** Whose payment the drawer takes, and what the screen behind it refreshes once paid. */
export interface OneTimePaymentTarget {
  /** The property or its primary owner (the primary owner pays). */
  agentId: number;
  onPaid: () => void;
}

interface PaymentValues {
  PaymentMethodId: string | null;
  Amount: Cents | null;
}

/**
 * The one-time payment drawer (spec 1 §2.6, 640 px): a saved payment method of the primary owner
 * or a new one (the add payment method drawer), the amount, the convenience fee, and a
 * confirmation before the money moves. `start` keeps what was chosen across the add drawer.
 */
export function openOneTimePaymentDrawer(
  target: OneTimePaymentTarget,
  start: Partial<PaymentValues> = {},
): void {
  openDrawer({
    title: 'One-time payment',
    width: 'wide',
    content: <OneTimePaymentDrawer target={target} start={start} />,
  });
}

function OneTimePaymentDrawer({
  target,
  start,
}: {
  target: OneTimePaymentTarget;
  start: Partial<PaymentValues>;
}) {
  const options = useQuery(paymentOptionsQuery(target.agentId));
  if (options.isError) return <LoadError error={options.error} />;
  if (!options.data) return <PageLoader />;
  if (!options.data.IsOpen) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {PortalErrors.PortalPaymentsOff.message}
      </Alert>
    );
  }
  return <PaymentForm target={target} start={start} options={options.data} />;
}

/** Where a refusal of the payment shows: under the amount, under the method, else above the buttons. */
function fieldOfRefusal(error: unknown): keyof PaymentValues | typeof formProblemKey {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'PortalPaymentAmount' || code === 'PortalPaymentOverBalance') return 'Amount';
  if (code === 'PaymentMethodNotFound' || code === 'CardDeclined') return 'PaymentMethodId';
  return formProblemKey;
}

function receiptText(receipt: PaymentReceipt): string {
  const what = `Payment ${receipt.ConfirmationNumber} of ${formatCents(receipt.Total)} by ${receipt.MethodLabel}`;
  return receipt.Status === 'paid'
    ? `${what} is received and posted.`
    : `${what} is scheduled for the community’s next direct debit file.`;
}

function PaymentForm({
  target,
  start,
  options,
}: {
  target: OneTimePaymentTarget;
  start: Partial<PaymentValues>;
  options: PaymentOptions;
}) {
  const client = useQueryClient();
  const firstMethod = options.Methods[0];
  const initialValues: PaymentValues = {
    PaymentMethodId:
      start.PaymentMethodId ?? (firstMethod ? String(firstMethod.PaymentMethodId) : null),
    Amount:
      start.Amount !== undefined ? start.Amount : options.Balance > 0 ? options.Balance : null,
  };
  const form = useContractForm({
    initialValues,
    schema: Pay.body,
    toBody: (values: PaymentValues) => ({
      PaymentMethodId: Number(values.PaymentMethodId),
      Amount: values.Amount,
    }),
    rules: (values: PaymentValues) => ({
      PaymentMethodId: values.PaymentMethodId ? null : 'Choose a payment method.',
      Amount:
        values.Amount === null
          ? PortalPaymentMessages.amount
          : portalPaymentAmountProblem(values.Amount, options.Balance, options.AllowsPrepayment),
    }),
  });
  const method = options.Methods.find(
    (m) => String(m.PaymentMethodId) === form.values.PaymentMethodId,
  );
  const amount = form.values.Amount ?? 0;
  const fee = method
    ? convenienceFeeCents(method.Kind, amount, {
        cardFeeBasisPoints: options.CardFeeBasisPoints,
        achFeeCents: options.AchFee,
      })
    : 0;
  const pay = useMutation({
    mutationFn: (body: PayBody) => api.call(Pay, { params: { id: target.agentId }, body }),
    onSuccess: async (receipt) => {
      showSuccess(receiptText(receipt));
      closeDrawer();
      target.onPaid();
      await client.invalidateQueries({ queryKey: ownerPaymentsKey });
    },
    onError: (error) => {
      form.setFieldError(fieldOfRefusal(error), errorText(error));
    },
  });
  const addMethod = () => {
    const back = (PaymentMethodId: string | null) => {
      openOneTimePaymentDrawer(target, { PaymentMethodId, Amount: form.values.Amount });
    };
    openAddPaymentMethodDrawer({
      agentId: target.agentId,
      onAdded: (added) => {
        back(String(added.PaymentMethodId));
      },
      onCancel: () => {
        back(form.values.PaymentMethodId);
      },
    });
  };
  return (
    <form
      noValidate
      aria-label="One-time payment"
      onSubmit={form.onSubmit((body) => {
        confirmMoneyMove({
          title: `Pay by ${method?.Label ?? 'the payment method'}`,
          action: 'Pay',
          count: 1,
          noun: { one: 'payment', many: 'payments' },
          totalCents: body.Amount + fee,
          onConfirm: () => {
            pay.mutate(body);
          },
        });
      })}
    >
      <Stack gap="md">
        <SimpleGrid cols={3}>
          <Fact label="Balance">{formatCents(options.Balance)}</Fact>
          <Fact label="Card fee">{`${(options.CardFeeBasisPoints / 100).toFixed(2)}%`}</Fact>
          <Fact label="Bank account fee">{formatCents(options.AchFee)}</Fact>
        </SimpleGrid>
        <Radio.Group label="Payment method" withAsterisk {...form.getInputProps('PaymentMethodId')}>
          <Stack gap="xs" mt="xs">
            {options.Methods.length === 0 ? (
              <Text size="sm" c="dimmed">
                No saved payment method yet.
              </Text>
            ) : (
              options.Methods.map((m) => (
                <Radio
                  key={m.PaymentMethodId}
                  value={String(m.PaymentMethodId)}
                  label={m.Label}
                  description={
                    m.Kind === 'card' && m.ExpiryMonth !== null && m.ExpiryYear !== null
                      ? `Expires ${String(m.ExpiryMonth).padStart(2, '0')}/${m.ExpiryYear}`
                      : m.Kind === 'ach'
                        ? 'Debited in the community’s next direct debit file'
                        : undefined
                  }
                />
              ))
            )}
          </Stack>
        </Radio.Group>
        <Group>
          <Button variant="light" size="compact-sm" onClick={addMethod}>
            Add payment method
          </Button>
          <PaymentLinkButton agentId={target.agentId} />
        </Group>
        <MoneyInput label="Amount" required w={200} {...fieldProps(form, 'Amount')} />
        <SimpleGrid cols={3}>
          <Fact label="Payment">{formatCents(amount)}</Fact>
          <Fact label="Convenience fee">{formatCents(fee)}</Fact>
          <Fact label="Total charged">{formatCents(amount + fee)}</Fact>
        </SimpleGrid>
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={closeDrawer} saving={pay.isPending} label="Review payment" />
      </Stack>
    </form>
  );
}
