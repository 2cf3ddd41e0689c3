import { contract, type CustomField, type CustomFieldGroup } from '@hoa/contract';
import { CustomFieldMessages as M } from '@hoa/domain';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { MayCall } from '../../widgets/may-call';
import { useDeleteField, useDeleteGroup } from './custom-field-queries';

const CF = contract.customFields;

export type GroupAction =
  | { kind: 'editGroup'; group: CustomFieldGroup }
  | { kind: 'field'; group: CustomFieldGroup; field: CustomField | undefined }
  | { kind: 'move'; field: CustomField };

function warn(message: string): void {
  notifications.show({ color: 'yellow', message });
}

function names(list: readonly { Name?: string; DisplayName?: string }[]): string {
  return list.map((item) => item.Name ?? item.DisplayName ?? '').join(', ');
}

/** One category: its facts, its fields and what can be done with them. */
export function GroupCard({
  group,
  onAction,
}: {
  group: CustomFieldGroup;
  onAction: (action: GroupAction) => void;
}) {
  const removeGroup = useDeleteGroup(() => {
    showSuccess('Category removed.');
  });
  const removeField = useDeleteField(() => {
    showSuccess('Field removed.');
  });

  function confirmRemoveGroup(): void {
    if (!group.CanDelete) {
      warn(M.categoryCannotBeRemoved);
      return;
    }
    openConfirm({
      title: 'Remove category',
      message: `Remove the category "${group.Name}"?`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => {
        removeGroup.mutate(group.CustomFieldGroupId);
      },
    });
  }

  function confirmRemoveField(field: CustomField): void {
    if (field.HasAssignedValues) {
      warn(M.fieldCannotBeRemoved);
      return;
    }
    openConfirm({
      title: 'Remove field',
      message: `Remove the field "${field.Name}"?`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => {
        removeField.mutate(field.CustomFieldId);
      },
    });
  }

  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={`Category ${group.Name}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Group gap="xs">
            <Text fw={600}>{group.Name}</Text>
            <Badge variant="light" size="sm">
              {group.Orientation === 'R' ? 'Right column' : 'Left column'}
            </Badge>
            <Badge variant="outline" size="sm" color="gray">
              Sequence {group.Sequence}
            </Badge>
            {group.Enabled ? null : (
              <Badge color="gray" size="sm">
                Disabled
              </Badge>
            )}
          </Group>
          {group.Description ? (
            <Text size="sm" c="dimmed">
              {group.Description}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            Communities: {names(group.Communities)} · Roles: {names(group.Roles)}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <MayCall calls={CF.SaveField}>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                onAction({ kind: 'field', group, field: undefined });
              }}
            >
              Add field
            </Button>
          </MayCall>
          <MayCall calls={CF.SaveGroup}>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                onAction({ kind: 'editGroup', group });
              }}
            >
              Edit category
            </Button>
          </MayCall>
          <MayCall calls={CF.DeleteGroup}>
            <Button size="xs" color="red" variant="subtle" onClick={confirmRemoveGroup}>
              Remove category
            </Button>
          </MayCall>
        </Group>
      </Group>
      <Table mt="xs" verticalSpacing={4} aria-label={`Fields of ${group.Name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th ta="right">Sequence</Table.Th>
            <Table.Th ta="right">Values</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.Fields.map((field) => (
            <Table.Tr key={field.CustomFieldId} c={field.Enabled ? undefined : 'dimmed'}>
              <Table.Td>
                {field.Name}
                {field.Enabled ? '' : ' (disabled)'}
              </Table.Td>
              <Table.Td>{field.CustomFieldType}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {field.FieldType === 'L'
                    ? field.ValidValues.map((v) => v.Value).join(', ')
                    : (field.Regex ?? '')}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{field.Sequence}</Table.Td>
              <Table.Td ta="right">{field.ValueCount}</Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={`Actions for ${field.Name}`}>
                      ⋯
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      onClick={() => {
                        onAction({ kind: 'field', group, field });
                      }}
                    >
                      Edit field
                    </Menu.Item>
                    <Menu.Item
                      onClick={() => {
                        onAction({ kind: 'move', field });
                      }}
                    >
                      Move to another category
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      onClick={() => {
                        confirmRemoveField(field);
                      }}
                    >
                      Remove field
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
          {group.Fields.length === 0 ? <EmptyRow colSpan={6}>No fields yet.</EmptyRow> : null}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
