import { contract, type CustomField } from '@hoa/contract';
import {
  checkFieldDefinition,
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
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { wholeNumberOf, wholeNumberProblem } from '../../widgets/whole-number';
import { useSaveField } from './custom-field-queries';

interface FieldFormProps {
  customFieldGroupId: number;
  /** Undefined when adding a field. */
  field: CustomField | undefined;
  onClose: () => void;
}

interface FieldValues {
  Name: string;
  FieldType: CustomFieldTypeCode;
  /** Empty: a new field goes last, a changed one keeps its place. */
  Sequence: number | string;
  Enabled: boolean;
  ValidValues: string[];
  Regex: string;
}

const typeOptions = CustomFieldTypes.map((t) => ({ value: t.FieldType, label: t.FieldTypeName }));

const sequenceRange = { min: 0, max: 100_000, optional: true };

function isTypeCode(value: string | null): value is CustomFieldTypeCode {
  return CustomFieldTypes.some((t) => t.FieldType === value);
}

/** The format a text field keeps, or null (other types keep none). */
const patternOf = (values: FieldValues) =>
  usesPattern(values.FieldType) && values.Regex.trim() ? values.Regex.trim() : null;

/** A field's name, type, order, list values and format. */
export function FieldForm({ customFieldGroupId, field, onClose }: FieldFormProps) {
  const initialValues: FieldValues = {
    Name: field?.Name ?? '',
    FieldType: field?.FieldType ?? 'T',
    Sequence: field?.Sequence ?? '',
    Enabled: field?.Enabled ?? true,
    ValidValues: field?.ValidValues.map((v) => v.Value) ?? [],
    Regex: field?.Regex ?? '',
  };
  const form = useContractForm({
    initialValues,
    schema: contract.customFields.SaveField.body,
    toBody: (values: FieldValues) => ({
      CustomFieldGroupId: customFieldGroupId,
      CustomFieldId: field?.CustomFieldId,
      Name: values.Name,
      FieldType: values.FieldType,
      Sequence: wholeNumberOf(values.Sequence) ?? undefined,
      Enabled: values.Enabled,
      Regex: patternOf(values),
      ValidValues: usesValidValues(values.FieldType) ? values.ValidValues : [],
    }),
    // The server's checks of the list values and the format (checkFieldDefinition), each under
    // its field.
    rules: (values: FieldValues) => {
      const pattern = patternOf(values);
      return {
        Sequence: wholeNumberProblem(values.Sequence, sequenceRange),
        ValidValues: usesValidValues(values.FieldType)
          ? checkFieldDefinition({ ...values, Regex: null })
          : null,
        Regex: pattern === null ? null : checkFieldPattern(pattern),
      };
    },
  });
  const save = useSaveField(() => {
    showSuccess('Field saved.');
    onClose();
  });
  const fieldType = form.values.FieldType;

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Field"
    >
      <Stack gap="sm">
        <TextInput label="Field name" withAsterisk {...form.getInputProps('Name')} />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Type"
            data={typeOptions}
            allowDeselect={false}
            {...form.getInputProps('FieldType')}
            onChange={(value) => {
              if (isTypeCode(value)) form.setFieldValue('FieldType', value);
            }}
            disabled={field?.HasAssignedValues}
            description={field?.HasAssignedValues ? M.typeChangeWithValues : undefined}
          />
          <NumberInput
            label="Sequence"
            placeholder="Last"
            min={sequenceRange.min}
            max={sequenceRange.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('Sequence')}
          />
        </SimpleGrid>
        {usesValidValues(fieldType) ? (
          <TagsInput
            label="Valid values"
            description="Type a value and press Enter"
            withAsterisk
            {...form.getInputProps('ValidValues')}
          />
        ) : null}
        {usesPattern(fieldType) ? (
          <TextInput
            label="Format (regular expression)"
            description="The whole value must match, e.g. \d{5} for a 5-digit code"
            {...form.getInputProps('Regex')}
          />
        ) : null}
        <Switch label="Enabled" {...form.getInputProps('Enabled', { type: 'checkbox' })} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
