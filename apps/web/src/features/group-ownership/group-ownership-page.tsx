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
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
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

function GroupOwnershipForm({ propertyAgentId, propertyName, initial }: FormProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(initial.Name);
  const [members, setMembers] = useState(initial.Properties);
  const [primary, setPrimary] = useState(initial.PrimaryPropertyAgentId);
  const [push, setPush] = useState(initial.PushUpdatesToPrimaryOwnerRecord);
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  const candidates = useQuery({
    queryKey: [...groupKey, 'candidates', asked],
    queryFn: () => api.call(contract.groupOwnership.FindCandidates, { query: { search: asked } }),
    enabled: asked !== '',
  });
  const save = useMutation({
    mutationFn: () => {
      const ids = members.map((m) => m.PropertyAgentId);
      return api.call(contract.groupOwnership.SaveGroupOwnership, {
        body: {
          GroupOwnership: { GroupOwnershipId: initial.GroupOwnershipId, Name: name },
          LinkedPropertyAgentIds: ids,
          UnLinkedPropertyAgentIds: initial.Properties.map((p) => p.PropertyAgentId).filter(
            (id) => !ids.includes(id),
          ),
          PrimaryPropertyAgentId: primary,
          PushUpdatesToPrimaryOwnerRecord: push,
        },
      });
    },
    onSuccess: async () => {
      showSuccess('Group ownership saved.');
      await queryClient.invalidateQueries({ queryKey: groupKey });
    },
  });
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
      <TextInput
        label="Group name"
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Paper withBorder p="sm">
        <Text fw={600} mb="xs">
          Linked properties
        </Text>
        <Radio.Group value={String(primary)} onChange={(v) => setPrimary(Number(v))}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Primary</Table.Th>
                <Table.Th>Property</Table.Th>
                <Table.Th>Community</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((m) => (
                <Table.Tr key={m.PropertyAgentId}>
                  <Table.Td>
                    <Radio value={String(m.PropertyAgentId)} aria-label={`Primary: ${m.Address}`} />
                  </Table.Td>
                  <Table.Td>
                    {m.Address}
                    {m.AccountNumber ? ` (${m.AccountNumber})` : ''}
                  </Table.Td>
                  <Table.Td>{m.CommunityName}</Table.Td>
                  <Table.Td>{m.OwnerName ?? ''}</Table.Td>
                  <Table.Td>
                    {m.PropertyAgentId === propertyAgentId ? null : (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          setMembers(members.filter((x) => x.PropertyAgentId !== m.PropertyAgentId))
                        }
                      >
                        Unlink
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Radio.Group>
      </Paper>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(search.trim());
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Find properties to link"
            placeholder="Owner name, address or account number"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default" disabled={search.trim() === ''}>
            Find
          </Button>
        </Group>
      </form>
      {candidates.data?.length === 0 ? (
        <Text c="dimmed">No property in no group matches.</Text>
      ) : null}
      {candidates.data && candidates.data.length > 0 ? (
        <Table>
          <Table.Tbody>
            {candidates.data
              .filter((c) => !memberIds.has(c.PropertyAgentId))
              .map((c) => (
                <Table.Tr key={c.PropertyAgentId}>
                  <Table.Td>
                    {c.Address}
                    {c.AccountNumber ? ` (${c.AccountNumber})` : ''}
                  </Table.Td>
                  <Table.Td>{c.CommunityName}</Table.Td>
                  <Table.Td>{c.OwnerName ?? ''}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" onClick={() => setMembers([...members, c])}>
                      Link
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Checkbox
        label="Push updates to the primary owner record"
        checked={push}
        onChange={(e) => setPush(e.currentTarget.checked)}
      />
      <ProblemAlert problem={save.error ? save.error.message : null} />
      <MayCall calls={[contract.groupOwnership.SaveGroupOwnership]}>
        <Group>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            Save
          </Button>
        </Group>
      </MayCall>
    </Stack>
  );
}
