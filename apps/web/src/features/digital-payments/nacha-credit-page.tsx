import { contract, type ResponseOf } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { Button, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showError } from '../../app/toasts';
import { formProblemKey, useContractForm } from '../../widgets/contract-form';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
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
  const chosen = useMemo(() => new Set(form.values.ItemIds), [form.values.ItemIds]);
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
          <DataGrid
            aria-label="Invoices to pay by NACHA credit"
            rows={rows}
            columns={invoiceColumns}
            rowKey={invoiceKey}
            selection={{
              selected: chosen,
              onChange: (next) => {
                form.setFieldValue('ItemIds', [...next].map(Number));
                form.clearFieldError(formProblemKey);
              },
              rowLabel: (r) => `Pay ${r.InvoiceNumber ?? r.ItemId}`,
              allLabel: 'Pay every invoice',
            }}
            empty="No invoice can be paid by credit file."
          />
        </Tabs.Panel>
        <Tabs.Panel value="runs">
          <DataGrid
            aria-label="NACHA credit files"
            rows={runs}
            columns={runColumns}
            rowKey={runKey}
            rowHeight={36}
            empty="No credit file yet."
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

const invoiceKey = (r: NachaInvoice) => r.ItemId;
const runKey = (r: NachaRun) => r.NachaCreditRunId;

const invoiceColumns: GridColumn<NachaInvoice>[] = [
  { id: 'vendor', header: 'Vendor', width: 220, cell: (r) => r.VendorName },
  { id: 'bank-account', header: 'Bank account', width: 120, cell: (r) => `••${r.AccountLast4}` },
  { id: 'invoice', header: 'Invoice', width: 160, cell: (r) => r.InvoiceNumber },
  { id: 'due', header: 'Due', width: 110, cell: (r) => (r.DueDate ? formatDate(r.DueDate) : '') },
  moneyColumn('open', 'Open', (r) => r.Open),
];

const runColumns: GridColumn<NachaRun>[] = [
  { id: 'effective', header: 'Effective', width: 110, cell: (r) => formatDate(r.EffectiveDate) },
  { id: 'bank-account', header: 'Bank account', width: 200, cell: (r) => r.BankAccountName },
  {
    id: 'file',
    header: 'File',
    width: 260,
    cell: (r) => (
      <Button
        size="xs"
        variant="subtle"
        onClick={() => {
          downloadNachaCreditFile(r.NachaCreditRunId, r.FileName).catch(showError);
        }}
      >
        {r.FileName}
      </Button>
    ),
  },
  { id: 'entries', header: 'Entries', width: 90, align: 'right', cell: (r) => r.EntryCount },
  moneyColumn('total', 'Total', (r) => r.Total),
];
