import { Button, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { portalPayments, type InputOf, type PaymentMethod, type payLease } from '@hoa/contract';
import { CardExpiryYears } from '@hoa/domain';
import { useState, type FormEvent } from 'react';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { useSubmit } from '../app/use-submit';

const thisYear = new Date().getFullYear();
const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const years = Array.from({ length: CardExpiryYears }, (_, i) => String(thisYear + i));

/** A card or bank account as entered (a payment link pays with it; the portal saves it). */
export type NewPaymentMethod = InputOf<typeof payLease.MakeLeasePayment>['body']['Method'];

/** Adds a bank account or a card; the card goes to the payment provider, only its token is kept. */
export function AddMethodForm({
  onAdded,
  onCancel,
}: {
  onAdded: (method: PaymentMethod) => void;
  onCancel: () => void;
}) {
  const save = async (method: NewPaymentMethod) =>
    onAdded(
      method.Kind === 'card'
        ? await portalApi.call(portalPayments.AddCard, { body: method.Card })
        : await portalApi.call(portalPayments.AddBankAccount, { body: method.BankAccount }),
    );
  return <PaymentMethodForm submitLabel="Save" onSubmit={save} onCancel={onCancel} />;
}

/** The fields of a card or a bank account, handed to onSubmit (its refusal shows in the form). */
export function PaymentMethodForm({
  submitLabel,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  onSubmit: (method: NewPaymentMethod) => Promise<void>;
  onCancel?: () => void;
}) {
  const [kind, setKind] = useState<'card' | 'ach'>('card');
  const [cardNumber, setCardNumber] = useState('');
  const [month, setMonth] = useState<string | null>(null);
  const [year, setYear] = useState<string | null>(null);
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  const [accountType, setAccountType] = useState<'C' | 'S'>('C');
  const [name, setName] = useState('');
  const { pending, problem, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      onSubmit(
        kind === 'card'
          ? {
              Kind: 'card',
              Card: {
                CardNumber: cardNumber,
                ExpiryMonth: Number(month),
                ExpiryYear: Number(year),
              },
            }
          : {
              Kind: 'ach',
              BankAccount: {
                RoutingNumber: routing,
                AccountNumber: account,
                AccountType: accountType,
                NameOnAccount: name,
              },
            },
      ),
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          size="md"
          value={kind}
          onChange={(v) => setKind(v as 'card' | 'ach')}
          data={[
            { label: 'Card', value: 'card' },
            { label: 'Bank account', value: 'ach' },
          ]}
        />
        {kind === 'card' ? (
          <>
            <TextInput
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              size="md"
              required
              value={cardNumber}
              onChange={(e) => setCardNumber(e.currentTarget.value)}
            />
            <Group grow>
              <Select
                label="Expiry month"
                size="md"
                required
                data={months}
                value={month}
                onChange={setMonth}
              />
              <Select
                label="Expiry year"
                size="md"
                required
                data={years}
                value={year}
                onChange={setYear}
              />
            </Group>
          </>
        ) : (
          <>
            <TextInput
              label="Name on the account"
              size="md"
              required
              maxLength={22}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <TextInput
              label="Routing number"
              inputMode="numeric"
              size="md"
              required
              maxLength={9}
              value={routing}
              onChange={(e) => setRouting(e.currentTarget.value)}
            />
            <TextInput
              label="Account number"
              inputMode="numeric"
              size="md"
              required
              maxLength={17}
              value={account}
              onChange={(e) => setAccount(e.currentTarget.value)}
            />
            <SegmentedControl
              fullWidth
              value={accountType}
              onChange={(v) => setAccountType(v as 'C' | 'S')}
              data={[
                { label: 'Checking', value: 'C' },
                { label: 'Savings', value: 'S' },
              ]}
            />
          </>
        )}
        <ProblemAlert problem={problem} />
        <Group grow>
          {onCancel ? (
            <Button variant="default" size="md" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="md" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
