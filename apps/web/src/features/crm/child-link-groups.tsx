import type { AgentHeader, ChildLinkGroup } from '@hoa/contract';
import { agentTypeNoun, AgentTypeId, childLinkGroupsFor } from '@hoa/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { AgentCard } from '../../widgets/agent-card';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { profileAddRoute, profileViewRoute } from './profile-links';
import { childrenQuery } from './profile-queries';

interface ChildLinkGroupsProps {
  header: AgentHeader;
  groups: readonly ChildLinkGroup[];
  includeDeleted: boolean;
}

/** The profile's linked profiles by kind, with their counts; a group opens its list. */
export function ChildLinkGroups({ header, groups, includeDeleted }: ChildLinkGroupsProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = groups.find((group) => group.Key === openKey);
  // Children are listed through their community; company-wide profiles show counts only.
  const communityAgentId =
    header.TopsAgentTypeId === AgentTypeId.Community ? header.TopsAgentId : header.CommunityAgentId;

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label="Linked profiles">
      <Title order={4} mb="xs">
        Linked profiles
      </Title>
      <Group gap="xs">
        {groups.map((group) => {
          const count = (
            <Badge size="sm" variant="white" circle={group.ChildCount < 10}>
              {group.ChildCount}
            </Badge>
          );
          // Bank accounts open the community's bank accounts screen.
          if (group.TopsAgentTypeIds.length === 0 && communityAgentId !== null) {
            const href = buildRoute(SiteMap.communityBankAccounts, { communityAgentId });
            return (
              <Button
                key={group.Key}
                size="xs"
                variant="light"
                component="a"
                href={`#${href}`}
                rightSection={count}
              >
                {group.Name}
              </Button>
            );
          }
          if (communityAgentId === null) {
            return (
              <Button key={group.Key} size="xs" variant="light" disabled rightSection={count}>
                {group.Name}
              </Button>
            );
          }
          return (
            <Button
              key={group.Key}
              size="xs"
              variant={group.Key === openKey ? 'filled' : 'light'}
              aria-pressed={group.Key === openKey}
              rightSection={count}
              onClick={() => {
                setOpenKey(group.Key === openKey ? null : group.Key);
              }}
            >
              {group.Name}
            </Button>
          );
        })}
      </Group>
      {open && communityAgentId !== null ? (
        <ChildList
          header={header}
          group={open}
          communityAgentId={communityAgentId}
          includeDeleted={includeDeleted}
        />
      ) : null}
    </Paper>
  );
}

interface ChildListProps {
  header: AgentHeader;
  group: ChildLinkGroup;
  communityAgentId: number;
  includeDeleted: boolean;
}

function ChildList({ header, group, communityAgentId, includeDeleted }: ChildListProps) {
  const go = useGo();
  const isCommunity = header.TopsAgentTypeId === AgentTypeId.Community;
  const children = useQuery(
    childrenQuery({
      communityAgentId,
      agentTypeIds: group.TopsAgentTypeIds,
      parentAgentId: isCommunity ? undefined : header.TopsAgentId,
      includeDeleted,
    }),
  );
  const addType = childLinkGroupsFor(header.TopsAgentTypeId).find(
    (definition) => definition.Key === group.Key,
  )?.AddAgentTypeId;
  const canAdd = addType !== undefined && addType !== null && !header.IsDeleted;

  return (
    <Stack gap={4} mt="sm">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {group.Name}
        </Text>
        {canAdd ? (
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              void go(profileAddRoute(addType, header.TopsAgentId));
            }}
          >
            Add {agentTypeNoun(addType)}
          </Button>
        ) : null}
      </Group>
      {children.data ? (
        <div role="list" aria-label={group.Name}>
          {children.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              None yet.
            </Text>
          ) : null}
          {children.data.map((child) => (
            <AgentCard
              key={child.TopsAgentId}
              agent={child}
              mode="list"
              href={profileViewRoute(child)}
            />
          ))}
        </div>
      ) : children.isError ? (
        <LoadError error={children.error} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
