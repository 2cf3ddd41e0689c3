import { activity, type HistoricTransaction } from '@hoa/contract';
import { AgentTypeId, formatCents } from '@hoa/domain';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { profilesKey } from '../../widgets/agent-card';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';

const pageSize = 100;
const historyKey = (row: HistoricTransaction) => row.HistoricTransactionId;

const columns: GridColumn<HistoricTransaction>[] = [
  { id: 'date', header: 'Date', width: 110, cell: (row) => <DateText value={row.TxnDate} /> },
  { id: 'property', header: 'Property', width: 200, cell: (row) => row.PropertyName },
  { id: 'description', header: 'Description', cell: (row) => row.Description },
  { id: 'code', header: 'Code', width: 80, cell: (row) => row.CodeAlias ?? '' },
  { id: 'reference', header: 'Reference', width: 120, cell: (row) => row.Reference ?? '' },
  blankZero(
    moneyColumn('charge', 'Charge', (row) => row.Charge),
    (row) => row.Charge,
  ),
  blankZero(
    moneyColumn('payment', 'Payment', (row) => row.Payment),
    (row) => row.Payment,
  ),
];

/** A row is a charge or a payment: the other amount's cell stays empty. */
function blankZero(
  column: GridColumn<HistoricTransaction>,
  cents: (row: HistoricTransaction) => number,
): GridColumn<HistoricTransaction> {
  return { ...column, cell: (row) => (cents(row) === 0 ? '' : column.cell(row)) };
}

/**
 * The previous system's transactions the owner history import brought (HistoricTransaction/
 * Search): a community's (with its summary), a property's or an owner's property's, 100 a page.
 */
export function ProfileHistory({ agentId, agentTypeId }: { agentId: number; agentTypeId: number }) {
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: [...profilesKey, 'historic', agentId, page],
    queryFn: () =>
      api.call(activity.HistoricTransactionSearch, {
        query: { agentId, skip: (page - 1) * pageSize, take: pageSize },
      }),
  });
  const total = rows.data?.TotalCount ?? 0;
  return (
    <Stack gap="sm">
      {agentTypeId === AgentTypeId.Community ? (
        <CommunitySummary communityAgentId={agentId} />
      ) : null}
      {rows.isError ? <LoadError error={rows.error} /> : null}
      <DataGrid
        aria-label="Imported history"
        rows={rows.data?.Rows ?? []}
        columns={columns}
        rowKey={historyKey}
        bar={
          <Text size="sm" fw={500}>
            Imported transactions ({total.toLocaleString('en-US')})
          </Text>
        }
        footer={
          <GridPager pages={Math.ceil(total / pageSize)} page={page} onChange={setPage} size="sm" />
        }
        empty={rows.isPending ? 'Loading history…' : 'No history was imported.'}
      />
    </Stack>
  );
}

function CommunitySummary({ communityAgentId }: { communityAgentId: number }) {
  const summary = useQuery({
    queryKey: [...profilesKey, 'historic-summary', communityAgentId],
    queryFn: () => api.call(activity.GetCommunitySummary, { query: { communityAgentId } }),
  });
  if (summary.isError) return <LoadError error={summary.error} />;
  const s = summary.data;
  if (!s) return null;
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md" aria-label="Imported history summary">
      <Fact label="Transactions">{s.TransactionCount.toLocaleString('en-US')}</Fact>
      <Fact label="Properties">{s.PropertyCount.toLocaleString('en-US')}</Fact>
      <Fact label="Charges">{formatCents(s.Charges)}</Fact>
      <Fact label="Payments">{formatCents(s.Payments)}</Fact>
      <Fact label="Dates">
        {s.FirstDate && s.LastDate ? (
          <Group gap={4}>
            <DateText value={s.FirstDate} /> – <DateText value={s.LastDate} />
          </Group>
        ) : (
          'None'
        )}
      </Fact>
    </SimpleGrid>
  );
}
