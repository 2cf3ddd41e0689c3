import type { AgentHeader } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { Paper, Tabs } from '@mantine/core';
import { AttachmentGallery } from '../../widgets/attachment-gallery';
import { CustomFieldValues } from '../../widgets/custom-field-values';
import { ItemFeed } from '../../widgets/item-feed';

/** The other areas' panels on a profile: activity, attachments and custom fields. */
export function ProfileRelated({ header }: { header: AgentHeader }) {
  const communityAgentId =
    header.TopsAgentTypeId === AgentTypeId.Community ? header.TopsAgentId : header.CommunityAgentId;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Related records">
      <Tabs
        defaultValue={communityAgentId === null ? 'attachments' : 'activity'}
        keepMounted={false}
      >
        <Tabs.List>
          {communityAgentId === null ? null : <Tabs.Tab value="activity">Activity</Tabs.Tab>}
          <Tabs.Tab value="attachments">Attachments</Tabs.Tab>
          <Tabs.Tab value="custom-fields">Custom fields</Tabs.Tab>
        </Tabs.List>
        {communityAgentId === null ? null : (
          <Tabs.Panel value="activity" pt="sm">
            <ItemFeed
              agentId={header.TopsAgentId}
              communityAgentId={communityAgentId}
              filter="all"
            />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="attachments" pt="sm">
          <AttachmentGallery agentId={header.TopsAgentId} mode="card" />
        </Tabs.Panel>
        <Tabs.Panel value="custom-fields" pt="sm">
          <CustomFieldValues
            agentId={header.TopsAgentId}
            agentTypeId={header.TopsAgentTypeId}
            communityAgentId={communityAgentId}
          />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
