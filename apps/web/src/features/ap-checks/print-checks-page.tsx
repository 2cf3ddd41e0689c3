import { contract, type CheckRunResult } from '@hoa/contract';
import { formatCents, overdraft, planChecks } from '@hoa/domain';
import { todayIso } from '../../widgets/item-feed/feed-queries';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { BankAccountSelect } from './bank-account-select';
import {
  checkBankAccountsQuery,
  checksKey,
  checksText,
  payableInvoicesQuery,
} from './check-queries';
import { CheckRunDone } from './check-run-done';
import { CreditMemosPanel } from './credit-memos-panel';
import { InvoicePicker } from './invoice-picker';
import { confirmMoneyMove, overdraftWarning } from '../../app/overlays/modals';
import { MayCall } from '../../widgets/may-call';

type Layout = 'WithStub' | 'ThreePerPage';

/** Print checks (57): choose the bank account, pick payable invoices, print one PDF of checks. */
export function PrintChecksPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const [bankAccountId, setBankAccountId] = useState<number | null>(null);
  const [dueDateTo, setDueDateTo] = useState<string | null>(null);
  const [vendor, setVendor] = useState<string | null>(null);
  const [checkDate, setCheckDate] = useState<string | null>(todayIso());
  const [layout, setLayout] = useState<Layout>('WithStub');
  const [applyCredits, setApplyCredits] = useState(true);
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
  const chosen = all.filter((i) => selected.has(i.ItemId));
  const checkCount = useMemo(
    () =>
      planChecks(
        chosen.map((i) => ({
          itemId: i.ItemId,
          vendorAgentId: i.VendorAgentId,
          vendorName: i.VendorDisplayName,
          txnTypeId: i.TxnTypeId,
          invoiceNumber: i.InvoiceNumber ?? '',
          amountCents: i.OpenAmount,
        })),
      ).length,
    [chosen],
  );
  const print = useMutation({
    mutationFn: () =>
      api.call(contract.apChecks.PrintChecks, {
        body: {
          CommunityAgentId: communityAgentId,
          BankAccountId: bankAccountId ?? 0,
          CheckDate: checkDate ?? '',
          InvoiceItemIds: [...selected],
          Layout: layout,
          ApplyCredits: applyCredits,
        },
      }),
    onSuccess: async (result) => {
      setDone(result);
      setSelected(new Set());
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(
        `Printed ${checksText(result.CheckCount)} (${result.FirstCheckNumber}–${result.LastCheckNumber}).`,
      );
    },
  });
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
          <DateInput
            label="Check date"
            required
            value={checkDate}
            onChange={setCheckDate}
            w={170}
          />
          <SegmentedControl
            aria-label="Layout"
            value={layout}
            onChange={(v) => setLayout(v as Layout)}
            data={[
              { value: 'WithStub', label: 'One per page with stub' },
              { value: 'ThreePerPage', label: 'Three per page' },
            ]}
          />
          <Checkbox
            label="Apply open credit memos"
            checked={applyCredits}
            onChange={(e) => setApplyCredits(e.currentTarget.checked)}
          />
        </Group>
      </Paper>
      {list.isError ? <LoadError error={list.error} /> : null}
      <InvoicePicker
        invoices={shown}
        selected={selected}
        onChange={setSelected}
        loading={list.isPending && bankAccountId !== null}
      />
      <Paper withBorder p="sm" mt="sm">
        <Group justify="space-between">
          <Stack gap={2}>
            <Text size="sm" aria-label="Starting check number">
              {bank
                ? `Starting check number ${String(bank.NextCheckNumber)}`
                : 'Choose a bank account'}
            </Text>
            <Text size="sm" c="dimmed">
              {`${checksText(checkCount)}, ${formatCents(chosen.reduce((s, i) => s + i.OpenAmount, 0))}`}
              {bank && bank.SignatureCount === 0 ? ' · no authorized signature on file' : ''}
            </Text>
          </Stack>
          <Group>
            {print.isPending ? (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">{`Printing ${checksText(checkCount)}…`}</Text>
              </Group>
            ) : null}
            <MayCall calls={contract.apChecks.PrintChecks}>
              <Button
                disabled={selected.size === 0 || bankAccountId === null || checkDate === null}
                loading={print.isPending}
                onClick={() => {
                  const total = chosen.reduce((sum, i) => sum + i.OpenAmount, 0);
                  const short = bank ? overdraft(bank.BookBalance, total) : null;
                  confirmMoneyMove({
                    title: 'Print checks',
                    action: 'Print checks',
                    count: checkCount,
                    noun: { one: 'check', many: 'checks' },
                    totalCents: total,
                    warnings:
                      bank && short !== null ? [overdraftWarning(bank.AccountName, short)] : [],
                    onConfirm: () => print.mutate(),
                  });
                }}
              >
                Print checks
              </Button>
            </MayCall>
          </Group>
        </Group>
        {print.isError ? (
          <Alert color="red" variant="light" mt="sm">
            {print.error.message}
          </Alert>
        ) : null}
      </Paper>
      <CreditMemosPanel
        communityAgentId={communityAgentId}
        vendorAgentId={vendor === null ? null : Number(vendor)}
      />
    </>
  );
}
