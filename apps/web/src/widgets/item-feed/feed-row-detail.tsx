import type { FeedItem, ItemAgentGraph } from '@hoa/contract';
import { formatCents, isNoteTxnType } from '@hoa/domain';
import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateText, DateTimeText } from '../date-text';
import { Fact } from '../fact';
import { LoadError } from '../load-error';
import { PageLoader } from '../page-loader';
import { FeedComments } from './feed-comments';
import { itemAgentGraphQuery, noteItemQuery, type FeedParty } from './feed-queries';

/** What an expanded feed row shows: a note's text, or a transaction's facts, lines and comments. */
export function FeedRowDetail({ item }: { item: FeedItem }) {
  const txnType = item.TopsTxnTypeId;
  if (isNoteTxnType(txnType)) return <NoteDetail txnType={txnType} itemId={item.TopsItemId} />;
  if (item.TopsItemAgentId !== null) {
    return <TransactionDetail party={{ itemAgentId: item.TopsItemAgentId }} />;
  }
  if (item.TopsAgentId !== null) {
    return <TransactionDetail party={{ itemId: item.TopsItemId, agentId: item.TopsAgentId }} />;
  }
  return (
    <Text size="xs" c="dimmed" pt="xs">
      This transaction has no parties.
    </Text>
  );
}

function NoteDetail({ txnType, itemId }: { txnType: 64 | 65; itemId: number }) {
  const note = useQuery(noteItemQuery(txnType, itemId));
  if (!note.data) return note.isError ? <LoadError error={note.error} /> : <PageLoader />;
  const { Note, AssignedAgents, StartDate, EndDate } = note.data;
  return (
    <Stack gap={4} pt="xs">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {Note.Description || 'No description.'}
      </Text>
      <Text size="xs" c="dimmed">
        About {Note.AgentName}
        {AssignedAgents.length > 0
          ? ` · assigned to ${AssignedAgents.map((a) => a.DisplayName).join(', ')}`
          : ''}
        {StartDate ? ' · from ' : ''}
        <DateText value={StartDate} />
        {EndDate ? ' to ' : ''}
        <DateText value={EndDate} />
      </Text>
    </Stack>
  );
}

function TransactionDetail({ party }: { party: FeedParty }) {
  const graph = useQuery(itemAgentGraphQuery(party));
  if (!graph.data) return graph.isError ? <LoadError error={graph.error} /> : <PageLoader />;
  const { Item, ItemAgents, Details } = graph.data;
  return (
    <Stack gap="xs" pt="xs">
      <SimpleGrid cols={4} spacing="xs">
        <Fact size="xs" label="Reference">
          {Item.Reference ?? '—'}
        </Fact>
        <Fact size="xs" label="Post date">
          {Item.PostDate ? <DateText value={Item.PostDate} /> : '—'}
        </Fact>
        <Fact size="xs" label="Created">
          <DateTimeText value={Item.DateCreated} />
        </Fact>
        <Fact size="xs" label="Parties">
          {ItemAgents.map((a) => a.AgentName).join(', ') || '—'}
        </Fact>
      </SimpleGrid>
      {Item.Description ? <Text size="sm">{Item.Description}</Text> : null}
      {Details.length > 0 ? <Lines details={Details} /> : null}
      <FeedComments item={Item} />
    </Stack>
  );
}

function Lines({ details }: { details: ItemAgentGraph['Details'] }) {
  return (
    <Table withTableBorder fz="xs" verticalSpacing={2} aria-label="Transaction lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Code</Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {details.map((line, i) => (
          <Table.Tr key={line.TopsItemAgentDetailId ?? `${String(line.TopsCodeId)}-${String(i)}`}>
            <Table.Td>{line.CodeAlias ?? '—'}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {line.AccountNumber ?? ''} {line.AccountName ?? '—'}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{line.IsDebit ? formatCents(line.Amount) : ''}</Table.Td>
            <Table.Td ta="right">{line.IsDebit ? '' : formatCents(line.Amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
