import { contract } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Alert, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { todayIso } from '../../widgets/item-feed/feed-queries';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { BankAccountSelect } from './bank-account-select';
import { checksKey, payableInvoicesQuery } from './check-queries';
import { InvoicePicker } from './invoice-picker';

/** Handwritten check (55): the check number, date and bank account the user gives, one vendor. */
export function HandwrittenCheckPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const [bankAccountId, setBankAccountId] = useState<number | null>(null);
  const [vendor, setVendor] = useState<string | null>(null);
  const [checkNumber, setCheckNumber] = useState('');
  const [checkDate, setCheckDate] = useState<string | null>(todayIso());
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const list = useQuery({
    ...payableInvoicesQuery(communityAgentId, bankAccountId, null),
    enabled: bankAccountId !== null,
  });
  const all = list.data ?? [];
  const vendors = [...new Map(all.map((i) => [i.VendorAgentId, i.VendorDisplayName])).entries()];
  const shown = all.filter((i) => String(i.VendorAgentId) === vendor);
  const total = shown.filter((i) => selected.has(i.ItemId)).reduce((s, i) => s + i.OpenAmount, 0);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.apChecks.HandwrittenCheck, {
        body: {
          CommunityAgentId: communityAgentId,
          BankAccountId: bankAccountId ?? 0,
          CheckNumber: checkNumber.trim(),
          CheckDate: checkDate ?? '',
          InvoiceItemIds: shown.filter((i) => selected.has(i.ItemId)).map((i) => i.ItemId),
        },
      }),
    onSuccess: async (check) => {
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(`Check ${check.CheckNumber ?? ''} of ${formatCents(check.Amount)} recorded.`);
      await go(
        buildRoute(SiteMap.apCheckProfile, {
          communityAgentId,
          agentId: check.VendorAgentId,
          itemId: check.ItemId,
        }),
      );
    },
  });
  return (
    <>
      <PageHeader title="Handwritten check" subtitle={community.DisplayName} />
      <Paper withBorder p="sm" mb="sm">
        <Group align="flex-end" wrap="wrap">
          <BankAccountSelect
            communityAgentId={communityAgentId}
            value={bankAccountId}
            onChange={setBankAccountId}
            pickDefault
          />
          <Select
            label="Vendor"
            required
            w={240}
            placeholder="Choose a vendor"
            data={vendors.map(([id, name]) => ({ value: String(id), label: name }))}
            value={vendor}
            onChange={(v) => {
              setVendor(v);
              setSelected(new Set());
            }}
          />
          <TextInput
            label="Check number"
            required
            maxLength={25}
            w={140}
            value={checkNumber}
            onChange={(e) => setCheckNumber(e.currentTarget.value)}
          />
          <DateInput
            label="Check date"
            required
            value={checkDate}
            onChange={setCheckDate}
            w={170}
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
      {save.isError ? (
        <Alert color="red" variant="light" mt="sm">
          {save.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="sm">
        <Button
          disabled={
            selected.size === 0 || checkNumber.trim() === '' || checkDate === null || total <= 0
          }
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {`Record check ${formatCents(total)}`}
        </Button>
      </Group>
    </>
  );
}
