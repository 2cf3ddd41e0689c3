import { SaveCustomFieldGroupBody, type CustomFieldGroup } from '@hoa/contract';
import { AgentTypeGroups } from '@hoa/domain';
import {
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useCommunityList } from '../../app/community/community-list';
import { showSuccess } from '../../app/toasts';
import { fieldErrors } from '../../widgets/form-errors';
import { FormActions } from '../../widgets/form-modal';
import { rolesOptionsQuery, useSaveGroup } from './custom-field-queries';

interface CategoryFormProps {
  /** Undefined when adding a category. */
  group: CustomFieldGroup | undefined;
  /** A new category starts with these communities. */
  defaultCommunityIds: readonly number[];
  onClose: () => void;
}

const availability = AgentTypeGroups.map((g) => ({
  value: String(g.AgentTypeGroupId),
  label: g.Name,
}));

/** A category's name, availability, column, order, communities and roles (spec 1 §3.9, §5). */
export function CategoryForm({ group, defaultCommunityIds, onClose }: CategoryFormProps) {
  const communities = useCommunityList().data ?? [];
  const roles = useQuery(rolesOptionsQuery).data ?? [];
  const [name, setName] = useState(group?.Name ?? '');
  const [description, setDescription] = useState(group?.Description ?? '');
  const [agentTypeGroupId, setAgentTypeGroupId] = useState<string | null>(
    group ? String(group.AgentTypeGroupId) : null,
  );
  const [orientation, setOrientation] = useState(group?.Orientation ?? 'L');
  const [sequence, setSequence] = useState<number | string>(group?.Sequence ?? 0);
  const [enabled, setEnabled] = useState(group?.Enabled ?? true);
  const [communityIds, setCommunityIds] = useState<string[]>(() =>
    (group ? group.Communities.map((c) => c.CommunityAgentId) : defaultCommunityIds).map(String),
  );
  // A new category is open to every role until narrowed.
  const [roleIds, setRoleIds] = useState<string[] | null>(
    group ? group.Roles.map((r) => String(r.ProductRoleId)) : null,
  );
  const chosenRoles = roleIds ?? roles.map((r) => String(r.ProductRoleId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveGroup(() => {
    showSuccess('Category saved.');
    onClose();
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = SaveCustomFieldGroupBody.safeParse({
      CustomFieldGroupId: group?.CustomFieldGroupId,
      AgentTypeGroupId: agentTypeGroupId === null ? undefined : Number(agentTypeGroupId),
      Name: name,
      Description: description,
      Orientation: orientation,
      Sequence: Number(sequence) || 0,
      Enabled: enabled,
      Communities: communityIds.map(Number),
      Roles: chosenRoles.map(Number),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Category">
      <Stack gap="sm">
        <TextInput
          label="Category name"
          withAsterisk
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={errors.Name}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={4}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
          error={errors.Description}
        />
        <SimpleGrid cols={3} spacing="sm">
          <Select
            label="Available for"
            withAsterisk
            data={availability}
            value={agentTypeGroupId}
            onChange={setAgentTypeGroupId}
            error={errors.AgentTypeGroupId}
          />
          <NumberInput
            label="Sequence"
            min={0}
            allowDecimal={false}
            value={sequence}
            onChange={setSequence}
          />
          <div>
            <Text size="sm" fw={500} mb={2}>
              Column
            </Text>
            <SegmentedControl
              aria-label="Column"
              fullWidth
              value={orientation}
              onChange={(value) => {
                setOrientation(value === 'R' ? 'R' : 'L');
              }}
              data={[
                { value: 'L', label: 'Left' },
                { value: 'R', label: 'Right' },
              ]}
            />
          </div>
        </SimpleGrid>
        <MultiSelect
          label="Communities"
          withAsterisk
          searchable
          data={communities.map((c) => ({
            value: String(c.CommunityAgentId),
            label: c.DisplayName,
          }))}
          value={communityIds}
          onChange={setCommunityIds}
          error={errors.Communities}
        />
        <MultiSelect
          label="Roles"
          withAsterisk
          searchable
          data={roles.map((r) => ({ value: String(r.ProductRoleId), label: r.Name }))}
          value={chosenRoles}
          onChange={setRoleIds}
          error={errors.Roles}
        />
        <Switch
          label="Enabled"
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.currentTarget.checked);
          }}
        />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
