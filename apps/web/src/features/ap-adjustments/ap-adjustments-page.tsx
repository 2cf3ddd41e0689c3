import { contract, type ApAdjustment, type RequestOf } from '@hoa/contract';
import { type Cents, formatCents, formatDate, type IsoDate, todayIso } from '@hoa/domain';
import { Alert, Button, Group, Paper, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { MoneyInput } from '../../widgets/money-input';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { payableInvoicesQuery } from '../ap-checks';
import { apFormDataQuery } from '../../widgets/ap-form-data';
import { adjustmentsQuery, apAdjustmentsKey } from './adjustment-queries';
import { MayCall } from '../../widgets/may-call';

interface AdjustmentValues {
  InvoiceItemId: string | null;
  Direction: string;
  AdjustmentDate: IsoDate | null;
  AccountId: string | null;
  Amount: Cents | null;
  Reference: string;
}

/** AP adjustment (58): change what an approved invoice owes, and the community's adjustments. */
export function ApAdjustmentsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const initialValues: AdjustmentValues = {
    InvoiceItemId: null,
    Direction: 'increase',
    AdjustmentDate: todayIso(),
    AccountId: null,
    Amount: null,
    Reference: '',
  };
  const adjustment = useContractForm({
    initialValues,
    schema: contract.apAdjustments.AddApAdjustment.body,
    toBody: (values: AdjustmentValues) => ({
      CommunityAgentId: communityAgentId,
      InvoiceItemId: values.InvoiceItemId === null ? null : Number(values.InvoiceItemId),
      AdjustmentDate: values.AdjustmentDate,
      Reference: values.Reference.trim() || null,
      IsIncrease: values.Direction === 'increase',
      Lines: [
        {
          AccountId: values.AccountId === null ? null : Number(values.AccountId),
          Amount: values.Amount,
        },
      ],
    }),
    fieldOf: { Lines: 'Amount' },
    rules: (values) => ({
      InvoiceItemId: values.InvoiceItemId === null ? 'Choose the invoice.' : null,
      AdjustmentDate: values.AdjustmentDate === null ? 'Enter the date.' : null,
      AccountId: values.AccountId === null ? 'Choose the account.' : null,
      Amount: values.Amount === null || values.Amount <= 0 ? 'Enter an amount above zero.' : null,
    }),
  });
  const invoices = useQuery(payableInvoicesQuery(communityAgentId, null, null));
  const form = useQuery(apFormDataQuery(communityAgentId));
  const list = useQuery(adjustmentsQuery(communityAgentId));
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof contract.apAdjustments.AddApAdjustment>['body']) =>
      api.call(contract.apAdjustments.AddApAdjustment, { body }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: apAdjustmentsKey });
      showSuccess(`AP adjustment #${String(saved.ItemId)} was saved`);
      await go(buildRoute(SiteMap.apAdjustmentProfile, { communityAgentId, itemId: saved.ItemId }));
    },
  });
  return (
    <>
      <PageHeader title="AP adjustment" subtitle={community.DisplayName} />
      <Paper
        withBorder
        p="sm"
        mb="sm"
        component="form"
        noValidate
        aria-label="AP adjustment"
        onSubmit={adjustment.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <Group align="flex-start" wrap="wrap">
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
            {...adjustment.getInputProps('InvoiceItemId')}
          />
          <SegmentedControl
            mt={22}
            {...adjustment.getInputProps('Direction')}
            data={[
              { value: 'increase', label: 'Increase' },
              { value: 'decrease', label: 'Decrease' },
            ]}
          />
          <DateInput label="Date" required w={150} {...fieldProps(adjustment, 'AdjustmentDate')} />
          <Select
            label="Account"
            required
            searchable
            w={260}
            data={(form.data?.Accounts ?? []).map((a) => ({
              value: String(a.Id),
              label: `${a.Number} ${a.Name}`,
            }))}
            {...adjustment.getInputProps('AccountId')}
          />
          <MoneyInput label="Amount" required w={130} {...fieldProps(adjustment, 'Amount')} />
          <TextInput
            label="Reference"
            maxLength={50}
            w={140}
            {...adjustment.getInputProps('Reference')}
          />
          <MayCall calls={contract.apAdjustments.AddApAdjustment}>
            <Button type="submit" mt={22} loading={save.isPending}>
              Save adjustment
            </Button>
          </MayCall>
        </Group>
        {save.isError ? (
          <Alert color="red" variant="light" mt="sm">
            {save.error.message}
          </Alert>
        ) : null}
      </Paper>
      {list.isError ? <LoadError error={list.error} /> : null}
      <DataGrid
        aria-label="AP adjustments"
        rows={list.data ?? []}
        columns={adjustmentColumns}
        rowKey={adjustmentKey}
        onRowClick={(a) =>
          void go(buildRoute(SiteMap.apAdjustmentProfile, { communityAgentId, itemId: a.ItemId }))
        }
        empty={list.isPending ? 'Loading…' : 'No AP adjustments yet.'}
      />
    </>
  );
}

const adjustmentKey = (a: ApAdjustment) => a.ItemId;

const adjustmentColumns: GridColumn<ApAdjustment>[] = [
  { id: 'item', header: '#', width: 80, cell: (a) => a.ItemId },
  { id: 'date', header: 'Date', width: 100, cell: (a) => formatDate(a.AdjustmentDate) },
  { id: 'vendor', header: 'Vendor', width: 220, cell: (a) => a.VendorDisplayName },
  { id: 'invoice', header: 'Invoice', width: 130, cell: (a) => a.InvoiceNumber ?? '' },
  { id: 'reference', header: 'Reference', width: 140, cell: (a) => a.Reference ?? '' },
  moneyColumn('change', 'Change', (a) => (a.IsIncrease ? a.Amount : -a.Amount), 120),
];
