import { PhoneTypes } from '@hoa/domain';
import { Group, Select } from '@mantine/core';
import { PhoneEntry } from '../../widgets/phone-entry';
import { newPhoneRow, type FormErrors, type PhoneRow } from './profile-form-state';
import { RowList } from './row-list';

const typeOptions = PhoneTypes.map((t) => ({
  value: String(t.PhoneTypeId),
  label: t.PhoneTypeName,
}));

interface PhoneRowsProps {
  rows: PhoneRow[];
  onChange: (rows: PhoneRow[]) => void;
  errors: FormErrors;
}

export function PhoneRows({ rows, onChange, errors }: PhoneRowsProps) {
  return (
    <RowList title="Phones" itemLabel="Phone" rows={rows} onChange={onChange} create={newPhoneRow}>
      {(row, index, update) => (
        <Group align="flex-start" wrap="nowrap">
          <Select
            label="Phone type"
            w={120}
            data={typeOptions}
            value={row.PhoneTypeId}
            allowDeselect={false}
            onChange={(value) => {
              if (value) update({ PhoneTypeId: value });
            }}
          />
          <PhoneEntry
            value={row}
            onChange={(entry) => {
              update(entry);
            }}
            errors={{
              AreaCode: errors[`Phones.${index}.AreaCode`],
              PhoneNumber: errors[`Phones.${index}.PhoneNumber`],
              Extension: errors[`Phones.${index}.Extension`],
            }}
          />
        </Group>
      )}
    </RowList>
  );
}
