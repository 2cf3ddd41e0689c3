import { applyPayments, formatCents, formatDate, type Cents, type IsoDate } from '@hoa/domain';
import { Paper, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldProps } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { MoneyInput } from '../../widgets/money-input';
import type { ReceiptForm } from './receipt-save';
import {
  bankAccountOptions,
  openChargesQuery,
  paymentOwnersQuery,
  paymentSetupQuery,
} from './receipt-queries';

export interface ReceiptDraft {
  ownerAgentId: number | null;
  bankAccountId: number | null;
  /** Cents; null while the field is empty or not an amount. */
  amount: Cents | null;
  eventDate: IsoDate | null;
  checkNumber: string;
  reference: string;
}

/** The message under each field of the draft that is missing. */
export function draftProblems(draft: ReceiptDraft): Record<keyof ReceiptDraft, string | null> {
  return {
    ownerAgentId: draft.ownerAgentId === null ? 'Choose the owner who paid.' : null,
    bankAccountId:
      draft.bankAccountId === null ? 'Choose the bank account the payment is deposited to.' : null,
    amount:
      draft.amount === null || draft.amount <= 0
        ? 'Please make sure all Payments have an Amount.'
        : null,
    eventDate: draft.eventDate === null ? 'The payment date is required.' : null,
    checkNumber: null,
    reference: null,
  };
}

interface ReceiptFieldsProps {
  communityAgentId: number;
  form: ReceiptForm;
  /** The owner is chosen when adding; an accrued receipt keeps its owner. */
  ownerLabel?: string;
}

/** The fields of a cash receipt and, once an owner and amount are given, what it would pay. */
export function ReceiptFields({ communityAgentId, form, ownerLabel }: ReceiptFieldsProps) {
  const [search, setSearch] = useState('');
  const setup = useQuery(paymentSetupQuery(communityAgentId));
  const owners = useQuery({
    ...paymentOwnersQuery(communityAgentId, search),
    enabled: !ownerLabel,
  });
  const draft = form.values;
  const ownerData = (owners.data?.Owners ?? []).map((o) => ({
    value: String(o.OwnerAgentId),
    label: `${o.AccountNumber ?? ''} ${o.OwnerName} · ${formatCents(o.Balance)}`.trim(),
  }));
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {ownerLabel ? (
          <TextInput label="Owner" value={ownerLabel} readOnly />
        ) : (
          <Select
            label="Owner"
            placeholder="Search by name, account or address"
            searchable
            required
            data={ownerData}
            value={draft.ownerAgentId === null ? null : String(draft.ownerAgentId)}
            error={form.errors.ownerAgentId}
            onChange={(value) => {
              form.setFieldValue('ownerAgentId', value ? Number(value) : null);
            }}
            onSearchChange={(value) => {
              if (!value.includes('·')) setSearch(value);
            }}
            nothingFoundMessage="No owner found"
          />
        )}
        <Select
          label="Bank account"
          required
          data={bankAccountOptions(setup.data, { withNumber: true })}
          value={draft.bankAccountId === null ? null : String(draft.bankAccountId)}
          error={form.errors.bankAccountId}
          onChange={(value) => {
            form.setFieldValue('bankAccountId', value ? Number(value) : null);
          }}
        />
        <MoneyInput label="Amount" required {...fieldProps(form, 'amount')} />
        <DateInput label="Payment date" required {...fieldProps(form, 'eventDate')} />
        <TextInput label="Check number" maxLength={25} {...form.getInputProps('checkNumber')} />
        <TextInput label="Reference" maxLength={100} {...form.getInputProps('reference')} />
      </SimpleGrid>
      <ApplicationPreview ownerAgentId={draft.ownerAgentId ?? 0} cents={draft.amount} />
    </Paper>
  );
}

/** What the payment would pay by the community's priority: worked out by the domain rule. */
function ApplicationPreview({
  ownerAgentId,
  cents,
}: {
  ownerAgentId: number;
  cents: Cents | null;
}) {
  const open = useQuery(openChargesQuery(ownerAgentId));
  if (!open.data) return null;
  const charges = open.data.Charges;
  const payment = cents !== null && cents > 0 ? cents : 0;
  const [applied] = applyPayments(
    charges.map((c) => ({
      codeId: c.CodeID,
      priority: c.Priority,
      postDate: c.PostDate,
      sequence: c.Sequence,
      openCents: c.OpenAmount,
    })),
    [payment],
  );
  const paidOn = (codeId: number) => applied?.applied.find((a) => a.codeId === codeId)?.cents ?? 0;
  const shown = new Set<number>();
  return (
    <>
      <Text size="sm" fw={600} mt="md" mb={4}>
        Open charges, in paying order
      </Text>
      <Table fz="sm" verticalSpacing={2} aria-label="Open charges">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Charged</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th ta="right">Open</Table.Th>
            <Table.Th ta="right">This payment pays</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {charges.map((c) => {
            const first = !shown.has(c.CodeID);
            shown.add(c.CodeID);
            return (
              <Table.Tr key={c.Sequence}>
                <Table.Td>{`${c.CodeAlias} ${c.CodeName}`}</Table.Td>
                <Table.Td>{formatDate(c.PostDate)}</Table.Td>
                <Table.Td>{c.Priority}</Table.Td>
                <Table.Td ta="right">{formatCents(c.OpenAmount)}</Table.Td>
                <Table.Td ta="right">{first ? formatCents(paidOn(c.CodeID)) : ''}</Table.Td>
              </Table.Tr>
            );
          })}
          <Table.Tr>
            <Table.Td colSpan={4}>Prepaid (left over)</Table.Td>
            <Table.Td ta="right">{formatCents(applied?.prepaidCents ?? 0)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </>
  );
}
