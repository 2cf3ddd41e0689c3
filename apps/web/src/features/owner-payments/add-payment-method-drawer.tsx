import { contract, type PaymentMethod } from '@hoa/contract';
import {
  BankMessages,
  CardExpiryYears,
  CardMessages,
  cardExpiryProblem,
  cardIssuer,
  localDay,
  passesLuhn,
} from '@hoa/domain';
import { Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../app/api';
import { openDrawer } from '../../app/overlays/drawer-host';
import { errorText, showSuccess } from '../../app/toasts';
import { formProblem, formProblemKey, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { ownerPaymentsKey } from './owner-payments-queries';

const C = contract.ownerPayments;
type BankBody = z.output<typeof C.AddBankAccount.body>;
type CardBody = z.output<typeof C.AddCard.body>;

interface AddMethodOptions {
  /** The property or its primary owner (the method is the primary owner's). */
  agentId: number;
  onAdded: (method: PaymentMethod) => void;
  onCancel: () => void;
}

/**
 * The add payment method drawer (spec 1 §2.6, 640 px): a bank account, or a card that goes to the
 * payment provider (only its token, brand, last 4 and expiry are kept).
 */
export function openAddPaymentMethodDrawer(options: AddMethodOptions): void {
  openDrawer({
    title: 'Add payment method',
    width: 'wide',
    content: <AddPaymentMethod {...options} />,
  });
}

function AddPaymentMethod(options: AddMethodOptions) {
  const [kind, setKind] = useState<'ach' | 'card'>('ach');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Kind of payment method"
        value={kind}
        onChange={(value) => setKind(value === 'card' ? 'card' : 'ach')}
        data={[
          { label: 'Bank account', value: 'ach' },
          { label: 'Card', value: 'card' },
        ]}
      />
      {kind === 'ach' ? <BankAccountForm {...options} /> : <CardForm {...options} />}
    </Stack>
  );
}

/** After a method is saved: the drawer behind refreshes its list and takes the new method. */
function useAdded(options: AddMethodOptions) {
  const client = useQueryClient();
  return async (method: PaymentMethod) => {
    showSuccess(`${method.Label} is saved.`);
    // The payment drawer is closed while this one shows: its options are fetched again now, so
    // that it opens with the new method among them.
    await client.invalidateQueries({ queryKey: ownerPaymentsKey, refetchType: 'all' });
    options.onAdded(method);
  };
}

interface BankValues {
  NameOnAccount: string;
  RoutingNumber: string;
  AccountNumber: string;
  AccountType: 'C' | 'S';
}

function BankAccountForm(options: AddMethodOptions) {
  const added = useAdded(options);
  const initialValues: BankValues = {
    NameOnAccount: '',
    RoutingNumber: '',
    AccountNumber: '',
    AccountType: 'C',
  };
  const form = useContractForm({
    initialValues,
    schema: C.AddBankAccount.body,
    toBody: (values: BankValues) => values,
  });
  const save = useMutation({
    mutationFn: (body: BankBody) =>
      api.call(C.AddBankAccount, { params: { id: options.agentId }, body }),
    onSuccess: added,
    onError: (error) => {
      const text = errorText(error);
      form.setFieldError(
        text === BankMessages.invalidRoutingNumber ? 'RoutingNumber' : formProblemKey,
        text,
      );
    },
  });
  return (
    <form
      noValidate
      aria-label="Bank account"
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <Stack gap="sm">
        <TextInput
          label="Name on the account"
          required
          maxLength={22}
          {...form.getInputProps('NameOnAccount')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Routing number"
            inputMode="numeric"
            required
            maxLength={9}
            {...form.getInputProps('RoutingNumber')}
          />
          <TextInput
            label="Account number"
            inputMode="numeric"
            required
            maxLength={17}
            {...form.getInputProps('AccountNumber')}
          />
        </Group>
        <Select
          label="Account type"
          required
          allowDeselect={false}
          w={200}
          data={[
            { value: 'C', label: 'Checking' },
            { value: 'S', label: 'Savings' },
          ]}
          {...form.getInputProps('AccountType')}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={options.onCancel} saving={save.isPending} />
      </Stack>
    </form>
  );
}

const thisYear = new Date().getFullYear();
const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const years = Array.from({ length: CardExpiryYears }, (_, i) => String(thisYear + i));

interface CardValues {
  CardNumber: string;
  ExpiryMonth: string | null;
  ExpiryYear: string | null;
}

/** The card rules (spec 3 §5): a valid number of a known issuer, good after today. */
function cardRules(values: CardValues) {
  const number = values.CardNumber.trim();
  return {
    CardNumber: !passesLuhn(number)
      ? CardMessages.number
      : cardIssuer(number) === null
        ? CardMessages.issuer
        : null,
    ExpiryMonth: values.ExpiryMonth
      ? values.ExpiryYear
        ? cardExpiryProblem(
            Number(values.ExpiryMonth),
            Number(values.ExpiryYear),
            localDay(new Date()),
          )
        : null
      : 'Choose the expiry month.',
    ExpiryYear: values.ExpiryYear ? null : 'Choose the expiry year.',
  };
}

function CardForm(options: AddMethodOptions) {
  const added = useAdded(options);
  const initialValues: CardValues = { CardNumber: '', ExpiryMonth: null, ExpiryYear: null };
  const form = useContractForm({
    initialValues,
    schema: C.AddCard.body,
    toBody: (values: CardValues) => ({
      CardNumber: values.CardNumber,
      ExpiryMonth: Number(values.ExpiryMonth),
      ExpiryYear: Number(values.ExpiryYear),
    }),
    rules: cardRules,
  });
  const save = useMutation({
    mutationFn: (body: CardBody) => api.call(C.AddCard, { params: { id: options.agentId }, body }),
    onSuccess: added,
    onError: (error) => {
      const text = errorText(error);
      const field =
        text === CardMessages.number || text === CardMessages.issuer
          ? 'CardNumber'
          : text === CardMessages.expiry
            ? 'ExpiryMonth'
            : formProblemKey;
      form.setFieldError(field, text);
    },
  });
  return (
    <form
      noValidate
      aria-label="Card"
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <Stack gap="sm">
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={23}
          {...form.getInputProps('CardNumber')}
        />
        <Group grow align="flex-start">
          <Select
            label="Expiry month"
            required
            data={months}
            {...form.getInputProps('ExpiryMonth')}
          />
          <Select label="Expiry year" required data={years} {...form.getInputProps('ExpiryYear')} />
        </Group>
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={options.onCancel} saving={save.isPending} />
      </Stack>
    </form>
  );
}
