import { contract, type GroupOwnershipProperty } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../app/api';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';

const groupKey = ['groupOwnership'] as const;

/**
 * /view/:agentId/group-ownership — the property's group ownership: the properties one owner holds,
 * linked and unlinked, one primary; every linked property's owner then sees all of them in the
 * owner portal with one sign-in.
 */
export function GroupOwnershipPage() {
  const params = useParams({ strict: false });
  const agentId = Number(params.agentId);
  const valid = Number.isSafeInteger(agentId) && agentId > 0;
  const group = useQuery({
    queryKey: [...groupKey, agentId],
    queryFn: () =>
      api.call(contract.groupOwnership.GetGroupOwnershipProperty, {
        query: { propertyAgentId: agentId },
      }),
    enabled: valid,
  });
  const header = useQuery({
    queryKey: [...groupKey, 'header', agentId],
    queryFn: () => api.call(contract.crm.GetAgentHeader, { query: { agentId } }),
    enabled: valid,
  });
  if (!valid)
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  if (group.isError) return <LoadError error={group.error} />;
  if (header.isError) return <LoadError error={header.error} />;
  if (group.isPending || header.isPending) return <PageLoader />;
  const self: GroupOwnershipProperty = {
    PropertyAgentId: agentId,
    CommunityName: header.data.Parents[0]?.DisplayName ?? '',
    Address: header.data.DisplayName,
    AccountNumber: null,
    OwnerName: null,
  };
  return (
    <GroupOwnershipForm
      key={group.data?.GroupOwnershipId ?? 'new'}
      propertyAgentId={agentId}
      propertyName={header.data.DisplayName}
      initial={
        group.data ?? {
          GroupOwnershipId: null,
          Name: '',
          PrimaryPropertyAgentId: agentId,
          PushUpdatesToPrimaryOwnerRecord: false,
          Properties: [self],
        }
      }
    />
  );
}

interface FormProps {
  propertyAgentId: number;
  propertyName: string;
  initial: {
    GroupOwnershipId: number | null;
    Name: string;
    PrimaryPropertyAgentId: number;
    PushUpdatesToPrimaryOwnerRecord: boolean;
    Properties: GroupOwnershipProperty[];
  };
}

interface GroupValues {
  name: string;
  members: GroupOwnershipProperty[];
  primary: number;
  push: boolean;
}

function PropertyLine({ property }: { property: GroupOwnershipProperty }) {
  return (
    <Stack gap={0} style={{ flex: 1 }}>
      <Text size="sm" fw={600}>
        {property.Address}
        {property.AccountNumber ? ` (${property.AccountNumber})` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {[property.CommunityName, property.OwnerName].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

function GroupOwnershipForm({ propertyAgentId, propertyName, initial }: FormProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  const initialIds = initial.Properties.map((p) => p.PropertyAgentId);
  const form = useContractForm({
    initialValues: {
      name: initial.Name,
      members: initial.Properties,
      primary: initial.PrimaryPropertyAgentId,
      push: initial.PushUpdatesToPrimaryOwnerRecord,
    } satisfies GroupValues,
    schema: contract.groupOwnership.SaveGroupOwnership.body,
    toBody: (values: GroupValues) => {
      const ids = values.members.map((m) => m.PropertyAgentId);
      return {
        GroupOwnership: { GroupOwnershipId: initial.GroupOwnershipId, Name: values.name },
        LinkedPropertyAgentIds: ids,
        UnLinkedPropertyAgentIds: initialIds.filter((id) => !ids.includes(id)),
        PrimaryPropertyAgentId: values.primary,
        PushUpdatesToPrimaryOwnerRecord: values.push,
      };
    },
    fieldOf: { 'GroupOwnership.Name': 'name' },
  });
  const candidates = useQuery({
    queryKey: [...groupKey, 'candidates', asked],
    queryFn: () => api.call(contract.groupOwnership.FindCandidates, { query: { search: asked } }),
    enabled: asked !== '',
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof contract.groupOwnership.SaveGroupOwnership.body>) =>
      api.call(contract.groupOwnership.SaveGroupOwnership, { body }),
    onSuccess: async () => {
      showSuccess('Group ownership saved.');
      await queryClient.invalidateQueries({ queryKey: groupKey });
    },
  });
  const members = form.values.members;
  const memberIds = new Set(members.map((m) => m.PropertyAgentId));
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title="Group ownership" subtitle={propertyName} />
      {initial.GroupOwnershipId === null ? (
        <Text c="dimmed">
          This property is in no group. Link the other properties its owner holds: their owners then
          see all of them with one portal sign-in.
        </Text>
      ) : null}
      <form onSubmit={form.onSubmit((body) => save.mutate(body))}>
        <Stack gap="md">
          <TextInput label="Group name" required maxLength={100} {...form.getInputProps('name')} />
          <Paper withBorder p="sm">
            <Text fw={600} mb="xs">
              Linked properties (choose the primary)
            </Text>
            <Radio.Group
              value={String(form.values.primary)}
              onChange={(v) => form.setFieldValue('primary', Number(v))}
            >
              <Stack gap="xs">
                {members.map((m) => (
                  <Group key={m.PropertyAgentId} wrap="nowrap">
                    <Radio value={String(m.PropertyAgentId)} aria-label={`Primary: ${m.Address}`} />
                    <PropertyLine property={m} />
                    {m.PropertyAgentId === propertyAgentId ? null : (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          form.setFieldValue(
                            'members',
                            members.filter((x) => x.PropertyAgentId !== m.PropertyAgentId),
                          )
                        }
                      >
                        Unlink
                      </Button>
                    )}
                  </Group>
                ))}
              </Stack>
            </Radio.Group>
          </Paper>
          <Checkbox
            label="Push updates to the primary owner record"
            description="When the owner changes their delivery preference, email or phone in the portal, the primary owners of the group’s other properties take the same."
            {...form.getInputProps('push', { type: 'checkbox' })}
          />
          <ProblemAlert problem={save.error ? save.error.message : formProblem(form.errors)} />
          <MayCall calls={[contract.groupOwnership.SaveGroupOwnership]}>
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </MayCall>
        </Stack>
      </form>
      <Group align="flex-end">
        <TextInput
          label="Find properties to link"
          placeholder="Owner name, address or account number"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setAsked(search.trim());
          }}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          disabled={search.trim() === ''}
          onClick={() => setAsked(search.trim())}
        >
          Find
        </Button>
      </Group>
      {candidates.data?.length === 0 ? (
        <Text c="dimmed">No property outside a group matches.</Text>
      ) : null}
      <Stack gap="xs">
        {(candidates.data ?? [])
          .filter((c) => !memberIds.has(c.PropertyAgentId))
          .map((c) => (
            <Group key={c.PropertyAgentId} wrap="nowrap">
              <PropertyLine property={c} />
              <Button
                size="compact-sm"
                onClick={() => form.setFieldValue('members', [...members, c])}
              >
                Link
              </Button>
            </Group>
          ))}
      </Stack>
    </Stack>
  );
}
