import { WebAddressTypeId, WebAddressTypes } from '@hoa/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { newWebAddressRow, type ProfileFormFields } from './profile-form-state';
import { RowList } from './row-list';

const typeOptions = WebAddressTypes.map((t) => ({
  value: String(t.WebAddressTypeId),
  label: t.WebAddressTypeName,
}));

export function WebAddressRows({ form }: { form: ProfileFormFields }) {
  return (
    <RowList
      title="Web addresses"
      itemLabel="Web address"
      form={form}
      path="webAddresses"
      rows={form.values.webAddresses}
      create={newWebAddressRow}
    >
      {(row, at) => {
        const isEmail = row.WebAddressTypeId === String(WebAddressTypeId.Email);
        return (
          <Group align="flex-start" wrap="nowrap">
            <Select
              label="Web address type"
              w={150}
              data={typeOptions}
              allowDeselect={false}
              {...form.getInputProps(at('WebAddressTypeId'))}
            />
            <TextInput
              label={isEmail ? 'Email address' : 'Web address'}
              type={isEmail ? 'email' : 'text'}
              withAsterisk
              style={{ flex: 1 }}
              {...form.getInputProps(at('Address'))}
            />
          </Group>
        );
      }}
    </RowList>
  );
}
