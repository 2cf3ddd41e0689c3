import type { AgentLink } from '@hoa/contract';
import { agentTypeLabel } from '@hoa/domain';
import {
  Anchor,
  Breadcrumbs,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  type MantineSize,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useGo } from '../../app/navigation';
import { AgentAvatar } from './agent-avatar';
import { AgentBadges, AgentName, contactLines, type AgentCardData } from './agent-card-parts';

/** The five modes of the agent card widget (spec 1 §2.6). */
export type AgentCardMode = 'card' | 'list' | 'header' | 'info' | 'profiler';

export interface AgentCardProps {
  agent: AgentCardData;
  mode: AgentCardMode;
  /** The profile's route; without it the name is plain text. */
  href?: string;
  /** Header mode: the parent chain, root first, each with its route. */
  parents?: readonly { link: AgentLink; href: string }[];
  /** Header mode: the page's buttons. */
  actions?: ReactNode;
}

/**
 * An agent at a glance. card: a bordered tile for grids; list: one dense row; header: the top of
 * a profile page; info: an inline reference; profiler: a narrow panel with every contact line.
 */
export function AgentCard(props: AgentCardProps) {
  switch (props.mode) {
    case 'card':
      return <CardMode {...props} />;
    case 'list':
      return <ListMode {...props} />;
    case 'header':
      return <HeaderMode {...props} />;
    case 'info':
      return <InfoMode {...props} />;
    case 'profiler':
      return <ProfilerMode {...props} />;
  }
}

function Thumb({ agent, size }: { agent: AgentCardData; size?: MantineSize | number }) {
  return (
    <AgentAvatar
      displayName={agent.DisplayName}
      agentTypeId={agent.TopsAgentTypeId}
      pictureAttachmentId={agent.ProfilePictureAttachmentId}
      size={size}
    />
  );
}

function CardMode({ agent, href }: AgentCardProps) {
  return (
    <Paper withBorder p="sm" radius="sm" role="article" aria-label={agent.DisplayName}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Thumb agent={agent} size="lg" />
        <Stack gap={4} miw={0}>
          <AgentName agent={agent} href={href} />
          <AgentBadges agent={agent} />
          {contactLines(agent).map((line) => (
            <Text key={line.label} size="xs" c="dimmed" truncate>
              {line.text}
            </Text>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}

function ListMode({ agent, href }: AgentCardProps) {
  const summary = contactLines(agent)
    .map((line) => line.text)
    .join(' · ');
  return (
    <Group wrap="nowrap" gap="sm" py={6} px="xs" role="listitem" aria-label={agent.DisplayName}>
      <Thumb agent={agent} size="sm" />
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <AgentName agent={agent} href={href} />
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {agentTypeLabel(agent.TopsAgentTypeId)}
            {agent.IsDeleted ? ' · Deleted' : ''}
          </Text>
        </Group>
        {summary ? (
          <Text size="xs" c="dimmed" truncate title={summary}>
            {summary}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

function HeaderMode({ agent, parents = [], actions }: AgentCardProps) {
  const go = useGo();
  const summary = contactLines(agent)
    .map((line) => line.text)
    .join(' · ');
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
      <Group wrap="nowrap" gap="md" align="center">
        <Thumb agent={agent} size={64} />
        <Stack gap={4}>
          {parents.length > 0 ? (
            <nav aria-label="Parent profiles">
              <Breadcrumbs separator="›" fz="xs">
                {parents.map(({ link, href }) => (
                  <Anchor
                    key={link.TopsAgentId}
                    href={`#${href}`}
                    size="xs"
                    onClick={(event) => {
                      event.preventDefault();
                      void go(href);
                    }}
                  >
                    {link.DisplayName}
                  </Anchor>
                ))}
              </Breadcrumbs>
            </nav>
          ) : null}
          <Title order={2}>{agent.DisplayName || '(no name)'}</Title>
          <AgentBadges agent={agent} />
          {summary ? (
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {actions ? (
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}

function InfoMode({ agent, href }: AgentCardProps) {
  return (
    <Group gap={6} wrap="nowrap" display="inline-flex">
      <Thumb agent={agent} size="sm" />
      <AgentName agent={agent} href={href} fw={500} />
      <Text size="xs" c="dimmed">
        {agentTypeLabel(agent.TopsAgentTypeId)}
      </Text>
    </Group>
  );
}

function ProfilerMode({ agent, href }: AgentCardProps) {
  return (
    <Stack gap="xs" p="sm" w={300} aria-label={`${agent.DisplayName} profile`}>
      <Group wrap="nowrap" gap="sm">
        <Thumb agent={agent} />
        <Stack gap={2}>
          <AgentName agent={agent} href={href} />
          <AgentBadges agent={agent} />
        </Stack>
      </Group>
      <Divider />
      {contactLines(agent).map((line) => (
        <div key={line.label}>
          <Text size="xs" c="dimmed">
            {line.label}
          </Text>
          <Text size="sm">{line.text}</Text>
        </div>
      ))}
    </Stack>
  );
}
