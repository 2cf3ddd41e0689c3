import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { portalBoard } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { portalApi } from '../app/api';
import { portalHref, PortalPaths } from '../app/portal-paths';
import { BoardTabs } from './board-tabs';

export const boardInboxKey = ['portal', 'board', 'inbox'] as const;

/** One decision inbox for a board member: the invoices awaiting the board's approval. */
export function BoardInboxPage() {
  const inbox = useQuery({
    queryKey: boardInboxKey,
    queryFn: () => portalApi.call(portalBoard.GetBoardInbox),
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Board decisions
      </Title>
      <BoardTabs value="inbox" />
      {inbox.isPending ? <Loader /> : null}
      {inbox.isError ? (
        <Alert color="red" title="The board inbox could not be loaded">
          {inbox.error.message}
        </Alert>
      ) : null}
      {inbox.data?.Invoices.length === 0 ? (
        <Alert color="gray" title="Nothing waits for the board">
          Invoices that need the board’s approval will appear here.
        </Alert>
      ) : null}
      {inbox.data && inbox.data.Invoices.length > 0 ? (
        <Text c="dimmed" size="sm">
          {inbox.data.Invoices.length === 1
            ? '1 invoice awaits the board’s approval.'
            : `${inbox.data.Invoices.length} invoices await the board’s approval.`}
        </Text>
      ) : null}
      {inbox.data?.Invoices.map((invoice) => (
        <UnstyledButton
          key={invoice.ItemId}
          component="a"
          href={portalHref(PortalPaths.boardInvoice(invoice.ItemId))}
          aria-label={`Invoice from ${invoice.VendorName} for ${formatCents(invoice.TotalCents)}`}
        >
          <Card withBorder radius="lg" padding="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text fw={700} truncate>
                  {invoice.VendorName}
                </Text>
                <Text size="sm" c="dimmed">
                  {invoice.InvoiceNumber ? `Invoice ${invoice.InvoiceNumber}` : 'Invoice'}
                  {invoice.DueDate ? ` · due ${invoice.DueDate}` : ''}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={700}>{formatCents(invoice.TotalCents)}</Text>
                <Badge variant="light">Decide</Badge>
              </Stack>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
