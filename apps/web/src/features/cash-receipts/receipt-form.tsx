import { applyPayments, formatCents, formatDate, parseJournalAmount } from '@hoa/domain';
import { Paper, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput } from '../../widgets/date-input';
import {
  bankAccountOptions,
  openChargesQuery,
  paymentOwnersQuery,
  paymentSetupQuery,
} from './receipt-queries';

export interface ReceiptDraft {
  ownerAgentId: number | null;
  bankAccountId: number | null;
  amountText: string;
  eventDate: string | null;
  checkNumber: string;
  reference: string;
}

/** What the draft sends, or the first problem with it. */
export function readDraft(
  draft: ReceiptDraft,
):
  | { problem: string }
  | { ownerAgentId: number; bankAccountId: number; cents: number; date: string } {
  const cents = parseJournalAmount(draft.amountText);
  if (draft.ownerAgentId === null) return { problem: 'Choose the owner who paid.' };
  if (draft.bankAccountId === null) {
    return { problem: 'Choose the bank account the payment is deposited to.' };
  }
  if (cents === null || cents === 'invalid' || cents <= 0) {
    return { problem: 'Please make sure all Payments have an Amount.' };
  }
  if (draft.eventDate === null) return { problem: 'The payment date is required.' };
  return {
    ownerAgentId: draft.ownerAgentId,
    bankAccountId: draft.bankAccountId,
    cents,
    date: draft.eventDate,
  };
}

interface ReceiptFieldsProps {
  communityAgentId: number;
  draft: ReceiptDraft;
  onChange: (draft: ReceiptDraft) => void;
  /** The owner is chosen when adding; an accrued receipt keeps its owner. */
  ownerLabel?: string;
}

/** The fields of a cash receipt and, once an owner and amount are given, what it would pay. */
export function ReceiptFields({
  communityAgentId,
  draft,
  onChange,
  ownerLabel,
}: ReceiptFieldsProps) {
  const [search, setSearch] = useState('');
  const setup = useQuery(paymentSetupQuery(communityAgentId));
  const owners = useQuery({
    ...paymentOwnersQuery(communityAgentId, search),
    enabled: !ownerLabel,
  });
  const set = (patch: Partial<ReceiptDraft>) => onChange({ ...draft, ...patch });
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
            onChange={(value) => set({ ownerAgentId: value ? Number(value) : null })}
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
          onChange={(value) => set({ bankAccountId: value ? Number(value) : null })}
        />
        <TextInput
          label="Amount"
          required
          placeholder="0.00"
          value={draft.amountText}
          onChange={(e) => set({ amountText: e.currentTarget.value })}
        />
        <DateInput
          label="Payment date"
          required
          value={draft.eventDate}
          onChange={(value) => set({ eventDate: value })}
        />
        <TextInput
          label="Check number"
          maxLength={25}
          value={draft.checkNumber}
          onChange={(e) => set({ checkNumber: e.currentTarget.value })}
        />
        <TextInput
          label="Reference"
          maxLength={100}
          value={draft.reference}
          onChange={(e) => set({ reference: e.currentTarget.value })}
        />
      </SimpleGrid>
      <ApplicationPreview ownerAgentId={draft.ownerAgentId ?? 0} amountText={draft.amountText} />
    </Paper>
  );
}

/** What the payment would pay by the community's priority: worked out by the domain rule. */
function ApplicationPreview({
  ownerAgentId,
  amountText,
}: {
  ownerAgentId: number;
  amountText: string;
}) {
  const open = useQuery(openChargesQuery(ownerAgentId));
  const cents = parseJournalAmount(amountText);
  if (!open.data) return null;
  const charges = open.data.Charges;
  const payment = typeof cents === 'number' && cents > 0 ? cents : 0;
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
