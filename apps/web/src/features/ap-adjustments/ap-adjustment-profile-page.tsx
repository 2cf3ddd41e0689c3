import { formatCents, formatDate, StatusId } from '@hoa/domain';
import { Badge, Paper, SimpleGrid, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { buildRoute, SiteMap } from '../../app/site-map';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { adjustmentQuery } from './adjustment-queries';
import { RemoveApTransactionButton } from '../../widgets/remove-ap-transaction-button';

/** The profile of an AP adjustment: its invoice, direction, lines; Remove while it stands. */
export function ApAdjustmentProfilePage() {
  const params = useParams({ strict: false });
  const itemId = Number(params.itemId);
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const query = useQuery(adjustmentQuery(itemId));
  if (query.isError) return <LoadError error={query.error} />;
  if (!query.data) return <PageLoader />;
  const a = query.data;
  const removed = a.StatusId === StatusId.Deleted;
  return (
    <>
      <PageHeader
        title={`AP adjustment ${String(a.ItemId)}`}
        subtitle={a.VendorDisplayName}
        actions={removed ? null : <RemoveApTransactionButton itemId={a.ItemId} />}
      />
      <Paper withBorder p="sm" mb="sm">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label="Invoice">
            <a
              href={buildRoute(SiteMap.apInvoiceView, {
                communityAgentId,
                itemID: a.InvoiceItemId,
              })}
            >
              {a.InvoiceNumber ?? String(a.InvoiceItemId)}
            </a>
          </Fact>
          <Fact label="Date">{formatDate(a.AdjustmentDate)}</Fact>
          <Fact label="Change">
            <Badge color={a.IsIncrease ? 'orange' : 'teal'}>
              {a.IsIncrease ? 'Increase' : 'Decrease'} {formatCents(a.Amount)}
            </Badge>
          </Fact>
          <Fact label="Status">{removed ? 'Removed' : 'Posted'}</Fact>
          <Fact label="Reference">{a.Reference ?? ''}</Fact>
          <Fact label="Invoice total">{formatCents(a.InvoiceTotal)}</Fact>
          <Fact label="Paid on invoice">{formatCents(a.InvoicePaid)}</Fact>
        </SimpleGrid>
      </Paper>
      <Table fz="sm" striped aria-label="Adjustment lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {a.Lines.map((line, i) => (
            <Table.Tr key={`${String(line.AccountId)}-${String(i)}`}>
              <Table.Td>{line.AccountName}</Table.Td>
              <Table.Td ta="right">{formatCents(line.Amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
