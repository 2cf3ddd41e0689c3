import { contract, type CustomFieldGroup } from '@hoa/contract';
import { AgentTypeGroups, findAgentTypeGroup } from '@hoa/domain';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useCommunityList } from '../../app/community/community-list';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { FormModal } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { CategoryForm } from './category-form';
import { groupsQuery } from './custom-field-queries';
import { FieldForm } from './field-form';
import { GroupCard, type GroupAction } from './group-card';
import { MoveFieldForm } from './move-field-form';
import { MayCall } from '../../widgets/may-call';

type Editing = GroupAction | { kind: 'newGroup' } | null;

const availabilityOptions = AgentTypeGroups.map((g) => ({
  value: String(g.AgentTypeGroupId),
  label: g.Name,
}));

/** Custom field categories of all the user's communities (/custom-fields) or of one. */
export function CustomFieldsPage() {
  const params = useParams({ strict: false });
  const communityAgentId =
    params.communityAgentId === undefined ? undefined : Number(params.communityAgentId);
  const go = useGo();
  const communities = useCommunityList().data ?? [];
  const [agentTypeGroupId, setAgentTypeGroupId] = useState<string | null>(null);
  const filter = {
    communityAgentId,
    agentTypeGroupId: agentTypeGroupId === null ? undefined : Number(agentTypeGroupId),
  };
  const groups = useQuery(groupsQuery(filter));
  const all = useQuery(groupsQuery({}));
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => {
    setEditing(null);
  };

  const byAvailability = new Map<number, CustomFieldGroup[]>();
  for (const group of groups.data ?? []) {
    byAvailability.set(group.AgentTypeGroupId, [
      ...(byAvailability.get(group.AgentTypeGroupId) ?? []),
      group,
    ]);
  }

  return (
    <>
      <PageHeader
        title="Custom fields"
        subtitle="Categories of extra fields on profiles, by who they are available for"
        actions={
          <>
            {communityAgentId === undefined ? null : (
              <Button
                variant="default"
                onClick={() => {
                  void go(buildRoute(SiteMap.customFieldsImport, { communityAgentId }));
                }}
              >
                Import values
              </Button>
            )}
            <MayCall calls={contract.customFields.SaveGroup}>
              <Button
                onClick={() => {
                  setEditing({ kind: 'newGroup' });
                }}
              >
                New category
              </Button>
            </MayCall>
          </>
        }
      />
      <Group mb="md" gap="sm">
        <Select
          label="Community"
          w={280}
          data={[
            { value: '', label: 'All communities' },
            ...communities.map((c) => ({
              value: String(c.CommunityAgentId),
              label: c.DisplayName,
            })),
          ]}
          value={communityAgentId === undefined ? '' : String(communityAgentId)}
          allowDeselect={false}
          onChange={(value) => {
            void go(
              value
                ? buildRoute(SiteMap.customFieldsIndex, { communityAgentId: value })
                : SiteMap.customFieldsViewAll,
            );
          }}
        />
        <Select
          label="Available for"
          w={220}
          placeholder="Everyone"
          clearable
          data={availabilityOptions}
          value={agentTypeGroupId}
          onChange={setAgentTypeGroupId}
        />
      </Group>
      {groups.data ? (
        <Stack gap="lg">
          {[...byAvailability.entries()].map(([id, list]) => (
            <Stack key={id} gap="xs">
              <Title order={4}>{findAgentTypeGroup(id)?.Name}</Title>
              {list.map((group) => (
                <GroupCard key={group.CustomFieldGroupId} group={group} onAction={setEditing} />
              ))}
            </Stack>
          ))}
          {groups.data.length === 0 ? (
            <Title order={5} c="dimmed">
              No categories yet.
            </Title>
          ) : null}
        </Stack>
      ) : groups.isError ? (
        <LoadError error={groups.error} />
      ) : (
        <PageLoader />
      )}
      <FormModal
        opened={editing?.kind === 'newGroup' || editing?.kind === 'editGroup'}
        onClose={close}
        title={editing?.kind === 'editGroup' ? 'Edit category' : 'New category'}
        size="lg"
      >
        <CategoryForm
          group={editing?.kind === 'editGroup' ? editing.group : undefined}
          defaultCommunityIds={
            communityAgentId === undefined
              ? communities.map((c) => c.CommunityAgentId)
              : [communityAgentId]
          }
          onClose={close}
        />
      </FormModal>
      <FormModal
        opened={editing?.kind === 'field'}
        onClose={close}
        title={editing?.kind === 'field' && editing.field ? 'Edit field' : 'New field'}
      >
        {editing?.kind === 'field' ? (
          <FieldForm
            customFieldGroupId={editing.group.CustomFieldGroupId}
            field={editing.field}
            onClose={close}
          />
        ) : null}
      </FormModal>
      <FormModal opened={editing?.kind === 'move'} onClose={close} title="Move field" size="sm">
        {editing?.kind === 'move' ? (
          <MoveFieldForm field={editing.field} groups={all.data ?? []} onClose={close} />
        ) : null}
      </FormModal>
    </>
  );
}
