import { contract, type LockboxPayment, type LockboxReceivedPayment } from '@hoa/contract';
import { formatCents, formatDate, StatusId } from '@hoa/domain';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { showError, showSuccess } from '../../app/toasts';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { batchQuery, downloadLockboxPdf, lockboxKey } from './lockbox-queries';
import { PaymentsGrid, unchangedEdit, type PaymentEdit } from './payments-grid';

/** Review of a lockbox batch: fix or remove the exceptions, then post its cash receipts. */
export function LockboxBatchPage() {
  const { lockboxBatchId } = useParams({ strict: false });
  const id = Number(lockboxBatchId);
  const community = useCurrentCommunity();
  const go = useGo();
  const client = useQueryClient();
  const batch = useQuery(batchQuery(id));
  const [edits, setEdits] = useState<Record<number, PaymentEdit>>({});
  const change = useCallback(
    (p: LockboxPayment, patch: Partial<PaymentEdit>) =>
      setEdits((all) => ({
        ...all,
        [p.LockboxPaymentId]: { ...(all[p.LockboxPaymentId] ?? unchangedEdit(p)), ...patch },
      })),
    [],
  );
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.lockbox.UpdateBatch, {
        body: {
          batch: {
            LockboxBatchId: id,
            Payments: Object.entries(edits).map(([paymentId, e]) => {
              if (e.Amount === null) throw new Error('Enter the amount of every changed line.');
              return {
                LockboxPaymentId: Number(paymentId),
                AccountNumber: e.AccountNumber.trim(),
                Amount: e.Amount,
                IsRemoved: e.IsRemoved,
              };
            }),
          },
        },
      }),
    onSuccess: async (updated) => {
      setEdits({});
      client.setQueryData(batchQuery(id).queryKey, updated);
      await client.invalidateQueries({ queryKey: lockboxKey });
      showSuccess(
        updated.ExceptionCount === 0
          ? 'All exceptions are resolved.'
          : `${updated.ExceptionCount} exceptions remain.`,
      );
    },
  });
  const post = useMutation({
    mutationFn: () =>
      api.call(contract.lockbox.PostCashReceiptItems, { body: { LockboxBatchId: id } }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: lockboxKey });
      showSuccess(
        `Posted ${result.PostedCount} lockbox payments, ${formatCents(result.PostedTotal)}.`,
      );
      if (result.NotPosted.length > 0)
        showError(
          new Error(`${result.NotPosted.length} payments with exceptions were not posted.`),
        );
    },
  });
  // Before posting: checks received since the import open the duplicate-lockbox modal.
  const [received, setReceived] = useState<LockboxReceivedPayment[] | null>(null);
  const checkThenPost = useMutation({
    mutationFn: () =>
      api.call(contract.lockbox.CheckCashReceiptsExist, { query: { lockboxBatchId: id } }),
    onSuccess: (answer) => {
      if (answer.Exists) setReceived(answer.Receipts);
      else post.mutate();
    },
  });
  const lockboxPage = () =>
    go(buildRoute(SiteMap.lockbox, { communityAgentId: community.CommunityAgentId }));
  const discard = useMutation({
    mutationFn: () =>
      api.call(contract.lockbox.TruncateTransactions, { query: { lockboxBatchId: id } }),
    onSuccess: async () => {
      showSuccess(`Lockbox batch ${id} was discarded.`);
      await lockboxPage();
      client.removeQueries({ queryKey: batchQuery(id).queryKey });
      await client.invalidateQueries({ queryKey: lockboxKey });
    },
  });
  if (batch.isPending) return <PageLoader />;
  if (batch.isError) return <LoadError error={batch.error} />;
  const b = batch.data;
  const unposted = b.TopsStatusId === StatusId.Accrued;
  const dirty = Object.keys(edits).length > 0;
  const badEdit = Object.values(edits).some(
    (e) => !e.AccountNumber.trim() || e.Amount === null || e.Amount <= 0,
  );
  return (
    <>
      <PageHeader
        title={`Lockbox batch ${b.LockboxBatchId}`}
        subtitle={`${community.DisplayName} · ${b.BankAccountName} · deposit ${formatDate(b.DepositDate)} · ${b.FileName}`}
        actions={
          <>
            <Button variant="default" onClick={() => void lockboxPage()}>
              Back to lockbox
            </Button>
            <Button variant="default" onClick={() => void downloadLockboxPdf(id).catch(showError)}>
              Print PDF
            </Button>
            {unposted ? (
              <>
                <Button
                  variant="default"
                  disabled={!dirty || badEdit}
                  loading={save.isPending}
                  onClick={() => save.mutate()}
                >
                  Save changes
                </Button>
                <Button
                  variant="default"
                  color="red"
                  loading={discard.isPending}
                  onClick={() =>
                    openConfirm({
                      title: 'Discard lockbox batch',
                      message: `Discard lockbox batch ${b.LockboxBatchId}? Its ${b.PaymentCount} payments (${formatCents(b.Total)}) are removed and ${b.FileName} can be uploaded again. Nothing is posted.`,
                      confirmLabel: 'Discard batch',
                      danger: true,
                      onConfirm: () => discard.mutate(),
                    })
                  }
                >
                  Discard batch
                </Button>
                <Button
                  disabled={dirty}
                  loading={checkThenPost.isPending || post.isPending}
                  onClick={() => checkThenPost.mutate()}
                >
                  Post batch
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {unposted && b.ExceptionCount > 0 ? (
        <Alert
          color="orange"
          mb="sm"
          title={
            b.ExceptionCount === 1
              ? '1 payment needs review'
              : `${b.ExceptionCount} payments need review`
          }
        >
          Correct the account number or amount, or remove the payment. Payments still in exception
          are not posted.
        </Alert>
      ) : null}
      <Modal
        opened={received !== null}
        onClose={() => setReceived(null)}
        title="Duplicate lockbox payments"
        size="lg"
        centered
      >
        <Stack>
          <Text size="sm">
            These checks were already received as cash receipts. Posting leaves them out as
            exceptions, so no payment is received twice.
          </Text>
          <Table fz="sm" aria-label="Payments already received">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Check</Table.Th>
                <Table.Th>Received</Table.Th>
                <Table.Th>Receipt</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(received ?? []).map((r) => (
                <Table.Tr key={r.LockboxPaymentId}>
                  <Table.Td>{r.LineNumber}</Table.Td>
                  <Table.Td>{r.OwnerName ?? r.AccountNumber}</Table.Td>
                  <Table.Td>{r.CheckNumber}</Table.Td>
                  <Table.Td>{formatDate(r.ReceivedOn)}</Table.Td>
                  <Table.Td>#{r.TopsItemId}</Table.Td>
                  <Table.Td ta="right">{formatCents(r.Amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReceived(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setReceived(null);
                post.mutate();
              }}
            >
              Post the other payments
            </Button>
          </Group>
        </Stack>
      </Modal>
      <PaymentsGrid
        payments={b.Payments}
        edits={edits}
        unposted={unposted}
        onChange={change}
        bar={
          <Text size="sm">
            {b.PaymentCount} payments · {formatCents(b.Total)} · {b.PostedCount} posted
            {dirty ? ` · ${Object.keys(edits).length} changed, not saved` : ''}
          </Text>
        }
      />
    </>
  );
}
