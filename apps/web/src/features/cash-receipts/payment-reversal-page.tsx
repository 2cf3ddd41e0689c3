import { contract } from '@hoa/contract';
import { formatCents, formatDate, OwnerLedgerMessages, StatusId } from '@hoa/domain';
import { Alert, Button, Paper, SimpleGrid, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { paymentSummaryQuery, positiveId, receiptRoute, receiptsKey } from './receipt-queries';

/**
 * /backout-payment/add/:itemId — an accrued backout payment (66) or NSF (44): what it puts back,
 * then Post, or Remove (which goes to the cash receipt activity, spec 3 §8).
 */
export function PaymentReversalPage() {
  const itemId = positiveId(useParams({ strict: false }).itemId);
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const summary = useQuery(paymentSummaryQuery(String(itemId)));
  const done = async () => client.invalidateQueries({ queryKey: receiptsKey });
  const post = useMutation({
    mutationFn: () =>
      api.call(contract.cashReceipts.PostPaymentReversal, { body: { TopsItemId: itemId } }),
    onSuccess: async (posted) => {
      await done();
      showSuccess(`${posted.TxnTypeName} #${posted.TopsItemId} posted.`);
      await go(receiptRoute(communityAgentId, posted));
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      api.call(contract.ownerLedger.RemoveItem, {
        body: { itemId, agentId: null, bypassValidation: true },
      }),
    onSuccess: async () => {
      await done();
      showSuccess(OwnerLedgerMessages.removed(itemId));
      await go(buildRoute(SiteMap.activityFeed, { communityAgentId, feed: 'CashReceipt' }));
    },
  });
  if (summary.isError) return <LoadError error={summary.error} />;
  const reversal = summary.data?.Payments[0];
  if (!reversal) return <PageLoader />;
  const isAccrued = reversal.TopsStatusId === StatusId.Accrued;
  return (
    <>
      <PageHeader
        title={`${reversal.TxnTypeName} #${reversal.TopsItemId}`}
        subtitle={`of payment #${reversal.TopsItemParentTxnId ?? ''}`}
        actions={
          isAccrued ? (
            <>
              <Button
                variant="default"
                color="red"
                loading={remove.isPending}
                onClick={() => {
                  if (window.confirm(OwnerLedgerMessages.confirmDelete)) remove.mutate();
                }}
              >
                Remove
              </Button>
              <Button onClick={() => post.mutate()} loading={post.isPending}>
                Post
              </Button>
            </>
          ) : null
        }
      />
      <Stack gap="sm">
        {isAccrued ? null : (
          <Alert color="green" variant="light">
            Posted.
          </Alert>
        )}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 2, md: 4 }} mb="sm">
            <Fact label="Owner">{reversal.OwnerName}</Fact>
            <Fact label="Date">{formatDate(reversal.EventDate)}</Fact>
            <Fact label="Reference">{reversal.Reference ?? '—'}</Fact>
            <Fact label="Amount">{formatCents(reversal.Amount)}</Fact>
          </SimpleGrid>
          <Table fz="sm" verticalSpacing={2} aria-label="Owed again">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Owed again on</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reversal.Applications.map((a) => (
                <Table.Tr key={a.TopsItemAgentDetailId}>
                  <Table.Td>{`${a.CodeAlias} ${a.CodeName}`}</Table.Td>
                  <Table.Td ta="right">{formatCents(a.Amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
    </>
  );
}
