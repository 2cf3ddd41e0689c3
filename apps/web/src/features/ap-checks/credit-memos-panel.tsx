import { contract } from '@hoa/contract';
import { formatCents, formatDate, type IsoDate } from '@hoa/domain';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { EmptyRow } from '../../widgets/empty-row';
import { todayIso } from '../../widgets/item-feed/feed-queries';
import { LoadError } from '../../widgets/load-error';
import { apFormDataQuery } from '../../widgets/ap-form-data';
import { checksKey } from './check-queries';

const A = contract.apChecks;

const openCreditsQuery = (communityAgentId: number, vendorAgentId: number | null) =>
  queryOptions({
    queryKey: [...checksKey, 'credits', communityAgentId, vendorAgentId],
    queryFn: () =>
      api.call(A.GetOpenCredits, {
        query: {
          communityAgentId,
          ...(vendorAgentId === null ? {} : { vendorAgentId }),
        },
      }),
  });

/**
 * Credit memos (81) of the community not yet used up (GetOpenCredits), and the modal that adds one
 * (AddCreditMemo); a check run with “Apply open credit memos” takes them off the vendor's check.
 */
export function CreditMemosPanel({
  communityAgentId,
  vendorAgentId,
}: {
  communityAgentId: number;
  vendorAgentId: number | null;
}) {
  const credits = useQuery(openCreditsQuery(communityAgentId, vendorAgentId));
  const [adding, setAdding] = useState(false);
  const rows = credits.data ?? [];
  return (
    <Paper withBorder p="sm" mt="sm">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Open credit memos</Title>
        <Button size="xs" variant="light" onClick={() => setAdding(true)}>
          Add credit memo
        </Button>
      </Group>
      {credits.isError ? <LoadError error={credits.error} /> : null}
      <Table fz="sm" striped aria-label="Open credit memos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Credit number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Applied</Table.Th>
            <Table.Th ta="right">Open</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <EmptyRow colSpan={6}>
              {credits.isPending ? 'Loading…' : 'No open credit memos.'}
            </EmptyRow>
          ) : null}
          {rows.map((c) => (
            <Table.Tr key={c.ItemId}>
              <Table.Td>{c.VendorDisplayName}</Table.Td>
              <Table.Td>{c.CreditNumber}</Table.Td>
              <Table.Td>{formatDate(c.CreditDate)}</Table.Td>
              <Table.Td ta="right">{formatCents(c.Amount)}</Table.Td>
              <Table.Td ta="right">{formatCents(c.Applied)}</Table.Td>
              <Table.Td ta="right">{formatCents(c.Open)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {adding ? (
        <AddCreditMemoModal
          communityAgentId={communityAgentId}
          vendorAgentId={vendorAgentId}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Paper>
  );
}

function AddCreditMemoModal({
  communityAgentId,
  vendorAgentId,
  onClose,
}: {
  communityAgentId: number;
  vendorAgentId: number | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const form = useQuery(apFormDataQuery(communityAgentId));
  const [vendor, setVendor] = useState<string | null>(
    vendorAgentId === null ? null : String(vendorAgentId),
  );
  const [creditNumber, setCreditNumber] = useState('');
  const [creditDate, setCreditDate] = useState<IsoDate | null>(todayIso());
  const [amount, setAmount] = useState<number | null>(null);
  const [account, setAccount] = useState<string | null>(null);
  const cents = amount === null ? 0 : Math.round(amount * 100);
  const add = useMutation({
    mutationFn: () =>
      api.call(A.AddCreditMemo, {
        body: {
          CommunityAgentId: communityAgentId,
          VendorAgentId: Number(vendor),
          CreditNumber: creditNumber.trim(),
          CreditDate: creditDate ?? '',
          Amount: cents,
          AccountId: Number(account),
        },
      }),
    onSuccess: async (memo) => {
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(`Credit memo ${memo.CreditNumber} added (AP ${String(memo.ItemId)}).`);
      onClose();
    },
  });
  const ready =
    vendor !== null &&
    creditNumber.trim() !== '' &&
    creditDate !== null &&
    cents > 0 &&
    account !== null;
  return (
    <Modal opened onClose={onClose} title="Add credit memo">
      <Stack>
        <Select
          label="Vendor"
          required
          searchable
          data={(form.data?.Vendors ?? []).map((v) => ({ value: String(v.Id), label: v.Name }))}
          value={vendor}
          onChange={setVendor}
        />
        <TextInput
          label="Credit number"
          required
          maxLength={25}
          value={creditNumber}
          onChange={(e) => setCreditNumber(e.currentTarget.value)}
        />
        <DateInput label="Credit date" required value={creditDate} onChange={setCreditDate} />
        <NumberInput
          label="Amount"
          required
          min={0}
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          prefix="$"
          value={amount ?? ''}
          onChange={(v) => setAmount(v === '' || !Number.isFinite(Number(v)) ? null : Number(v))}
        />
        <Select
          label="Expense account credited"
          required
          searchable
          data={(form.data?.Accounts ?? []).map((a) => ({
            value: String(a.Id),
            label: `${a.Number} ${a.Name}`,
          }))}
          value={account}
          onChange={setAccount}
        />
        <Text size="xs" c="dimmed">
          Posted on its date: the expense account credited, Accounts Payable debited.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!ready} loading={add.isPending} onClick={() => add.mutate()}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
