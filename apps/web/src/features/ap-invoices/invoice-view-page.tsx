import { formatCents, formatDate, InboxState } from '@hoa/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { RemoveApTransactionButton } from '../../widgets/remove-ap-transaction-button';
import { InvoiceCheckHistory } from '../ap-checks';
import { invoiceQuery } from './invoice-queries';

const stateNames: Record<number, string> = {
  [InboxState.Exception]: 'Exception inbox (draft)',
  [InboxState.Inbox]: 'AP inbox',
  [InboxState.Approval]: 'In approval',
  [InboxState.RejectionPending]: 'Rejection pending',
  [InboxState.Approved]: 'Approved',
  [InboxState.Rejected]: 'Rejected',
};

/** /ap/invoices/view/:itemID[/:source] and /review/:itemID — one invoice and its distribution. */
export function InvoiceViewPage() {
  const params = useParams({ strict: false });
  const itemID = Number(params.itemID ?? 0);
  const source = params.source === 'OCR' || params.source === 'VA' ? params.source : undefined;
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const go = useGo();
  const invoice = useQuery(invoiceQuery(itemID, source));
  if (invoice.isError) return <LoadError error={invoice.error} />;
  if (!invoice.data) return <PageLoader />;
  const v = invoice.data;
  const total = v.BillDistributionList.reduce((sum, line) => sum + line.ItemAmount, 0);
  return (
    <>
      <PageHeader
        title={`${v.TopsTxnTypeId === 90 ? 'Separate check' : 'Bill'} AP ${v.ItemId}`}
        subtitle={v.CommunityName ?? undefined}
        actions={
          <Group>
            {v.IsEditable ? (
              <Button
                onClick={() =>
                  void go(buildRoute(SiteMap.apInvoiceEdit, { communityAgentId, itemID: v.ItemId }))
                }
              >
                Edit
              </Button>
            ) : null}
            {v.InboxState === InboxState.Rejected ? null : (
              <RemoveApTransactionButton itemId={v.ItemId} />
            )}
          </Group>
        }
      />
      <Paper withBorder p="md" mb="sm">
        <Group mb="sm">
          <Badge data-testid="invoice-state">
            {stateNames[v.InboxState] ?? String(v.InboxState)}
          </Badge>
          {v.Source ? <Badge color="grape">{v.Source}</Badge> : null}
          {v.HasDefaultDistribution ? <Badge color="teal">Default distribution</Badge> : null}
          {v.IsDueDated ? <Badge color="orange">Due dated</Badge> : null}
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label="Vendor">{v.VendorDisplayName ?? '—'}</Fact>
          <Fact label="Invoice number">{v.InvoiceNumber ?? '—'}</Fact>
          <Fact label="Reference">{v.Reference ?? '—'}</Fact>
          <Fact label="Amount">{formatCents(v.TotalAmount)}</Fact>
          <Fact label="Invoice date">{v.InvoiceDate ? formatDate(v.InvoiceDate) : '—'}</Fact>
          <Fact label="Due date">{v.DueDate ? formatDate(v.DueDate) : '—'}</Fact>
          <Fact label="Paid">{formatCents(v.PaidAmount)}</Fact>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {v.BillDistributionList.map((line) => (
              <Table.Tr key={line.TopsItemAgentDetailId}>
                <Table.Td>
                  {line.AccountNumber} {line.AccountName}
                </Table.Td>
                <Table.Td ta="right">{formatCents(line.ItemAmount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th ta="right">{formatCents(total)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        {v.OcrText ? (
          <Text size="xs" c="dimmed" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {v.OcrText}
          </Text>
        ) : null}
      </Paper>
      {v.InboxState === InboxState.Approved ? (
        <InvoiceCheckHistory itemId={v.ItemId} vendorAgentId={v.VendorAgentId} />
      ) : null}
    </>
  );
}
