import { formatCents } from '@hoa/domain';
import { Anchor, Badge, Paper, SimpleGrid, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ledgerItemRoute } from '../journal-entries';
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
      <Paper withBorder radius="sm">
        <Table aria-label={`Ledger lines of item ${i.TopsItemId}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Post Date</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Cost center</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Debit</Table.Th>
              <Table.Th ta="right">Credit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {i.Lines.map((line) => (
              <Table.Tr key={line.GlLineId}>
                <Table.Td>
                  <DateText value={line.PostDate} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    size="sm"
                    href={`#${buildRoute(SiteMap.glHistory, { accountId: line.TopsAccountId })}`}
                  >
                    {line.AccountNumber} {line.AccountName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{line.CostCenterNumber}</Table.Td>
                <Table.Td>{line.Description}</Table.Td>
                <Table.Td ta="right">{line.Debit ? formatCents(line.Debit) : ''}</Table.Td>
                <Table.Td ta="right">{line.Credit ? formatCents(line.Credit) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4} ta="right">
                Totals
              </Table.Th>
              <Table.Th ta="right">{formatCents(i.TotalDebit)}</Table.Th>
              <Table.Th ta="right">{formatCents(i.TotalCredit)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Paper>
    </Stack>
  );
}
