import type { AgentHeader } from '@hoa/contract';
import { agentTypeLabel, AgentTypeId, isOwnerLikeAgentType } from '@hoa/domain';
import { Alert, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRememberRecent } from '../../app/recent-records';
import { AgentCard, agentGraphQuery } from '../../widgets/agent-card';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { OwnerLedgerSection } from '../owner-ledger';
import { PropertyGeneralRequests } from '../general-requests';
import { PropertyServiceRequests } from '../service-requests';
import { PropertyArchitecturalRequests } from '../architectural-requests';
import { OwnerAccessBox } from '../owner-portal';
import { ChildLinkGroups } from './child-link-groups';
import { ContactPanels } from './contact-panels';
import { GroupOwnerLabel } from '../group-ownership';
import { ProfileActions, useAgentTypeAccess } from './profile-actions';
import { ProfileDefaultAccount } from './profile-default-account';
import { hasDeliveryPreference, ProfileDeliveryPreference } from './profile-delivery-preference';
import { ProfileNavigator } from './profile-navigator';
import type { ListPosition } from './profile-position';
import { profileViewRoute } from './profile-links';
import { ProfileRelated } from './profile-related';
import { ProfileTimeZone } from './profile-time-zone';
import { profileQuery } from './profile-queries';

interface ProfileViewProps {
  agentId: number;
  /** Child lists show deleted profiles too. */
  includeDeleted: boolean;
  /** Where the profile sits in its community's property list, when opened from it. */
  position?: ListPosition | null;
}

/** Owners and properties are what the go-to palette offers among the recent records. */
function recentRecordOf(header: AgentHeader | undefined): { label: string; kind: string } | null {
  if (!header) return null;
  const typeId = header.TopsAgentTypeId;
  if (!isOwnerLikeAgentType(typeId) && typeId !== AgentTypeId.Property) return null;
  return { label: header.DisplayName, kind: agentTypeLabel(typeId) };
}

/** A profile: header with actions, contact data, linked profiles, and the related panels' slot. */
export function ProfileView({ agentId, includeDeleted, position }: ProfileViewProps) {
  const profile = useQuery(profileQuery(agentId));
  const graph = useQuery(agentGraphQuery(agentId));
  const can = useAgentTypeAccess(profile.data?.Header.TopsAgentTypeId ?? 0);
  useRememberRecent(recentRecordOf(profile.data?.Header));
  if (!profile.data || !graph.data) {
    const failed = [profile, graph].find((query) => query.isError);
    return failed ? <LoadError error={failed.error} /> : <PageLoader />;
  }
  const header = profile.data.Header;
  const hasGroups = profile.data.ChildLinkGroups.length > 0;

  return (
    <Stack gap="md">
      {position ? <ProfileNavigator agentId={agentId} at={position} /> : null}
      <AgentCard
        agent={header}
        mode="header"
        parents={header.Parents.map((link) => ({ link, href: profileViewRoute(link) }))}
        actions={<ProfileActions header={header} />}
      />
      <GroupOwnerLabel header={header} />
      {header.IsDeleted ? (
        <Alert color="red" variant="light" role="status">
          This profile is deleted. Re-enable it to change it.
        </Alert>
      ) : null}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: hasGroups ? 7 : 12 }}>
          <ContactPanels graph={graph.data} />
        </Grid.Col>
        {hasGroups ? (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <ChildLinkGroups
              header={header}
              groups={profile.data.ChildLinkGroups}
              includeDeleted={includeDeleted}
            />
          </Grid.Col>
        ) : null}
      </Grid>
      {!header.IsDeleted && can('update') ? (
        <ProfileDefaultAccount agent={graph.data.Agent} />
      ) : null}
      {header.TopsAgentTypeId === AgentTypeId.Community && !header.IsDeleted ? (
        <ProfileTimeZone communityAgentId={header.TopsAgentId} />
      ) : null}
      {hasDeliveryPreference(header.TopsAgentTypeId) ? (
        <ProfileDeliveryPreference graph={graph.data} />
      ) : null}
      {header.TopsAgentTypeId === AgentTypeId.PrimaryOwner ||
      header.TopsAgentTypeId === AgentTypeId.Owner ? (
        <OwnerAccessBox ownerAgentId={header.TopsAgentId} />
      ) : null}
      <OwnerLedgerSection
        agentId={header.TopsAgentId}
        agentTypeId={header.TopsAgentTypeId}
        communityAgentId={header.CommunityAgentId}
      />
      {header.TopsAgentTypeId === AgentTypeId.Property && header.CommunityAgentId !== null ? (
        <>
          <PropertyArchitecturalRequests
            propertyAgentId={header.TopsAgentId}
            communityAgentId={header.CommunityAgentId}
          />
          <PropertyGeneralRequests
            propertyAgentId={header.TopsAgentId}
            communityAgentId={header.CommunityAgentId}
          />
          <PropertyServiceRequests
            propertyAgentId={header.TopsAgentId}
            communityAgentId={header.CommunityAgentId}
          />
        </>
      ) : null}
      <ProfileRelated header={header} />
    </Stack>
  );
}
