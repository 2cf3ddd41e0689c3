import { contract, type RequestOf } from '@hoa/contract';
import { formatCents, type IsoDate, todayIso } from '@hoa/domain';
import { Alert, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { BankAccountSelect } from './bank-account-select';
import { checksKey, payableInvoicesQuery } from './check-queries';
import { InvoicePicker } from './invoice-picker';

interface HandwrittenCheckValues {
  BankAccountId: number | null;
  /** The vendor whose invoices are listed (not sent: the invoices name it). */
  VendorAgentId: string | null;
  CheckNumber: string;
  CheckDate: IsoDate | null;
  InvoiceItemIds: number[];
}

/** Handwritten check (55): the check number, date and bank account the user gives, one vendor. */
export function HandwrittenCheckPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const initialValues: HandwrittenCheckValues = {
    BankAccountId: null,
    VendorAgentId: null,
    CheckNumber: '',
    CheckDate: todayIso(),
    InvoiceItemIds: [],
  };
  const form = useContractForm({
    initialValues,
    schema: contract.apChecks.HandwrittenCheck.body,
    toBody: (values: HandwrittenCheckValues) => ({
      CommunityAgentId: communityAgentId,
      BankAccountId: values.BankAccountId,
      CheckNumber: values.CheckNumber.trim(),
      CheckDate: values.CheckDate,
      InvoiceItemIds: values.InvoiceItemIds,
    }),
    rules: (values) => ({
      BankAccountId: values.BankAccountId === null ? 'Choose the bank account.' : null,
      VendorAgentId: values.VendorAgentId === null ? 'Choose the vendor.' : null,
      CheckNumber: values.CheckNumber.trim() === '' ? 'Enter the check number.' : null,
      CheckDate: values.CheckDate === null ? 'Enter the check date.' : null,
      InvoiceItemIds:
        values.InvoiceItemIds.length === 0 ? 'Choose the invoices the check pays.' : null,
    }),
  });
  const { BankAccountId: bankAccountId, VendorAgentId: vendor } = form.values;
  const selected = new Set(form.values.InvoiceItemIds);
  const list = useQuery({
    ...payableInvoicesQuery(communityAgentId, bankAccountId, null),
    enabled: bankAccountId !== null,
  });
  const all = list.data ?? [];
  const vendors = [...new Map(all.map((i) => [i.VendorAgentId, i.VendorDisplayName])).entries()];
  const shown = all.filter((i) => String(i.VendorAgentId) === vendor);
  const total = shown.filter((i) => selected.has(i.ItemId)).reduce((s, i) => s + i.OpenAmount, 0);
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof contract.apChecks.HandwrittenCheck>['body']) =>
      api.call(contract.apChecks.HandwrittenCheck, { body }),
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
  const invoicesProblem = form.errors.InvoiceItemIds;
  return (
    <form
      noValidate
      aria-label="Handwritten check"
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <PageHeader title="Handwritten check" subtitle={community.DisplayName} />
      <Paper withBorder p="sm" mb="sm">
        <Group align="flex-start" wrap="wrap">
          <BankAccountSelect
            communityAgentId={communityAgentId}
            {...fieldProps(form, 'BankAccountId')}
            pickDefault
          />
          <Select
            label="Vendor"
            required
            w={240}
            placeholder="Choose a vendor"
            data={vendors.map(([id, name]) => ({ value: String(id), label: name }))}
            {...form.getInputProps('VendorAgentId')}
            onChange={(v) => {
              form.setFieldValue('VendorAgentId', v);
              form.setFieldValue('InvoiceItemIds', []);
            }}
          />
          <TextInput
            label="Check number"
            required
            maxLength={25}
            w={140}
            {...form.getInputProps('CheckNumber')}
          />
          <DateInput label="Check date" required w={170} {...fieldProps(form, 'CheckDate')} />
        </Group>
      </Paper>
      {list.isError ? <LoadError error={list.error} /> : null}
      <InvoicePicker
        invoices={shown}
        selected={selected}
        onChange={(next) => {
          form.setFieldValue('InvoiceItemIds', [...next]);
        }}
        loading={list.isPending && bankAccountId !== null}
      />
      <ProblemAlert problem={typeof invoicesProblem === 'string' ? invoicesProblem : null} />
      <ProblemAlert problem={formProblem(form.errors)} />
      {save.isError ? (
        <Alert color="red" variant="light" mt="sm">
          {save.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="sm">
        <Button type="submit" disabled={total <= 0} loading={save.isPending}>
          {`Record check ${formatCents(total)}`}
        </Button>
      </Group>
    </form>
  );
}
