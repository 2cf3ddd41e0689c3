import { Alert, Button, Card, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { portalBoard } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { portalApi } from '../app/api';
import { NextStepLine } from '../app/item-widgets';
import { boardInboxKey } from './board-inbox-page';
import { DecisionPage } from './decision-page';

/**
 * An invoice awaiting the board: what it is for (its GL coding), the vendor's recent invoices,
 * and the decision: approve, or reject with a reason.
 */
export function BoardInvoicePage() {
  // The portal's router is not the registered one, whose types its hooks carry: read the path.
  const itemId = useRouterState({
    select: (state) => Number(/^\/board\/invoice\/(\d+)$/.exec(state.location.pathname)?.[1] ?? 0),
  });
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const invoice = useQuery({
    queryKey: ['portal', 'board', 'invoice', itemId],
    queryFn: () => portalApi.call(portalBoard.GetBoardInvoice, { query: { ItemId: itemId } }),
    enabled: done === null,
  });
  const decide = useMutation({
    mutationFn: (approve: boolean) =>
      approve
        ? portalApi.call(portalBoard.BoardApproveInvoice, {
            body: { ItemId: itemId, Reason: null },
          })
        : portalApi.call(portalBoard.BoardRejectInvoice, {
            body: { ItemId: itemId, Reason: reason },
          }),
    onSuccess: async (answer) => {
      setDone(answer.Message);
      await queryClient.invalidateQueries({ queryKey: boardInboxKey });
    },
  });

  return (
    <DecisionPage
      decision={invoice}
      done={done}
      doneTitle="Your decision is recorded"
      notAwaitingTitle="This invoice is not awaiting the board"
      title={(data) => data.VendorName}
      subtitle={(data) => (
        <>
          {data.InvoiceNumber ? `Invoice ${data.InvoiceNumber}` : 'Invoice'}
          {data.InvoiceDate ? ` of ${formatDate(data.InvoiceDate)}` : ''} · {data.CommunityName}
        </>
      )}
    >
      {(data) => (
        <>
          <Card withBorder radius="lg" padding="md">
            <Group justify="space-between">
              <Text>Amount</Text>
              <Text fw={700} size="xl">
                {formatCents(data.TotalCents)}
              </Text>
            </Group>
            <NextStepLine nextStep={data.NextStep} />
            {data.HasDocument ? (
              <Button
                component="a"
                href={portalBoard.GetBoardInvoiceDocument.path.replace(
                  ':itemId',
                  String(data.ItemId),
                )}
                target="_blank"
                rel="noreferrer"
                variant="light"
                mt="sm"
                fullWidth
              >
                Open the invoice document
              </Button>
            ) : (
              <Text size="sm" c="dimmed" mt="xs">
                No scanned invoice is attached.
              </Text>
            )}
          </Card>
          <Title order={2} size="h4">
            What it is charged to
          </Title>
          <Table>
            <Table.Tbody>
              {data.Distribution.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{line.AccountName || 'Not coded yet'}</Table.Td>
                  <Table.Td ta="right">{formatCents(line.AmountCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={2} size="h4">
            This vendor’s recent invoices
          </Title>
          {data.VendorRecentInvoices.length === 0 ? (
            <Text c="dimmed" size="sm">
              No other invoices from this vendor.
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {data.VendorRecentInvoices.map((other) => (
                  <Table.Tr key={other.ItemId}>
                    <Table.Td>{other.InvoiceDate ?? ''}</Table.Td>
                    <Table.Td>{other.Status}</Table.Td>
                    <Table.Td ta="right">{formatCents(other.TotalCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {decide.isError ? (
            <Alert color="red" title="Not recorded">
              {decide.error.message}
            </Alert>
          ) : null}
          {rejecting ? (
            <Stack gap="sm">
              <Textarea
                label="Why do you reject it?"
                description="The management company sees your reason."
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                maxLength={500}
                autosize
                minRows={3}
                data-autofocus
              />
              <Button
                size="md"
                color="red"
                disabled={reason.trim() === ''}
                loading={decide.isPending}
                onClick={() => decide.mutate(false)}
              >
                Reject invoice
              </Button>
              <Button size="md" variant="subtle" onClick={() => setRejecting(false)}>
                Cancel
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm">
              <Button size="lg" loading={decide.isPending} onClick={() => decide.mutate(true)}>
                Approve {formatCents(data.TotalCents)}
              </Button>
              <Button size="md" variant="light" color="red" onClick={() => setRejecting(true)}>
                Reject…
              </Button>
            </Stack>
          )}
        </>
      )}
    </DecisionPage>
  );
}
