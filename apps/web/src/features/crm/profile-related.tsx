import { contract, type AgentHeader } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { Button, Group, Paper, Tabs } from '@mantine/core';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { AttachmentGallery } from '../../widgets/attachment-gallery';
import { CustomFieldValues } from '../../widgets/custom-field-values';
import { ItemFeed } from '../../widgets/item-feed';
import { MayCall } from '../../widgets/may-call';

const noteRoutes = [
  ['Add note', SiteMap.noteAdd],
  ['Add task', SiteMap.taskAdd],
] as const;

/** The other areas' panels on a profile: activity (with notes and tasks about the agent), attachments and custom fields. */
export function ProfileRelated({ header }: { header: AgentHeader }) {
  const go = useGo();
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
        <Tabs.Panel value="attachments" pt="sm">
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
      </Tabs>
    </Paper>
  );
}
