import { contract } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Button, Group, Paper, Select, Table, Tabs, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChosenCheckbox } from './chosen-checkbox';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showError, showSuccess } from '../../app/toasts';
import {
  EffectiveDateInput,
  EffectiveDateProblem,
  useEffectiveDate,
} from '../../widgets/effective-date-input';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { D, downloadNachaCreditFile, dpKey } from './dp-queries';

/** NACHA credit file run: pay approved invoices to vendors' bank accounts without a provider. */
export function NachaCreditPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const banks = useQuery({
    queryKey: [...dpKey, 'banks', communityAgentId],
    queryFn: () => api.call(contract.cashReceipts.GetPaymentSetup, { query: { communityAgentId } }),
  });
  const invoices = useQuery({
    queryKey: [...dpKey, 'nacha-invoices', communityAgentId],
    queryFn: () => api.call(D.GetNachaCreditInvoices, { query: { communityAgentId } }),
  });
  const runs = useQuery({
    queryKey: [...dpKey, 'nacha-runs', communityAgentId],
    queryFn: () => api.call(D.GetNachaCreditRuns, { query: { communityAgentId } }),
  });
  const accounts = banks.data?.BankAccounts ?? [];
  const [bankId, setBankId] = useState<string | null>(null);
  const bank = bankId ?? String(accounts.find((a) => a.IsPrimary)?.BankAccountId ?? '');
  const effective = useEffectiveDate();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const rows = invoices.data ?? [];
  const create = useMutation({
    mutationFn: () =>
      api.call(D.CreateNachaCreditFile, {
        body: {
          CommunityAgentId: communityAgentId,
          BankAccountId: Number(bank),
          EffectiveDate: effective.date ?? '',
          Invoices: rows
            .filter((r) => chosen.has(r.ItemId))
            .map((r) => ({ ItemId: r.ItemId, Amount: r.Open })),
        },
      }),
    onSuccess: async (run) => {
      await client.invalidateQueries({ queryKey: dpKey });
      setChosen(new Set());
      showSuccess(
        `NACHA credit file ${run.FileName}: ${run.EntryCount} entries, ${formatCents(run.Total)}.`,
      );
    },
  });
  const total = rows.filter((r) => chosen.has(r.ItemId)).reduce((s, r) => s + r.Open, 0);
  return (
    <>
      <PageHeader title="NACHA credit file" subtitle={community.DisplayName} />
      <Paper withBorder p="md" mb="md">
        <Group align="flex-end">
          <Select
            label="Pay from bank account"
            data={accounts.map((a) => ({
              value: String(a.BankAccountId),
              label: `${a.AccountName} ${a.MaskedAccountNumber}`,
            }))}
            value={bank || null}
            onChange={setBankId}
            allowDeselect={false}
          />
          <EffectiveDateInput
            today={effective.today}
            problem={effective.problem}
            value={effective.date}
            onChange={effective.setDate}
          />
          <MayCall calls={D.CreateNachaCreditFile}>
            <Button
              disabled={!bank || chosen.size === 0 || !effective.date || effective.problem !== null}
              loading={create.isPending}
              onClick={() => create.mutate()}
            >
              Create credit file ({formatCents(total)})
            </Button>
          </MayCall>
        </Group>
        <EffectiveDateProblem problem={effective.problem} />
      </Paper>
      <Tabs defaultValue="invoices">
        <Tabs.List mb="sm">
          <Tabs.Tab value="invoices">Invoices to pay ({rows.length})</Tabs.Tab>
          <Tabs.Tab value="runs">Files</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices">
          {invoices.isError ? <LoadError error={invoices.error} /> : null}
          <Text size="xs" c="dimmed" mb="xs">
            Approved invoices of vendors with confirmed bank details; one credit entry per vendor.
          </Text>
          <Table striped fz="sm" aria-label="Invoices to pay by NACHA credit">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>Vendor</Table.Th>
                <Table.Th>Bank account</Table.Th>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th ta="right">Open</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <EmptyRow colSpan={6}>No invoice can be paid by credit file.</EmptyRow>
              ) : null}
              {rows.map((r) => (
                <Table.Tr key={r.ItemId}>
                  <Table.Td>
                    <ChosenCheckbox
                      id={r.ItemId}
                      chosen={chosen}
                      onChange={setChosen}
                      label={`Pay ${r.InvoiceNumber ?? r.ItemId}`}
                    />
                  </Table.Td>
                  <Table.Td>{r.VendorName}</Table.Td>
                  <Table.Td>••{r.AccountLast4}</Table.Td>
                  <Table.Td>{r.InvoiceNumber}</Table.Td>
                  <Table.Td>{r.DueDate ? formatDate(r.DueDate) : ''}</Table.Td>
                  <Table.Td ta="right">{formatCents(r.Open)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="runs">
          <Table striped fz="sm" aria-label="NACHA credit files">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Effective</Table.Th>
                <Table.Th>Bank account</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th ta="right">Entries</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(runs.data ?? []).length === 0 ? (
                <EmptyRow colSpan={5}>No credit file yet.</EmptyRow>
              ) : null}
              {(runs.data ?? []).map((r) => (
                <Table.Tr key={r.NachaCreditRunId}>
                  <Table.Td>{formatDate(r.EffectiveDate)}</Table.Td>
                  <Table.Td>{r.BankAccountName}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => {
                        downloadNachaCreditFile(r.NachaCreditRunId, r.FileName).catch(showError);
                      }}
                    >
                      {r.FileName}
                    </Button>
                  </Table.Td>
                  <Table.Td ta="right">{r.EntryCount}</Table.Td>
                  <Table.Td ta="right">{formatCents(r.Total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
