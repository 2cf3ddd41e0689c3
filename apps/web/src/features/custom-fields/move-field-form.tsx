import { contract, type CustomField, type CustomFieldGroup } from '@hoa/contract';
import { findAgentTypeGroup } from '@hoa/domain';
import { Select, Stack, Text } from '@mantine/core';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { useMoveField } from './custom-field-queries';

interface MoveFieldFormProps {
  field: CustomField;
  /** Every category the field could go to. */
  groups: readonly CustomFieldGroup[];
  onClose: () => void;
}

/** Moves a field, with its values, to another category. */
export function MoveFieldForm({ field, groups, onClose }: MoveFieldFormProps) {
  const initialValues: { TargetCustomFieldGroupId: string | null } = {
    TargetCustomFieldGroupId: null,
  };
  const form = useContractForm({
    initialValues,
    schema: contract.customFields.MoveField.body,
    toBody: (values) => ({
      CustomFieldId: field.CustomFieldId,
      TargetCustomFieldGroupId: Number(values.TargetCustomFieldGroupId),
    }),
    rules: (values) => ({
      TargetCustomFieldGroupId:
        values.TargetCustomFieldGroupId === null ? 'Choose a category.' : null,
    }),
  });
  const move = useMoveField(() => {
    showSuccess('Field moved.');
    onClose();
  });
  const options = groups
    .filter((g) => g.CustomFieldGroupId !== field.CustomFieldGroupId)
    .map((g) => ({
      value: String(g.CustomFieldGroupId),
      label: `${g.Name} (${findAgentTypeGroup(g.AgentTypeGroupId)?.Name ?? ''})`,
    }));

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        move.mutate(body);
      })}
      noValidate
      aria-label="Move field"
    >
      <Stack gap="sm">
        <Text size="sm">
          Move <b>{field.Name}</b>
          {field.ValueCount > 0 ? ` and its ${field.ValueCount} values` : ''} to:
        </Text>
        <Select
          label="Target category"
          searchable
          data={options}
          {...form.getInputProps('TargetCustomFieldGroupId')}
          nothingFoundMessage="No other category"
        />
        <FormActions onCancel={onClose} saving={move.isPending} />
      </Stack>
    </form>
  );
}
