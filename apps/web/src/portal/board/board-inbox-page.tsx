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
import type { ReactNode } from 'react';
import { portalBoard } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { portalApi } from '../app/api';
import { NextStepLine } from '../app/item-widgets';
import { portalHref, PortalPaths } from '../app/portal-paths';
import { BoardTabs } from './board-tabs';

export const boardInboxKey = ['portal', 'board', 'inbox'] as const;

/** One decision of the inbox: a tappable card with what happens next. */
function DecisionCard(props: {
  href: string;
  label: string;
  title: string;
  detail: string;
  aside: ReactNode;
  nextStep: string;
}) {
  return (
    <UnstyledButton component="a" href={props.href} aria-label={props.label}>
      <Card withBorder radius="lg" padding="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {props.title}
            </Text>
            <Text size="sm" c="dimmed">
              {props.detail}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            {props.aside}
          </Stack>
        </Group>
        <NextStepLine nextStep={props.nextStep} />
      </Card>
    </UnstyledButton>
  );
}

/**
 * One decision inbox for a board member: the architectural requests awaiting their vote and the
 * invoices awaiting the board's approval, each with what happens next.
 */
export function BoardInboxPage() {
  const inbox = useQuery({
    queryKey: boardInboxKey,
    queryFn: () => portalApi.call(portalBoard.GetBoardInbox),
  });
  const votes = inbox.data?.ArchitecturalRequests ?? [];
  const invoices = inbox.data?.Invoices ?? [];
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
      {inbox.data && votes.length + invoices.length === 0 ? (
        <Alert color="gray" title="Nothing waits for the board">
          Invoices that need the board’s approval and architectural requests that need your vote
          will appear here.
        </Alert>
      ) : null}
      {votes.length > 0 ? (
        <Stack gap="sm" component="section" aria-label="Architectural requests">
          <Title order={2} size="h4">
            {votes.length === 1
              ? '1 architectural request awaits your vote'
              : `${String(votes.length)} architectural requests await your vote`}
          </Title>
          {votes.map((request) => (
            <DecisionCard
              key={request.TopsItemId}
              href={portalHref(PortalPaths.boardArchitectural(request.TopsItemId))}
              label={`Architectural request: ${request.Subject} at ${request.PropertyName}`}
              title={request.Subject}
              detail={`${request.CodeName} · ${request.PropertyName} · received ${formatDate(request.ReceivedDate)}`}
              aside={<Badge variant="light">Vote</Badge>}
              nextStep={request.NextStep}
            />
          ))}
        </Stack>
      ) : null}
      {invoices.length > 0 ? (
        <Stack gap="sm" component="section" aria-label="Invoices">
          <Title order={2} size="h4">
            {invoices.length === 1
              ? '1 invoice awaits the board’s approval'
              : `${String(invoices.length)} invoices await the board’s approval`}
          </Title>
          {invoices.map((invoice) => (
            <DecisionCard
              key={invoice.ItemId}
              href={portalHref(PortalPaths.boardInvoice(invoice.ItemId))}
              label={`Invoice from ${invoice.VendorName} for ${formatCents(invoice.TotalCents)}`}
              title={invoice.VendorName}
              detail={invoice.InvoiceNumber ? `Invoice ${invoice.InvoiceNumber}` : 'Invoice'}
              aside={
                <>
                  <Text fw={700}>{formatCents(invoice.TotalCents)}</Text>
                  <Badge variant="light">Decide</Badge>
                </>
              }
              nextStep={invoice.NextStep}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
