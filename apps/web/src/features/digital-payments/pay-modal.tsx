import { contract, type PayableInvoice, type RequestOf } from '@hoa/contract';
import { DigitalPaymentMessages as M, formatCents, localDay, type IsoDate } from '@hoa/domain';
import { Group, Select, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateInput } from '../../widgets/date-input';
import { DateText } from '../../widgets/date-text';
import { FormActions, FormModal } from '../../widgets/form-modal';
import type { RowKey } from '../../widgets/data-grid/grid-model';
import { ProblemAlert } from '../../widgets/problem-alert';
import { D, dpKey, fundingSourcesQuery } from './dp-queries';

type PayBody = RequestOf<typeof D.PayDigitalInvoices>['body'];

interface PayValues {
  /** Null until one is picked: the first verified funding source is used. */
  FundingSourceId: string | null;
  PaymentDate: IsoDate | null;
  /** The invoices chosen to pay, each for its open amount. */
  ItemIds: number[];
}

/** Pay approved invoices digitally from a verified funding source: one digital check per vendor. */
export function PayModal({
  communityAgentId,
  onClose,
}: {
  communityAgentId: number;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const sources = useQuery(fundingSourcesQuery(communityAgentId, 1));
  const invoices = useQuery({
    queryKey: [...dpKey, 'payable', communityAgentId],
    queryFn: () => api.call(contract.apChecks.GetPayableInvoices, { query: { communityAgentId } }),
  });
  const verified = (sources.data?.Rows ?? []).filter((s) => s.Status === 'Verified');
  const firstVerified = verified[0]?.FundingSourceId;
  const sourceOf = (values: PayValues) =>
    values.FundingSourceId ?? (firstVerified ? String(firstVerified) : null);
  const rows = invoices.data ?? [];
  const chosenOf = (values: PayValues) => rows.filter((r) => values.ItemIds.includes(r.ItemId));
  const initialValues: PayValues = {
    FundingSourceId: null,
    PaymentDate: localDay(new Date()),
    ItemIds: [],
  };
  const form = useContractForm({
    initialValues,
    schema: D.PayDigitalInvoices.body,
    toBody: (values: PayValues) => ({
      CommunityAgentId: communityAgentId,
      FundingSourceId: sourceOf(values) === null ? null : Number(sourceOf(values)),
      PaymentDate: values.PaymentDate,
      Invoices: chosenOf(values).map((r) => ({ ItemId: r.ItemId, Amount: r.OpenAmount })),
    }),
    rules: (values: PayValues) => ({
      FundingSourceId: sourceOf(values) === null ? M.fundingSourceNotVerified : null,
      PaymentDate: values.PaymentDate === null ? 'Enter the payment date.' : null,
      ItemIds: values.ItemIds.length === 0 ? 'Choose the invoices to pay.' : null,
    }),
    fieldOf: { Invoices: 'ItemIds' },
  });
  const pay = useMutation({
    mutationFn: (body: PayBody) => api.call(D.PayDigitalInvoices, { body }),
    onSuccess: async (checks) => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess(`${checks.length} digital check${checks.length === 1 ? '' : 's'} released`);
      onClose();
    },
  });
  const chosen = new Set<RowKey>(form.values.ItemIds);
  const invoicesProblem = form.errors.ItemIds;
  const total = chosenOf(form.values).reduce((s, r) => s + r.OpenAmount, 0);
  return (
    <FormModal opened onClose={onClose} title="Pay invoices digitally" size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          pay.mutate(body);
        })}
      >
        <Stack gap="xs">
          <Group grow align="flex-start">
            <Select
              label="Funding source"
              data={verified.map((s) => ({
                value: String(s.FundingSourceId),
                label: `${s.AccountName} ••${s.AccountLast4}`,
              }))}
              placeholder="No verified funding source"
              {...form.getInputProps('FundingSourceId')}
              value={sourceOf(form.values)}
            />
            <DateInput label="Payment date" required {...fieldProps(form, 'PaymentDate')} />
          </Group>
          <DataGrid
            aria-label="Approved invoices"
            rows={rows}
            columns={invoiceColumns}
            rowKey={invoiceKey}
            maxHeight={320}
            selection={{
              selected: chosen,
              onChange: (next) => {
                form.setFieldValue('ItemIds', [...next].map(Number));
              },
              rowLabel: (r) => `Pay ${r.InvoiceNumber ?? r.ItemId}`,
              allLabel: 'Pay every approved invoice',
            }}
            empty="No approved invoice is owed."
          />
          <ProblemAlert problem={typeof invoicesProblem === 'string' ? invoicesProblem : null} />
          <FormActions
            onCancel={onClose}
            saving={pay.isPending}
            label={`Pay ${formatCents(total)}`}
          />
        </Stack>
      </form>
    </FormModal>
  );
}

const invoiceKey = (r: PayableInvoice) => r.ItemId;

const invoiceColumns: GridColumn<PayableInvoice>[] = [
  { id: 'vendor', header: 'Vendor', width: 200, cell: (r) => r.VendorDisplayName },
  { id: 'invoice', header: 'Invoice', width: 130, cell: (r) => r.InvoiceNumber },
  { id: 'due', header: 'Due', width: 110, cell: (r) => <DateText value={r.DueDate} /> },
  moneyColumn('open', 'Open', (r) => r.OpenAmount),
];
