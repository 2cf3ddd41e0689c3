import { PhoneTypes } from '@hoa/domain';
import { Group, Select } from '@mantine/core';
import { PhoneEntry, type PhoneEntryValue } from '../../widgets/phone-entry';
import { newPhoneRow, type ProfileFormFields } from './profile-form-state';
import { RowList } from './row-list';

const typeOptions = PhoneTypes.map((t) => ({
  value: String(t.PhoneTypeId),
  label: t.PhoneTypeName,
}));

const entryParts: readonly (keyof PhoneEntryValue)[] = ['AreaCode', 'PhoneNumber', 'Extension'];

export function PhoneRows({ form }: { form: ProfileFormFields }) {
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? error : undefined;
  };
  return (
    <RowList
      title="Phones"
      itemLabel="Phone"
      form={form}
      path="phones"
      rows={form.values.phones}
      create={newPhoneRow}
    >
      {(row, at) => (
        <Group align="flex-start" wrap="nowrap">
          <Select
            label="Phone type"
            w={120}
            data={typeOptions}
            allowDeselect={false}
            {...form.getInputProps(at('PhoneTypeId'))}
          />
          <PhoneEntry
            value={row}
            onChange={(entry) => {
              // Each part typed in is set on its own, so only its message goes.
              for (const part of entryParts) {
                if (entry[part] !== row[part]) form.setFieldValue(at(part), entry[part]);
              }
            }}
            errors={{
              AreaCode: errorOf(at('AreaCode')),
              PhoneNumber: errorOf(at('PhoneNumber')),
              Extension: errorOf(at('Extension')),
            }}
          />
        </Group>
      )}
    </RowList>
  );
}
