import type { CustomField } from '@hoa/contract';
import {
  checkFieldPattern,
  CustomFieldTypes,
  CustomFieldMessages as M,
  usesPattern,
  usesValidValues,
  type CustomFieldTypeCode,
} from '@hoa/domain';
import {
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { contract } from '@hoa/contract';
import { showSuccess } from '../../app/toasts';
import { fieldErrors } from '../../widgets/form-errors';
import { FormActions } from '../../widgets/form-modal';
import { useSaveField } from './custom-field-queries';

interface FieldFormProps {
  customFieldGroupId: number;
  /** Undefined when adding a field. */
  field: CustomField | undefined;
  onClose: () => void;
}

const typeOptions = CustomFieldTypes.map((t) => ({ value: t.FieldType, label: t.FieldTypeName }));

function isTypeCode(value: string | null): value is CustomFieldTypeCode {
  return CustomFieldTypes.some((t) => t.FieldType === value);
}

/** A field's name, type, order, list values and format. */
export function FieldForm({ customFieldGroupId, field, onClose }: FieldFormProps) {
  const [name, setName] = useState(field?.Name ?? '');
  const [fieldType, setFieldType] = useState<CustomFieldTypeCode>(field?.FieldType ?? 'T');
  const [sequence, setSequence] = useState<number | string>(field?.Sequence ?? '');
  const [enabled, setEnabled] = useState(field?.Enabled ?? true);
  const [validValues, setValidValues] = useState<string[]>(
    field?.ValidValues.map((v) => v.Value) ?? [],
  );
  const [regex, setRegex] = useState(field?.Regex ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveField(() => {
    showSuccess('Field saved.');
    onClose();
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = contract.customFields.SaveField.body.safeParse({
      CustomFieldGroupId: customFieldGroupId,
      CustomFieldId: field?.CustomFieldId,
      Name: name,
      FieldType: fieldType,
      Sequence: sequence === '' ? undefined : Number(sequence),
      Enabled: enabled,
      Regex: usesPattern(fieldType) && regex.trim() ? regex.trim() : null,
      ValidValues: usesValidValues(fieldType) ? validValues : [],
    });
    const next = parsed.success ? {} : fieldErrors(parsed.error);
    if (usesValidValues(fieldType) && validValues.length === 0)
      next.ValidValues = M.listNeedsValues;
    const patternProblem =
      usesPattern(fieldType) && regex.trim() ? checkFieldPattern(regex.trim()) : null;
    if (patternProblem) next.Regex = patternProblem;
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Field">
      <Stack gap="sm">
        <TextInput
          label="Field name"
          withAsterisk
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={errors.Name}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Type"
            data={typeOptions}
            value={fieldType}
            allowDeselect={false}
            onChange={(value) => {
              if (isTypeCode(value)) setFieldType(value);
            }}
            disabled={field?.HasAssignedValues}
            description={field?.HasAssignedValues ? M.typeChangeWithValues : undefined}
          />
          <NumberInput
            label="Sequence"
            placeholder="Last"
            min={0}
            allowDecimal={false}
            value={sequence}
            onChange={setSequence}
          />
        </SimpleGrid>
        {usesValidValues(fieldType) ? (
          <TagsInput
            label="Valid values"
            description="Type a value and press Enter"
            withAsterisk
            value={validValues}
            onChange={setValidValues}
            error={errors.ValidValues}
          />
        ) : null}
        {usesPattern(fieldType) ? (
          <TextInput
            label="Format (regular expression)"
            description="The whole value must match, e.g. \d{5} for a 5-digit code"
            value={regex}
            onChange={(event) => {
              setRegex(event.currentTarget.value);
            }}
            error={errors.Regex}
          />
        ) : null}
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
