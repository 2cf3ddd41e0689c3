import { WebAddressTypeId, WebAddressTypes } from '@hoa/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { newWebAddressRow, type FormErrors, type WebAddressRow } from './profile-form-state';
import { RowList } from './row-list';

const typeOptions = WebAddressTypes.map((t) => ({
  value: String(t.WebAddressTypeId),
  label: t.WebAddressTypeName,
}));

interface WebAddressRowsProps {
  rows: WebAddressRow[];
  onChange: (rows: WebAddressRow[]) => void;
  errors: FormErrors;
}

export function WebAddressRows({ rows, onChange, errors }: WebAddressRowsProps) {
  return (
    <RowList
      title="Web addresses"
      itemLabel="Web address"
      rows={rows}
      onChange={onChange}
      create={newWebAddressRow}
    >
      {(row, index, update) => {
        const isEmail = row.WebAddressTypeId === String(WebAddressTypeId.Email);
        return (
          <Group align="flex-start" wrap="nowrap">
            <Select
              label="Web address type"
              w={150}
              data={typeOptions}
              value={row.WebAddressTypeId}
              allowDeselect={false}
              onChange={(value) => {
                if (value) update({ WebAddressTypeId: value });
              }}
            />
            <TextInput
              label={isEmail ? 'Email address' : 'Web address'}
              type={isEmail ? 'email' : 'text'}
              withAsterisk
              style={{ flex: 1 }}
              value={row.Address}
              onChange={(e) => {
                update({ Address: e.currentTarget.value });
              }}
              error={errors[`WebAddresses.${index}.Address`]}
            />
          </Group>
        );
      }}
    </RowList>
  );
}
