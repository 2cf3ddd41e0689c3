import { contract, type CustomFieldGroup } from '@hoa/contract';
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
import { useCommunityList } from '../../app/community/community-list';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { wholeNumberOf, wholeNumberProblem } from '../../widgets/whole-number';
import { rolesOptionsQuery, useSaveGroup } from './custom-field-queries';

interface CategoryFormProps {
  /** Undefined when adding a category. */
  group: CustomFieldGroup | undefined;
  /** A new category starts with these communities. */
  defaultCommunityIds: readonly number[];
  onClose: () => void;
}

interface CategoryValues {
  Name: string;
  Description: string;
  AgentTypeGroupId: string | null;
  Orientation: 'L' | 'R';
  Sequence: number | string;
  Enabled: boolean;
  Communities: string[];
  /** Null: every role (a new category is open to every role until narrowed). */
  Roles: string[] | null;
}

const availability = AgentTypeGroups.map((g) => ({
  value: String(g.AgentTypeGroupId),
  label: g.Name,
}));

const sequenceRange = { min: 0, max: 100_000 };

/** A category's name, availability, column, order, communities and roles (spec 1 §3.9, §5). */
export function CategoryForm({ group, defaultCommunityIds, onClose }: CategoryFormProps) {
  const communities = useCommunityList().data ?? [];
  const roles = useQuery(rolesOptionsQuery).data ?? [];
  const allRoles = roles.map((r) => String(r.ProductRoleId));
  const initialValues: CategoryValues = {
    Name: group?.Name ?? '',
    Description: group?.Description ?? '',
    AgentTypeGroupId: group ? String(group.AgentTypeGroupId) : null,
    Orientation: group?.Orientation ?? 'L',
    Sequence: group?.Sequence ?? 0,
    Enabled: group?.Enabled ?? true,
    Communities: (group
      ? group.Communities.map((c) => c.CommunityAgentId)
      : defaultCommunityIds
    ).map(String),
    Roles: group ? group.Roles.map((r) => String(r.ProductRoleId)) : null,
  };
  const form = useContractForm({
    initialValues,
    schema: contract.customFields.SaveGroup.body,
    toBody: (values: CategoryValues) => ({
      CustomFieldGroupId: group?.CustomFieldGroupId,
      AgentTypeGroupId:
        values.AgentTypeGroupId === null ? undefined : Number(values.AgentTypeGroupId),
      Name: values.Name,
      Description: values.Description,
      Orientation: values.Orientation,
      Sequence: wholeNumberOf(values.Sequence) ?? 0,
      Enabled: values.Enabled,
      Communities: values.Communities.map(Number),
      Roles: (values.Roles ?? allRoles).map(Number),
    }),
    rules: (values: CategoryValues) => ({
      Sequence: wholeNumberProblem(values.Sequence, { ...sequenceRange, optional: true }),
    }),
  });
  const save = useSaveGroup(() => {
    showSuccess('Category saved.');
    onClose();
  });

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Category"
    >
      <Stack gap="sm">
        <TextInput label="Category name" withAsterisk {...form.getInputProps('Name')} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps('Description')}
        />
        <SimpleGrid cols={3} spacing="sm">
          <Select
            label="Available for"
            withAsterisk
            data={availability}
            {...form.getInputProps('AgentTypeGroupId')}
          />
          <NumberInput
            label="Sequence"
            min={sequenceRange.min}
            max={sequenceRange.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('Sequence')}
          />
          <div>
            <Text size="sm" fw={500} mb={2}>
              Column
            </Text>
            <SegmentedControl
              aria-label="Column"
              fullWidth
              value={form.values.Orientation}
              onChange={(value) => {
                form.setFieldValue('Orientation', value === 'R' ? 'R' : 'L');
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
          {...form.getInputProps('Communities')}
        />
        <MultiSelect
          label="Roles"
          withAsterisk
          searchable
          data={roles.map((r) => ({ value: String(r.ProductRoleId), label: r.Name }))}
          {...form.getInputProps('Roles')}
          value={form.values.Roles ?? allRoles}
        />
        <Switch label="Enabled" {...form.getInputProps('Enabled', { type: 'checkbox' })} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
