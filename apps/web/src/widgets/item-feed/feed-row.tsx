import type { FeedItem } from '@hoa/contract';
import { feedGroupOf, formatCents, StatusId, TxnTypeId, type FeedFilter } from '@hoa/domain';
import { Anchor, Badge, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useGo } from '../../app/navigation';
import { DateText } from '../date-text';
import { FeedActions } from './feed-actions';
import { FeedRowDetail } from './feed-row-detail';
import { agentProfileRoute, noteViewRoute } from './feed-routes';

const groupColor: Readonly<Record<FeedFilter, string>> = {
  accounting: 'teal',
  communication: 'blue',
  management: 'orange',
  all: 'gray',
};

/** One feed item; expanding it loads its detail once and keeps it. */
export function FeedRow({ item }: { item: FeedItem }) {
  const go = useGo();
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const view = noteViewRoute({ ...item, TxnType: item.TopsTxnTypeId });
  const title = `${item.TxnTypeName} #${item.TopsItemId}`;
  return (
    <Paper withBorder radius="sm" px="sm" py={6} role="listitem" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <UnstyledButton
          style={{ flex: 1, minWidth: 0 }}
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Hide' : 'Show'} details of ${title}`}
          onClick={() => {
            setExpanded(!expanded);
            setOpened(true);
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" w={78} style={{ flexShrink: 0 }}>
              <DateText value={item.EventDate} />
            </Text>
            <Badge size="sm" variant="light" color={groupColor[feedGroupOf(item.TopsTxnTypeId)]}>
              {item.TxnTypeName}
            </Badge>
            <Text size="sm" truncate="end" fw={500}>
              {item.Comments ?? item.Reference ?? title}
            </Text>
          </Group>
        </UnstyledButton>
        <Group gap={6} wrap="nowrap">
          {item.AgentName && item.TopsAgentId !== null ? (
            <Anchor
              size="xs"
              href={`#${agentProfileRoute(item.TopsAgentId)}`}
              onClick={(event) => {
                event.preventDefault();
                if (item.TopsAgentId !== null) void go(agentProfileRoute(item.TopsAgentId));
              }}
            >
              {item.AgentName}
            </Anchor>
          ) : null}
          {item.ItemCount > 1 ? (
            <Text size="xs" c="dimmed">
              +{item.ItemCount - 1} more
            </Text>
          ) : null}
          {item.Amount > 0 ? (
            <Text size="xs" ff="monospace">
              {formatCents(item.Amount)}
            </Text>
          ) : null}
          {item.NoteCount > 0 ? (
            <Badge size="xs" variant="outline" color="gray">
              {item.NoteCount} {item.NoteCount === 1 ? 'note' : 'notes'}
            </Badge>
          ) : null}
          {item.IsPaid ? (
            <Badge size="xs" color="green">
              Paid
            </Badge>
          ) : null}
          {item.IsVoid ? (
            <Badge size="xs" color="red">
              Void
            </Badge>
          ) : null}
          {item.IsDigitalPayment ? <Badge size="xs">Digital</Badge> : null}
          {item.TopsTxnTypeId === TxnTypeId.Comment ? null : (
            <Badge
              size="xs"
              variant="dot"
              color={item.TopsStatusId === StatusId.Open ? 'orange' : 'gray'}
            >
              {item.StatusName}
            </Badge>
          )}
          {view ? (
            <Anchor
              size="xs"
              href={`#${view}`}
              onClick={(event) => {
                event.preventDefault();
                void go(view);
              }}
            >
              View
            </Anchor>
          ) : null}
          <FeedActions item={item} />
        </Group>
      </Group>
      <Collapse in={expanded}>{opened ? <FeedRowDetail item={item} /> : null}</Collapse>
    </Paper>
  );
}
