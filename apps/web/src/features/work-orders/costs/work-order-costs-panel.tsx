import { calledWith, contract, type CostItem, type CostSummary } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../../app/api';
import { openConfirm } from '../../../app/overlays/modals';
import { showErrorOr, showSuccess } from '../../../app/toasts';
import { DataGrid, moneyColumn, type GridColumn } from '../../../widgets/data-grid/data-grid';
import { LoadError } from '../../../widgets/load-error';
import { MayCall } from '../../../widgets/may-call';
import { CostItemModal } from './cost-item-modal';
import { costItemsQuery, costSummaryQuery, refreshWorkOrderCosts } from './costs-queries';

const I = contract.costItems;
const addCall = calledWith(I.Save, { claim: 'workordermaintain', level: 'create' });
const editCall = calledWith(I.Save, { claim: 'workordermaintain', level: 'update' });

/** The summary's six figures (GetCostItemsSummary). */
function CostSummaryFigures({ summary }: { summary: CostSummary }) {
  const figures: [string, number][] = [
    ['Labor', summary.LaborCents],
    ['Material', summary.MaterialCents],
    ['Other', summary.OtherCents],
    ['Total', summary.TotalCents],
    ['Billable', summary.BillableCents],
    ['Not billable', summary.NonBillableCents],
  ];
  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" aria-label="Cost summary">
      {figures.map(([label, cents]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={label === 'Total' || label === 'Billable' ? 600 : undefined}>
            {formatCents(cents)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/**
 * A work order's cost items (spec 3 'Work order': Labor, Material, Other; quantity, rate, amount,
 * billable) in the shared grid with their summary; added, edited and removed while the work order
 * is not closed, by those whose claim levels allow it. Read-only once closed.
 */
export function WorkOrderCostsPanel({
  workOrderItemId,
  communityAgentId,
  isClosed,
}: {
  workOrderItemId: number;
  communityAgentId: number;
  isClosed: boolean;
}) {
  const client = useQueryClient();
  const items = useQuery(costItemsQuery(workOrderItemId));
  const summary = useQuery(costSummaryQuery(workOrderItemId));
  // The cost item in the modal: null to add one, undefined while it is closed.
  const [editing, setEditing] = useState<CostItem | null | undefined>(undefined);
  const remove = useMutation({
    mutationFn: (item: CostItem) => api.call(I.Delete, { params: { id: item.CostItemId } }),
    onError: (error) => showErrorOr(error, 'The cost item was not removed.'),
    onSuccess: () => showSuccess('The cost item is removed.'),
    onSettled: () => refreshWorkOrderCosts(client),
  });
  const columns = useMemo<GridColumn<CostItem>[]>(
    () => [
      { id: 'type', header: 'Type', width: 90, cell: (r) => r.CostItemTypeName },
      { id: 'part', header: 'Part', width: 140, cell: (r) => r.PartName ?? '' },
      { id: 'description', header: 'Description', width: 200, cell: (r) => r.Description },
      { id: 'quantity', header: 'Quantity', width: 90, align: 'right', cell: (r) => r.Quantity },
      moneyColumn('rate', 'Rate', (r) => r.RateCents),
      moneyColumn('amount', 'Amount', (r) => r.AmountCents),
      {
        id: 'billable',
        header: 'Billable',
        width: 80,
        align: 'center',
        cell: (r) => (r.IsBillable ? 'Yes' : 'No'),
      },
      ...(isClosed
        ? []
        : [
            {
              id: 'actions',
              header: '',
              width: 150,
              cell: (r: CostItem) => (
                <Group gap={4} wrap="nowrap">
                  <MayCall calls={editCall}>
                    <Button size="compact-xs" variant="subtle" onClick={() => setEditing(r)}>
                      Edit
                    </Button>
                  </MayCall>
                  <MayCall calls={I.Delete}>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      loading={remove.isPending && remove.variables.CostItemId === r.CostItemId}
                      onClick={() =>
                        openConfirm({
                          title: 'Remove cost item',
                          message: `Remove ${r.CostItemTypeName.toLowerCase()} of ${formatCents(r.AmountCents)}${r.Description ? ` (${r.Description})` : ''}?`,
                          confirmLabel: 'Remove',
                          danger: true,
                          onConfirm: () => remove.mutate(r),
                        })
                      }
                    >
                      Remove
                    </Button>
                  </MayCall>
                </Group>
              ),
            },
          ]),
    ],
    [isClosed, remove],
  );
  if (items.isError) return <LoadError error={items.error} />;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={4}>Costs</Title>
            {isClosed ? <Badge color="gray">Closed: read only</Badge> : null}
          </Group>
          {isClosed ? null : (
            <MayCall calls={addCall}>
              <Button size="xs" onClick={() => setEditing(null)}>
                Add cost item
              </Button>
            </MayCall>
          )}
        </Group>
        <DataGrid
          aria-label="Cost items"
          rows={items.data ?? []}
          columns={columns}
          rowKey={(r) => r.CostItemId}
          empty={items.isLoading ? 'Loading…' : 'No cost items yet.'}
          maxHeight={320}
        />
        {summary.data ? <CostSummaryFigures summary={summary.data} /> : null}
      </Stack>
      <CostItemModal
        workOrderItemId={workOrderItemId}
        communityAgentId={communityAgentId}
        item={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </Paper>
  );
}
