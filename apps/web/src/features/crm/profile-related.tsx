import { contract, type AgentHeader } from '@hoa/contract';
import { AgentTypeId, isOwnerLikeAgentType, OwnerLikeAgentTypeIds } from '@hoa/domain';
import { Badge, Button, Group, Paper, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMayCall } from '../../app/auth/claim-access';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { AttachmentGallery } from '../../widgets/attachment-gallery';
import { CustomFieldValues } from '../../widgets/custom-field-values';
import { api } from '../../app/api';
import { FeedBrowser, ItemFeed } from '../../widgets/item-feed';
import { EmailOwnerFilesButton } from '../message-batches';
import { MayCall } from '../../widgets/may-call';
import { communicationCountQuery, ProfileCommunications } from './profile-communications';
import { ProfileHistory } from './profile-history';

/** Profiles whose imported owner history shows: a community's, a property's, an owner's. */
const historyAgentTypeIds: readonly number[] = [
  AgentTypeId.Community,
  AgentTypeId.Property,
  ...OwnerLikeAgentTypeIds,
];

const noteRoutes = [
  ['Add note', SiteMap.noteAdd],
  ['Add task', SiteMap.taskAdd],
] as const;

/**
 * The other areas' panels on a profile: activity (with notes and tasks about the agent),
 * attachments (a billed owner's can be emailed to them as a message batch), custom fields, and for owners the communications sent to them (with their count,
 * to a user who may read communications).
 */
export function ProfileRelated({ header }: { header: AgentHeader }) {
  const go = useGo();
  const communityAgentId =
    header.TopsAgentTypeId === AgentTypeId.Community ? header.TopsAgentId : header.CommunityAgentId;
  const feed = contract.communicationFeed;
  const showsCommunications =
    useMayCall(feed.GetByAgent, feed.GetCountByAgent) &&
    isOwnerLikeAgentType(header.TopsAgentTypeId);
  const isUser = header.TopsAgentTypeId === AgentTypeId.User;
  const showsHistory =
    useMayCall(contract.activity.HistoricTransactionSearch) &&
    historyAgentTypeIds.includes(header.TopsAgentTypeId);
  const count = useQuery({
    ...communicationCountQuery(header.TopsAgentId),
    enabled: showsCommunications,
  });
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Related records">
      <Tabs
        defaultValue={communityAgentId === null && !isUser ? 'attachments' : 'activity'}
        keepMounted={false}
      >
        <Tabs.List>
          {communityAgentId === null && !isUser ? null : (
            <Tabs.Tab value="activity">Activity</Tabs.Tab>
          )}
          <Tabs.Tab value="attachments">Attachments</Tabs.Tab>
          <Tabs.Tab value="custom-fields">Custom fields</Tabs.Tab>
          {showsHistory ? <Tabs.Tab value="history">Imported history</Tabs.Tab> : null}
          {showsCommunications ? (
            <Tabs.Tab
              value="communications"
              rightSection={
                count.data ? (
                  <Badge size="xs" variant="light" circle={count.data.Count < 10}>
                    {count.data.Count}
                  </Badge>
                ) : null
              }
            >
              Communications
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        {communityAgentId === null ? null : (
          <Tabs.Panel value="activity" pt="sm">
            <Group justify="flex-end" gap="xs" mb="xs">
              <MayCall calls={contract.notes.Create}>
                {noteRoutes.map(([label, pattern]) => (
                  <Button
                    key={label}
                    size="xs"
                    variant={pattern === SiteMap.noteAdd ? 'default' : 'filled'}
                    onClick={() => {
                      const values = { communityAgentId, agentId: header.TopsAgentId };
                      void go(buildRoute(pattern, values));
                    }}
                  >
                    {label}
                  </Button>
                ))}
              </MayCall>
            </Group>
            <ItemFeed
              agentId={header.TopsAgentId}
              communityAgentId={communityAgentId}
              filter="all"
            />
          </Tabs.Panel>
        )}
        {isUser ? (
          <Tabs.Panel value="activity" pt="sm">
            <FeedBrowser
              label="User feed"
              cacheKey={['user', header.TopsAgentId]}
              load={(window) =>
                api.call(contract.activity.GetUserActivityFeed, {
                  query: { userAgentId: header.TopsAgentId, ...window },
                })
              }
            />
          </Tabs.Panel>
        ) : null}
        {showsHistory ? (
          <Tabs.Panel value="history" pt="sm">
            <ProfileHistory agentId={header.TopsAgentId} agentTypeId={header.TopsAgentTypeId} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="attachments" pt="sm">
          {header.TopsAgentTypeId === AgentTypeId.PrimaryOwner && communityAgentId !== null ? (
            <Group justify="flex-end" mb="xs">
              <EmailOwnerFilesButton
                ownerAgentId={header.TopsAgentId}
                communityAgentId={communityAgentId}
              />
            </Group>
          ) : null}
          <AttachmentGallery
            agentId={header.TopsAgentId}
            agentTypeId={header.TopsAgentTypeId}
            mode="card"
          />
        </Tabs.Panel>
        <Tabs.Panel value="custom-fields" pt="sm">
          <CustomFieldValues
            agentId={header.TopsAgentId}
            agentTypeId={header.TopsAgentTypeId}
            communityAgentId={communityAgentId}
          />
        </Tabs.Panel>
        {showsCommunications ? (
          <Tabs.Panel value="communications" pt="sm">
            <ProfileCommunications agentId={header.TopsAgentId} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Paper>
  );
}
