import type { CommunityItem } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Anchor, Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ledgerItemRoute } from '../../widgets/transaction-route';
import { communityItemQuery } from './gl-history-queries';

/** One item of a community with the ledger lines it posted (the GL community item view). */
export function ItemLedgerView({ itemId }: { itemId: number }) {
  const item = useQuery(communityItemQuery(itemId));
  if (!item.data) return item.isError ? <LoadError error={item.error} /> : <PageLoader />;
  const i = item.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="sm">
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
          <Fact label="Transaction">
            <Anchor size="sm" href={`#${ledgerItemRoute(i)}`}>
              {i.TxnTypeName} #{i.TopsItemId}
            </Anchor>
          </Fact>
          <Fact label="Status">
            <Badge variant="light">{i.StatusName}</Badge>
          </Fact>
          <Fact label="Post Date">
            <DateText value={i.PostDate} />
          </Fact>
          <Fact label="Reference">{i.Reference}</Fact>
          <Fact label="Description">{i.Description}</Fact>
        </SimpleGrid>
      </Paper>
      <DataGrid
        aria-label={`Ledger lines of item ${i.TopsItemId}`}
        rows={i.Lines}
        columns={lineColumns}
        rowKey={lineKey}
        empty="This item posted no ledger lines."
        bar={
          <Text size="sm" fw={600} ml="auto">
            {`Totals: debit ${formatCents(i.TotalDebit)} · credit ${formatCents(i.TotalCredit)}`}
          </Text>
        }
      />
    </Stack>
  );
}

type ItemLine = CommunityItem['Lines'][number];

const lineKey = (line: ItemLine) => line.GlLineId;
const amount = (cents: number) => (cents ? formatCents(cents) : '');

const lineColumns: GridColumn<ItemLine>[] = [
  {
    id: 'date',
    header: 'Post Date',
    width: 110,
    cell: (line) => <DateText value={line.PostDate} />,
  },
  {
    id: 'account',
    header: 'Account',
    width: 260,
    cell: (line) => (
      <Anchor
        size="sm"
        href={`#${buildRoute(SiteMap.glHistory, { accountId: line.TopsAccountId })}`}
      >
        {line.AccountNumber} {line.AccountName}
      </Anchor>
    ),
  },
  { id: 'cost-center', header: 'Cost center', width: 100, cell: (line) => line.CostCenterNumber },
  { id: 'description', header: 'Description', width: 260, cell: (line) => line.Description },
  { id: 'debit', header: 'Debit', width: 120, money: true, cell: (line) => amount(line.Debit) },
  { id: 'credit', header: 'Credit', width: 120, money: true, cell: (line) => amount(line.Credit) },
];
