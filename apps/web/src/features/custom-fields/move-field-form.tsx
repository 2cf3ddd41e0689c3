import type { CustomField, CustomFieldGroup } from '@hoa/contract';
import { findAgentTypeGroup } from '@hoa/domain';
import { Select, Stack, Text } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { showSuccess } from '../../app/toasts';
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
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
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

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (target === null) {
      setError('Choose a category.');
      return;
    }
    move.mutate({ CustomFieldId: field.CustomFieldId, TargetCustomFieldGroupId: Number(target) });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Move field">
      <Stack gap="sm">
        <Text size="sm">
          Move <b>{field.Name}</b>
          {field.ValueCount > 0 ? ` and its ${field.ValueCount} values` : ''} to:
        </Text>
        <Select
          label="Target category"
          searchable
          data={options}
          value={target}
          onChange={setTarget}
          error={error}
          nothingFoundMessage="No other category"
        />
        <FormActions onCancel={onClose} saving={move.isPending} />
      </Stack>
    </form>
  );
}
