import { contract, type RequestOf } from '@hoa/contract';
import { DigitalPaymentMessages as M, formatCents, localDay, type IsoDate } from '@hoa/domain';
import { Group, Select, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChosenCheckbox } from './chosen-checkbox';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { DateText } from '../../widgets/date-text';
import { EmptyRow } from '../../widgets/empty-row';
import { FormActions, FormModal } from '../../widgets/form-modal';
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
  const chosen = new Set(form.values.ItemIds);
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
          <Table striped fz="sm" aria-label="Approved invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>Vendor</Table.Th>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th ta="right">Open</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <EmptyRow colSpan={5}>No approved invoice is owed.</EmptyRow>
              ) : null}
              {rows.map((r) => (
                <Table.Tr key={r.ItemId}>
                  <Table.Td>
                    <ChosenCheckbox
                      id={r.ItemId}
                      chosen={chosen}
                      onChange={(next) => {
                        form.setFieldValue('ItemIds', [...next]);
                      }}
                      label={`Pay ${r.InvoiceNumber ?? r.ItemId}`}
                    />
                  </Table.Td>
                  <Table.Td>{r.VendorDisplayName}</Table.Td>
                  <Table.Td>{r.InvoiceNumber}</Table.Td>
                  <Table.Td>
                    <DateText value={r.DueDate} />
                  </Table.Td>
                  <Table.Td ta="right">{formatCents(r.OpenAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
