import type { OwnerPayment } from '@hoa/contract';
import {
  formatCents,
  formatDate,
  pagerPages,
  PaymentSummaryPaging,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { paymentSummaryQuery, receiptRoute, statusLabel } from './receipt-queries';
import { ReversalModal } from './reversal-modal';

const { pageSize, buttons } = PaymentSummaryPaging;

/** /owner-payments/summary/:itemIDs — posted payments, 5 a page, with what each paid. */
export function CashReceiptSummaryPage() {
  const itemIDs = String(useParams({ strict: false }).itemIDs ?? '');
  const summary = useQuery(paymentSummaryQuery(itemIDs));
  const [page, setPage] = useState(1);
  const go = useGo();
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  if (summary.isError) return <LoadError error={summary.error} />;
  if (!summary.data) return <PageLoader />;
  const payments = summary.data.Payments;
  const pageCount = Math.max(1, Math.ceil(payments.length / pageSize));
  const shown = payments.slice((page - 1) * pageSize, page * pageSize);
  const total = payments.reduce((sum, p) => sum + p.Amount, 0);
  return (
    <>
      <PageHeader
        title="Owner payment summary"
        subtitle={`${payments.length} transaction${payments.length === 1 ? '' : 's'} · ${formatCents(total)}`}
        actions={
          <Button
            variant="default"
            onClick={() => void go(buildRoute(SiteMap.cashReceiptsIndex, { communityAgentId }))}
          >
            Cash receipts
          </Button>
        }
      />
      <Stack gap="sm">
        {shown.map((payment) => (
          <PaymentCard key={payment.TopsItemAgentId} payment={payment} />
        ))}
        {pageCount > 1 ? (
          <Group justify="center" gap={4} aria-label="Pages">
            <Button
              size="compact-sm"
              variant="default"
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            >
              ‹
            </Button>
            {pagerPages(page, pageCount, buttons).map((n) => (
              <Button
                key={n}
                size="compact-sm"
                variant={n === page ? 'filled' : 'default'}
                onClick={() => setPage(n)}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Button>
            ))}
            <Button
              size="compact-sm"
              variant="default"
              disabled={page === pageCount}
              onClick={() => setPage(page + 1)}
            >
              ›
            </Button>
          </Group>
        ) : null}
      </Stack>
    </>
  );
}

function PaymentCard({ payment }: { payment: OwnerPayment }) {
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const go = useGo();
  const [reversal, setReversal] = useState<number | null>(null);
  const isReversal =
    payment.TopsTxnTypeId === TxnTypeId.Nsf || payment.TopsTxnTypeId === TxnTypeId.BackoutPayment;
  const canReverse =
    !isReversal && payment.TopsStatusId === StatusId.Posted && payment.ReversalItemId === null;
  const open = (itemId: number, txnTypeId: number, statusId: number) =>
    void go(
      receiptRoute(communityAgentId, {
        TopsItemId: itemId,
        TopsTxnTypeId: txnTypeId,
        TopsStatusId: statusId,
      }),
    );
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{`${payment.TxnTypeName} #${payment.TopsItemId}`}</Text>
          <Badge
            variant="light"
            color={payment.TopsStatusId === StatusId.Posted ? 'green' : 'yellow'}
          >
            {statusLabel(payment.TopsStatusId)}
          </Badge>
        </Group>
        <Group gap="xs">
          {payment.ReversalItemId !== null ? (
            <Button
              size="xs"
              variant="subtle"
              onClick={() =>
                open(payment.ReversalItemId ?? 0, payment.ReversalTxnTypeId ?? 0, StatusId.Posted)
              }
            >
              {payment.ReversalTxnTypeId === TxnTypeId.Nsf ? 'Returned NSF' : 'Backed out'}
            </Button>
          ) : null}
          {isReversal && payment.TopsItemParentTxnId !== null ? (
            <Button
              size="xs"
              variant="subtle"
              onClick={() =>
                open(
                  payment.TopsItemParentTxnId ?? 0,
                  TxnTypeId.CashReceiptsManual,
                  StatusId.Posted,
                )
              }
            >
              {`Payment #${payment.TopsItemParentTxnId}`}
            </Button>
          ) : null}
          {canReverse ? (
            <>
              <Button
                size="xs"
                variant="default"
                onClick={() => setReversal(TxnTypeId.BackoutPayment)}
              >
                Back out payment
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => setReversal(TxnTypeId.Nsf)}
              >
                Return NSF
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 6 }} mb="sm">
        <Fact label="Owner">{payment.OwnerName}</Fact>
        <Fact label="Account">{payment.AccountNumber ?? '—'}</Fact>
        <Fact label="Date">{formatDate(payment.EventDate)}</Fact>
        <Fact label="Bank account">{payment.BankAccountName ?? '—'}</Fact>
        <Fact label="Check">{payment.CheckNumber ?? '—'}</Fact>
        <Fact label="Amount">{formatCents(payment.Amount)}</Fact>
      </SimpleGrid>
      <Table fz="sm" verticalSpacing={2} aria-label={`What #${payment.TopsItemId} paid`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{isReversal ? 'Owed again on' : 'Paid on'}</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payment.Applications.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text size="sm" c="dimmed">
                  Applied to the owner’s charges when posted.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {payment.Applications.map((a) => (
            <Table.Tr key={a.TopsItemAgentDetailId}>
              <Table.Td>{`${a.CodeAlias} ${a.CodeName}${a.IsPrepaid && !isReversal ? ' (credit)' : ''}`}</Table.Td>
              <Table.Td ta="right">{formatCents(a.Amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {reversal !== null ? (
        <ReversalModal payment={payment} txnTypeId={reversal} onClose={() => setReversal(null)} />
      ) : null}
    </Paper>
  );
}
