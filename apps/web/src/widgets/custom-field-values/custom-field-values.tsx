import { contract, type AgentCustomValues } from '@hoa/contract';
import { agentTypeGroupFor, formatFieldValue, hasAccess } from '@hoa/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { Fact } from '../fact';
import { LoadError } from '../load-error';
import { PageLoader } from '../page-loader';
import { FieldInput } from './field-input';
import { collectChanges, toEditText, type PanelField } from './value-text';
import { showsInvalidEntry } from '../invalid-entry';

type Group = AgentCustomValues['Groups'][number];

/** The root key of every custom field query: categories, their counts and agents' values. */
export const customFieldsQueryRoot = ['customFields'] as const;

export function customFieldValuesQueryKey(agentId: number) {
  return [...customFieldsQueryRoot, 'values', agentId] as const;
}

interface CustomFieldValuesProps {
  agentId: number;
  agentTypeId: number;
  /** The agent's community; administrators get a link to its categories. */
  communityAgentId: number | null;
}

/** An agent's custom field values, by category in a left and a right column; editable in place. */
export function CustomFieldValues({
  agentId,
  agentTypeId,
  communityAgentId,
}: CustomFieldValuesProps) {
  const applies = agentTypeGroupFor(agentTypeId) !== undefined;
  const values = useQuery({
    queryKey: customFieldValuesQueryKey(agentId),
    queryFn: () => api.call(contract.customFields.GetValues, { query: { agentId } }),
    enabled: applies,
  });
  const [editing, setEditing] = useState(false);
  if (!applies) return null;
  if (!values.data) return values.isError ? <LoadError error={values.error} /> : <PageLoader />;
  const data = values.data;
  return (
    <section aria-label="Custom fields">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Custom fields</Title>
        <Group gap="xs">
          <ManageLink communityAgentId={communityAgentId} />
          {data.CanEdit && data.Groups.length > 0 && !editing ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setEditing(true);
              }}
            >
              Edit values
            </Button>
          ) : null}
        </Group>
      </Group>
      {data.Groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          No custom fields apply to this agent.
        </Text>
      ) : editing ? (
        <ValuesForm
          data={data}
          onDone={() => {
            setEditing(false);
          }}
        />
      ) : (
        <Columns groups={data.Groups} render={(group) => <GroupFacts group={group} />} />
      )}
    </section>
  );
}

function ManageLink({ communityAgentId }: { communityAgentId: number | null }) {
  const session = useSession().data;
  const go = useGo();
  if (!session || !hasAccess(session.Claims, 'maintainuser', 'update')) return null;
  const target =
    communityAgentId === null
      ? SiteMap.customFieldsViewAll
      : buildRoute(SiteMap.customFieldsIndex, { communityAgentId });
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      onClick={() => {
        void go(target);
      }}
    >
      Manage categories
    </Anchor>
  );
}

function Columns({
  groups,
  render,
}: {
  groups: readonly Group[];
  render: (group: Group) => ReactNode;
}) {
  const left = groups.filter((g) => g.Orientation === 'L');
  const right = groups.filter((g) => g.Orientation === 'R');
  return (
    <SimpleGrid cols={{ base: 1, md: right.length > 0 && left.length > 0 ? 2 : 1 }} spacing="sm">
      {[left, right]
        .filter((column) => column.length > 0)
        .map((column) => (
          <Stack key={column[0]?.CustomFieldGroupId} gap="sm">
            {column.map((group) => (
              <Paper
                key={group.CustomFieldGroupId}
                withBorder
                p="sm"
                radius="sm"
                component="section"
                aria-label={group.Name}
              >
                <Text fw={600} size="sm">
                  {group.Name}
                </Text>
                {group.Description ? (
                  <Text size="xs" c="dimmed" mb={4}>
                    {group.Description}
                  </Text>
                ) : null}
                {render(group)}
              </Paper>
            ))}
          </Stack>
        ))}
    </SimpleGrid>
  );
}

function GroupFacts({ group }: { group: Group }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={4}>
      {group.Fields.map((field) => (
        <Fact key={field.CustomFieldId} label={field.Name}>
          {field.Value === null ? (
            <Text span c="dimmed" size="sm">
              —
            </Text>
          ) : (
            <span style={{ whiteSpace: 'pre-wrap' }}>
              {formatFieldValue(field.FieldType, field.Value)}
            </span>
          )}
        </Fact>
      ))}
    </SimpleGrid>
  );
}

function ValuesForm({ data, onDone }: { data: AgentCustomValues; onDone: () => void }) {
  const queryClient = useQueryClient();
  const fields: PanelField[] = data.Groups.flatMap((g) => g.Fields);
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.CustomFieldId, toEditText(f)])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const save = useMutation({
    mutationFn: (body: {
      agentId: number;
      Values: { CustomFieldId: number; Value: string | null }[];
    }) => api.call(contract.customFields.SaveValues, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(customFieldValuesQueryKey(data.AgentId), saved);
      showSuccess('Custom field values saved.');
      onDone();
      // Value counts of the categories change with the values.
      await queryClient.invalidateQueries({ queryKey: [...customFieldsQueryRoot, 'groups'] });
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const result = collectChanges(fields, texts);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    // A date or amount field whose text is not one says so already; it is not saved as empty.
    if (showsInvalidEntry(event.currentTarget)) return;
    if (result.values.length === 0) {
      onDone();
      return;
    }
    save.mutate({ agentId: data.AgentId, Values: result.values });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Custom field values">
      <Columns
        groups={data.Groups}
        render={(group) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={4}>
            {group.Fields.map((field) => (
              <FieldInput
                key={field.CustomFieldId}
                field={field}
                text={texts[field.CustomFieldId] ?? ''}
                error={errors[field.CustomFieldId]}
                onChange={(text) => {
                  setTexts((current) => ({ ...current, [field.CustomFieldId]: text }));
                }}
              />
            ))}
          </SimpleGrid>
        )}
      />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save values
        </Button>
      </Group>
    </form>
  );
}
