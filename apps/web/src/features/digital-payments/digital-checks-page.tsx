import { contract } from '@hoa/contract';
import { DigitalPaymentStatuses, formatCents, formatDate } from '@hoa/domain';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChosenCheckbox } from './chosen-checkbox';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
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
  const rows = checks.data ?? [];
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
      <Table striped fz="sm" aria-label="Digital checks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>Date</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Invoices</Table.Th>
            <Table.Th>Funding source</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? <EmptyRow colSpan={8}>No digital check.</EmptyRow> : null}
          {rows.map((c) => (
            <Table.Tr key={c.PaymentId}>
              <Table.Td>
                <ChosenCheckbox
                  id={c.PaymentId}
                  chosen={chosen}
                  onChange={setChosen}
                  label={`Select check ${c.PaymentId}`}
                  disabled={!c.CanDelete}
                />
              </Table.Td>
              <Table.Td>{formatDate(c.PaymentDate)}</Table.Td>
              <Table.Td>{c.VendorName}</Table.Td>
              <Table.Td>{c.InvoiceNumbers}</Table.Td>
              <Table.Td>{c.BankAccountName}</Table.Td>
              <Table.Td>
                <Badge color={statusColor(c.DigitalPaymentStatusName)}>
                  {statusLabel(c.DigitalPaymentStatusName)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{formatCents(c.Amount)}</Table.Td>
              <Table.Td>
                {c.CanRefund ? (
                  <Button size="xs" variant="subtle" onClick={() => refund.mutate(c.PaymentId)}>
                    Refund
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {paying ? <PayModal communityAgentId={id} onClose={() => setPaying(false)} /> : null}
    </>
  );
}
