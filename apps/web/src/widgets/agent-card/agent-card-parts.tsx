import type { Address, AgentThumbnail, Phone } from '@hoa/contract';
import { agentTypeLabel, formatAddressLines, formatPhone } from '@hoa/domain';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useGo } from '../../app/navigation';

/** What every mode shows; lists and headers add the primary contact data. */
export interface AgentCardData extends AgentThumbnail {
  IsActive?: boolean;
  PrimaryAddress?: Address | null;
  PrimaryPhone?: Phone | null;
  PrimaryEmailAddress?: string | null;
}

/** The display name, a link to the profile when there is somewhere to go. */
export function AgentName({
  agent,
  href,
  fw = 600,
  size = 'sm',
}: {
  agent: AgentCardData;
  href: string | undefined;
  fw?: number;
  size?: string;
}) {
  const go = useGo();
  const name = agent.DisplayName || '(no name)';
  if (!href) {
    return (
      <Text fw={fw} size={size} span>
        {name}
      </Text>
    );
  }
  return (
    <Anchor
      href={`#${href}`}
      fw={fw}
      size={size}
      onClick={(event) => {
        event.preventDefault();
        void go(href);
      }}
    >
      {name}
    </Anchor>
  );
}

/** The kind, the alias and the state (deleted, inactive) as small badges. */
export function AgentBadges({ agent }: { agent: AgentCardData }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" variant="light">
        {agentTypeLabel(agent.TopsAgentTypeId)}
      </Badge>
      {agent.Alias ? (
        <Badge size="sm" variant="outline" color="gray">
          {agent.Alias}
        </Badge>
      ) : null}
      {agent.IsDeleted ? (
        <Badge size="sm" color="red">
          Deleted
        </Badge>
      ) : null}
      {agent.IsActive === false ? (
        <Badge size="sm" color="gray">
          Inactive
        </Badge>
      ) : null}
    </Group>
  );
}

/** The primary address, phone and email as lines of text. */
export function contactLines(agent: AgentCardData): { label: string; text: string }[] {
  const lines: { label: string; text: string }[] = [];
  const address = agent.PrimaryAddress ? formatAddressLines(agent.PrimaryAddress).join(', ') : '';
  if (address) lines.push({ label: 'Address', text: address });
  if (agent.PrimaryPhone) lines.push({ label: 'Phone', text: formatPhone(agent.PrimaryPhone) });
  if (agent.PrimaryEmailAddress) lines.push({ label: 'Email', text: agent.PrimaryEmailAddress });
  return lines;
}
