import type { CheckRunResult } from '@hoa/contract';
import { Group, Paper, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { BankAccountSelect } from './bank-account-select';
import { checkBankAccountsQuery, payableInvoicesQuery } from './check-queries';
import { CheckRunDone } from './check-run-done';
import { CreditMemosPanel } from './credit-memos-panel';
import { InvoicePicker } from './invoice-picker';
import { PrintRunForm } from './print-run-form';

/** Print checks (57): choose the bank account, pick payable invoices, print one PDF of checks. */
export function PrintChecksPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  // The list's filters and the invoices ticked; the check run's own fields are PrintRunForm's.
  const [bankAccountId, setBankAccountId] = useState<number | null>(null);
  const [dueDateTo, setDueDateTo] = useState<string | null>(null);
  const [vendor, setVendor] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [done, setDone] = useState<CheckRunResult | null>(null);
  const banks = useQuery(checkBankAccountsQuery(communityAgentId));
  const bank = banks.data?.find((b) => b.BankAccountId === bankAccountId);
  const list = useQuery({
    ...payableInvoicesQuery(communityAgentId, bankAccountId, dueDateTo),
    enabled: bankAccountId !== null,
  });
  const all = list.data ?? [];
  const vendors = [...new Map(all.map((i) => [i.VendorAgentId, i.VendorDisplayName])).entries()];
  const shown = vendor === null ? all : all.filter((i) => String(i.VendorAgentId) === vendor);
  return (
    <>
      <PageHeader title="Print checks" subtitle={community.DisplayName} />
      {banks.isError ? <LoadError error={banks.error} /> : null}
      {done ? <CheckRunDone run={done} onClose={() => setDone(null)} /> : null}
      <Paper withBorder p="sm" mb="sm">
        <Group align="flex-end" wrap="wrap">
          <BankAccountSelect
            communityAgentId={communityAgentId}
            value={bankAccountId}
            onChange={(v) => {
              setBankAccountId(v);
              setSelected(new Set());
            }}
            pickDefault
          />
          <Select
            label="Vendor"
            placeholder="All vendors"
            clearable
            w={220}
            data={vendors.map(([id, name]) => ({ value: String(id), label: name }))}
            value={vendor}
            onChange={setVendor}
          />
          <DateInput label="Due on or before" value={dueDateTo} onChange={setDueDateTo} w={170} />
        </Group>
      </Paper>
      {list.isError ? <LoadError error={list.error} /> : null}
      <InvoicePicker
        invoices={shown}
        selected={selected}
        onChange={setSelected}
        loading={list.isPending && bankAccountId !== null}
      />
      <PrintRunForm
        communityAgentId={communityAgentId}
        bankAccountId={bankAccountId}
        bank={bank}
        chosen={all.filter((i) => selected.has(i.ItemId))}
        onPrinted={(run) => {
          setDone(run);
          setSelected(new Set());
        }}
      />
      <CreditMemosPanel
        communityAgentId={communityAgentId}
        vendorAgentId={vendor === null ? null : Number(vendor)}
      />
    </>
  );
}
