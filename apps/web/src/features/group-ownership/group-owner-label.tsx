import { contract, type AgentHeader } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { Anchor, Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { buildRoute, SiteMap } from '../../app/site-map';

const ownerTypes: readonly number[] = [AgentTypeId.PrimaryOwner, AgentTypeId.Owner];

/**
 * With the groupOwnerLabel flag, a property's profile and its owners' say they are a group owner
 * (the property belongs to a group ownership), linking to the group.
 */
export function GroupOwnerLabel({ header }: { header: AgentHeader }) {
  const flagOn = useSession().data?.FeatureFlags.groupOwnerLabel === true;
  const propertyAgentId =
    header.TopsAgentTypeId === AgentTypeId.Property
      ? header.TopsAgentId
      : ownerTypes.includes(header.TopsAgentTypeId)
        ? header.TopsAgentParentId
        : null;
  const group = useQuery({
    queryKey: ['groupOwnership', propertyAgentId],
    queryFn: () =>
      api.call(contract.groupOwnership.GetGroupOwnershipProperty, {
        query: { propertyAgentId: propertyAgentId ?? 0 },
      }),
    enabled: flagOn && propertyAgentId !== null,
  });
  if (!flagOn || propertyAgentId === null || !group.data) return null;
  return (
    <Group gap="xs">
      <Badge variant="light">Group owner</Badge>
      <Anchor href={`#${buildRoute(SiteMap.groupOwnership, { agentId: propertyAgentId })}`}>
        {group.data.Name} ({group.data.Properties.length} properties)
      </Anchor>
    </Group>
  );
}
