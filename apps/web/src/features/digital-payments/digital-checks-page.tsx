import { contract, type ResponseOf } from '@hoa/contract';
import { DigitalPaymentStatuses, formatCents, formatDate } from '@hoa/domain';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { checksQuery, D, dpKey, statusColor, statusLabel, summaryQuery } from './dp-queries';
import { PayModal } from './pay-modal';
import { MayCall } from '../../widgets/may-call';

/** Digital checks (100): the digital payment summary, the list by status, pay, delete, refund. */
export function DigitalChecksPage() {
  const community = useCurrentCommunity();
  const id = community.CommunityAgentId;
  const client = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const checks = useQuery(checksQuery(id, status === null ? undefined : Number(status)));
  const summary = useQuery(summaryQuery(id));
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [paying, setPaying] = useState(false);
  const refresh = async (text: string) => {
    await client.invalidateQueries({ queryKey: dpKey });
    setChosen(new Set());
    showSuccess(text);
  };
  const remove = useMutation({
    mutationFn: () => api.call(D.DeleteDigitalChecks, { body: { PaymentIds: [...chosen] } }),
    onSuccess: (rows) =>
      refresh(`${rows.length} digital check${rows.length === 1 ? '' : 's'} deleted`),
  });
  const refund = useMutation({
    mutationFn: (PaymentId: number) => api.call(D.RefundDigitalPayment, { body: { PaymentId } }),
    onSuccess: () => refresh('Digital payment refunded'),
  });
  const advance = useMutation({
    mutationFn: () => api.call(D.SandboxAdvanceTime, { body: { Days: 1 } }),
    onSuccess: (r) => refresh(`Sandbox clock +${r.OffsetDays} days; ${r.Updated} transfers moved`),
  });
  const rows = checks.data ?? noChecks;
  const columns = useMemo(() => checkColumns(refund.mutate), [refund.mutate]);
  return (
    <>
      <PageHeader
        title="Digital checks"
        subtitle={community.DisplayName}
        actions={
          <Group>
            <Button variant="default" loading={advance.isPending} onClick={() => advance.mutate()}>
              Sandbox: next day
            </Button>
            <Button onClick={() => setPaying(true)}>Pay invoices</Button>
          </Group>
        }
      />
      <Paper withBorder p="md" mb="md" aria-label="Digital payment summary">
        <Text fw={600} mb="xs">
          Digital payment summary
        </Text>
        <SimpleGrid cols={{ base: 3, sm: 6 }}>
          {(summary.data ?? []).map((s) => (
            <div key={s.DigitalPaymentStatusId}>
              <Badge color={statusColor(s.DigitalPaymentStatusName)} variant="light">
                {statusLabel(s.DigitalPaymentStatusName)}
              </Badge>
              <Text size="sm">
                {s.Count} · {formatCents(s.Total)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Group mb="sm" align="flex-end">
        <Select
          label="Digital payment status"
          clearable
          placeholder="All"
          data={DigitalPaymentStatuses.map((s) => ({
            value: String(s.DigitalPaymentStatusId),
            label: s.DigitalPaymentStatusName,
          }))}
          value={status}
          onChange={setStatus}
        />
        <MayCall calls={contract.digitalPayments.DeleteDigitalChecks}>
          <Button
            color="red"
            variant="light"
            disabled={chosen.size === 0}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete digital checks
          </Button>
        </MayCall>
      </Group>
      {checks.isError ? <LoadError error={checks.error} /> : null}
      <DataGrid
        aria-label="Digital checks"
        rows={rows}
        columns={columns}
        rowKey={checkKey}
        rowHeight={36}
        selection={{
          selected: chosen,
          onChange: (next) => setChosen(new Set([...next].map(Number))),
          rowLabel: (c) => `Select check ${c.PaymentId}`,
          canSelect: deletable,
          allLabel: 'Select every digital check that can be deleted',
        }}
        empty="No digital check."
      />
      {paying ? <PayModal communityAgentId={id} onClose={() => setPaying(false)} /> : null}
    </>
  );
}

type DigitalCheck = ResponseOf<typeof D.GetDigitalChecks>[number];

const noChecks: DigitalCheck[] = [];
const checkKey = (c: DigitalCheck) => c.PaymentId;
const deletable = (c: DigitalCheck) => c.CanDelete;

function checkColumns(refund: (paymentId: number) => void): GridColumn<DigitalCheck>[] {
  return [
    { id: 'date', header: 'Date', width: 100, cell: (c) => formatDate(c.PaymentDate) },
    { id: 'vendor', header: 'Vendor', width: 200, cell: (c) => c.VendorName },
    { id: 'invoices', header: 'Invoices', width: 160, cell: (c) => c.InvoiceNumbers },
    { id: 'funding-source', header: 'Funding source', width: 180, cell: (c) => c.BankAccountName },
    {
      id: 'status',
      header: 'Status',
      width: 130,
      cell: (c) => (
        <Badge color={statusColor(c.DigitalPaymentStatusName)}>
          {statusLabel(c.DigitalPaymentStatusName)}
        </Badge>
      ),
    },
    moneyColumn('amount', 'Amount', (c) => c.Amount),
    {
      id: 'refund',
      header: '',
      width: 90,
      cell: (c) =>
        c.CanRefund ? (
          <Button size="xs" variant="subtle" onClick={() => refund(c.PaymentId)}>
            Refund
          </Button>
        ) : null,
    },
  ];
}
