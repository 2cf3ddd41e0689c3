import { contract } from '@hoa/contract';
import { formatCents, localDay, type IsoDate } from '@hoa/domain';
import { Button, Group, Select, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChosenCheckbox } from './chosen-checkbox';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { DateText } from '../../widgets/date-text';
import { EmptyRow } from '../../widgets/empty-row';
import { FormModal } from '../../widgets/form-modal';
import { D, dpKey, fundingSourcesQuery } from './dp-queries';

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
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [date, setDate] = useState<IsoDate | null>(() => localDay(new Date()));
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const source =
    sourceId ?? (verified[0]?.FundingSourceId ? String(verified[0].FundingSourceId) : null);
  const rows = invoices.data ?? [];
  const pay = useMutation({
    mutationFn: (paymentDate: IsoDate) =>
      api.call(D.PayDigitalInvoices, {
        body: {
          CommunityAgentId: communityAgentId,
          FundingSourceId: Number(source),
          PaymentDate: paymentDate,
          Invoices: rows
            .filter((r) => chosen.has(r.ItemId))
            .map((r) => ({ ItemId: r.ItemId, Amount: r.OpenAmount })),
        },
      }),
    onSuccess: async (checks) => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess(`${checks.length} digital check${checks.length === 1 ? '' : 's'} released`);
      onClose();
    },
  });
  const total = rows.filter((r) => chosen.has(r.ItemId)).reduce((s, r) => s + r.OpenAmount, 0);
  return (
    <FormModal opened onClose={onClose} title="Pay invoices digitally" size="lg">
      <Stack gap="xs">
        <Group grow>
          <Select
            label="Funding source"
            data={verified.map((s) => ({
              value: String(s.FundingSourceId),
              label: `${s.AccountName} ••${s.AccountLast4}`,
            }))}
            value={source}
            onChange={setSourceId}
            placeholder="No verified funding source"
          />
          <DateInput label="Payment date" required value={date} onChange={setDate} />
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
                    onChange={setChosen}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!source || chosen.size === 0 || date === null}
            loading={pay.isPending}
            onClick={() => {
              if (date !== null) pay.mutate(date);
            }}
          >
            Pay {formatCents(total)}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
