import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { goTo, portalHref, PortalPaths } from '../app/portal-paths';

/**
 * The frame of a decision the board member takes (an invoice, an architectural vote): once
 * recorded, the server's message and the way back to the inbox; while loading, a loader; when
 * the decision no longer waits (404), why; else its page under a link back and its heading.
 */
export function DecisionPage<T>(props: {
  decision: UseQueryResult<T>;
  /** The server's message once the decision is recorded, else null. */
  done: string | null;
  doneTitle: string;
  notAwaitingTitle: string;
  title: (data: T) => string;
  subtitle: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { decision } = props;
  if (props.done !== null)
    return (
      <Stack gap="md">
        <Alert color="green" title={props.doneTitle}>
          {props.done}
        </Alert>
        <Button size="md" onClick={() => goTo(PortalPaths.board)}>
          Back to board decisions
        </Button>
      </Stack>
    );
  if (decision.isPending) return <Loader />;
  if (decision.isError)
    return (
      <Stack gap="md">
        <Alert color="red" title={props.notAwaitingTitle}>
          {decision.error.message}
        </Alert>
        <Anchor href={portalHref(PortalPaths.board)}>Back to board decisions</Anchor>
      </Stack>
    );
  const data = decision.data;
  return (
    <Stack gap="md">
      <Anchor href={portalHref(PortalPaths.board)} size="sm">
        ← Board decisions
      </Anchor>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {props.title(data)}
        </Title>
        <Text c="dimmed">{props.subtitle(data)}</Text>
      </Stack>
      {props.children(data)}
    </Stack>
  );
}
