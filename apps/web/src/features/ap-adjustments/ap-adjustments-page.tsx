import { contract } from '@hoa/contract';
import { formatCents, formatDate, parseMoneyCents } from '@hoa/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Table,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { EmptyRow } from '../../widgets/empty-row';
import { todayIso } from '../../widgets/item-feed/feed-queries';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { payableInvoicesQuery } from '../ap-checks';
import { apFormDataQuery } from '../../widgets/ap-form-data';
import { adjustmentsQuery, apAdjustmentsKey } from './adjustment-queries';

/** AP adjustment (58): change what an approved invoice owes, and the community's adjustments. */
export function ApAdjustmentsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const [invoice, setInvoice] = useState<string | null>(null);
  const [direction, setDirection] = useState('increase');
  const [date, setDate] = useState<string | null>(todayIso());
  const [account, setAccount] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const invoices = useQuery(payableInvoicesQuery(communityAgentId, null, null));
  const form = useQuery(apFormDataQuery(communityAgentId));
  const list = useQuery(adjustmentsQuery(communityAgentId));
  const cents = parseMoneyCents(amount);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.apAdjustments.AddApAdjustment, {
        body: {
          CommunityAgentId: communityAgentId,
          InvoiceItemId: Number(invoice),
          AdjustmentDate: date ?? '',
          Reference: reference.trim() || null,
          IsIncrease: direction === 'increase',
          Lines: [{ AccountId: Number(account), Amount: cents ?? 0 }],
        },
      }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: apAdjustmentsKey });
      showSuccess(`AP adjustment #${String(saved.ItemId)} was saved`);
      await go(buildRoute(SiteMap.apAdjustmentProfile, { communityAgentId, itemId: saved.ItemId }));
    },
  });
  return (
    <>
      <PageHeader title="AP adjustment" subtitle={community.DisplayName} />
      <Paper withBorder p="sm" mb="sm">
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Invoice"
            required
            searchable
            w={320}
            placeholder="Choose an approved invoice"
            data={(invoices.data ?? []).map((i) => ({
              value: String(i.ItemId),
              label: `${i.VendorDisplayName} ${i.InvoiceNumber ?? ''} (${formatCents(i.OpenAmount)} open)`,
            }))}
            value={invoice}
            onChange={setInvoice}
          />
          <SegmentedControl
            value={direction}
            onChange={setDirection}
            data={[
              { value: 'increase', label: 'Increase' },
              { value: 'decrease', label: 'Decrease' },
            ]}
          />
          <DateInput label="Date" required value={date} onChange={setDate} w={150} />
          <Select
            label="Account"
            required
            searchable
            w={260}
            data={(form.data?.Accounts ?? []).map((a) => ({
              value: String(a.Id),
              label: `${a.Number} ${a.Name}`,
            }))}
            value={account}
            onChange={setAccount}
          />
          <TextInput
            label="Amount"
            required
            w={120}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <TextInput
            label="Reference"
            maxLength={50}
            w={140}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <Button
            disabled={!invoice || !account || !date || cents === null || cents <= 0}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            Save adjustment
          </Button>
        </Group>
        {save.isError ? (
          <Alert color="red" variant="light" mt="sm">
            {save.error.message}
          </Alert>
        ) : null}
      </Paper>
      {list.isError ? <LoadError error={list.error} /> : null}
      <Table fz="sm" striped highlightOnHover aria-label="AP adjustments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th ta="right">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data?.length === 0 ? <EmptyRow colSpan={6}>No AP adjustments yet.</EmptyRow> : null}
          {(list.data ?? []).map((a) => (
            <Table.Tr
              key={a.ItemId}
              style={{ cursor: 'pointer' }}
              onClick={() =>
                void go(
                  buildRoute(SiteMap.apAdjustmentProfile, { communityAgentId, itemId: a.ItemId }),
                )
              }
            >
              <Table.Td>{a.ItemId}</Table.Td>
              <Table.Td>{formatDate(a.AdjustmentDate)}</Table.Td>
              <Table.Td>{a.VendorDisplayName}</Table.Td>
              <Table.Td>{a.InvoiceNumber ?? ''}</Table.Td>
              <Table.Td>{a.Reference ?? ''}</Table.Td>
              <Table.Td ta="right">{formatCents(a.IsIncrease ? a.Amount : -a.Amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
