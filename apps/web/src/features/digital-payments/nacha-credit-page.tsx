import { contract, type ResponseOf } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Button, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showError } from '../../app/toasts';
import { formProblemKey, useContractForm } from '../../widgets/contract-form';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ChosenCheckbox } from './chosen-checkbox';
import { D, downloadNachaCreditFile, dpKey } from './dp-queries';
import { NachaCreditFields, nachaCreditFormOptions, type NachaInvoice } from './nacha-credit-form';

type BankAccount = ResponseOf<typeof contract.cashReceipts.GetPaymentSetup>['BankAccounts'][number];
type NachaRun = ResponseOf<typeof D.GetNachaCreditRuns>[number];

/** NACHA credit file run: pay approved invoices to vendors' bank accounts without a provider. */
export function NachaCreditPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
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
  const failed = banks.error ?? invoices.error;
  return (
    <>
      <PageHeader title="NACHA credit file" subtitle={community.DisplayName} />
      {banks.data && invoices.data ? (
        <NachaCreditScreen
          communityAgentId={communityAgentId}
          accounts={banks.data.BankAccounts}
          rows={invoices.data}
          runs={runs.data ?? []}
        />
      ) : failed ? (
        <LoadError error={failed} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** The credit file's form over the invoices to tick, and the files made. */
function NachaCreditScreen({
  communityAgentId,
  accounts,
  rows,
  runs,
}: {
  communityAgentId: number;
  accounts: readonly BankAccount[];
  rows: readonly NachaInvoice[];
  runs: readonly NachaRun[];
}) {
  const form = useContractForm(nachaCreditFormOptions(communityAgentId, accounts, rows));
  const chosen = new Set(form.values.ItemIds);
  const total = rows.filter((r) => chosen.has(r.ItemId)).reduce((s, r) => s + r.Open, 0);
  return (
    <>
      <NachaCreditFields form={form} accounts={accounts} total={total} />
      <Tabs defaultValue="invoices">
        <Tabs.List mb="sm">
          <Tabs.Tab value="invoices">Invoices to pay ({rows.length})</Tabs.Tab>
          <Tabs.Tab value="runs">Files</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices">
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
                      onChange={(next) => {
                        form.setFieldValue('ItemIds', [...next]);
                        form.clearFieldError(formProblemKey);
                      }}
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
              {runs.length === 0 ? <EmptyRow colSpan={5}>No credit file yet.</EmptyRow> : null}
              {runs.map((r) => (
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
