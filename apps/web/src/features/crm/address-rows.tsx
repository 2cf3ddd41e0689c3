import { addressTypesForAgentType, Countries, States, UsCountryId } from '@hoa/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { newAddressRow, type AddressRow, type FormErrors } from './profile-form-state';
import { RowList } from './row-list';

const countryOptions = Countries.map((c) => ({ value: String(c.CountryId), label: c.CountryName }));
const stateOptions = States.map((s) => ({
  value: String(s.StateId),
  label: `${s.StateName} (${s.StateAlias})`,
}));

interface AddressRowsProps {
  agentTypeId: number;
  rows: AddressRow[];
  onChange: (rows: AddressRow[]) => void;
  errors: FormErrors;
}

/** Addresses with the types of the agent's kind; the country list has the United States first. */
export function AddressRows({ agentTypeId, rows, onChange, errors }: AddressRowsProps) {
  const typeOptions = addressTypesForAgentType(agentTypeId).map((t) => ({
    value: String(t.AddressTypeId),
    label: t.AddressTypeName,
  }));
  return (
    <RowList
      title="Addresses"
      itemLabel="Address"
      rows={rows}
      onChange={onChange}
      create={(isPrimary) => newAddressRow(agentTypeId, isPrimary)}
    >
      {(row, index, update) => {
        const error = (field: string) => errors[`Addresses.${index}.${field}`];
        const isUs = row.CountryId === String(UsCountryId);
        return (
          <>
            <Group grow align="flex-start">
              <Select
                label="Address type"
                data={typeOptions}
                value={row.AddressTypeId}
                allowDeselect={false}
                onChange={(value) => {
                  if (value) update({ AddressTypeId: value });
                }}
                error={error('AddressTypeId')}
              />
              <Select
                label="Country"
                data={countryOptions}
                value={row.CountryId}
                searchable
                allowDeselect={false}
                onChange={(value) => {
                  if (value) update({ CountryId: value, StateId: null });
                }}
                error={error('CountryId')}
              />
            </Group>
            <Group grow align="flex-start">
              <TextInput
                label="Street number"
                maw={140}
                value={row.StreetNumber}
                onChange={(e) => {
                  update({ StreetNumber: e.currentTarget.value });
                }}
                error={error('StreetNumber')}
              />
              <TextInput
                label="Street name"
                value={row.StreetName}
                onChange={(e) => {
                  update({ StreetName: e.currentTarget.value });
                }}
                error={error('StreetName')}
              />
              <TextInput
                label="Unit"
                maw={120}
                value={row.Unit}
                onChange={(e) => {
                  update({ Unit: e.currentTarget.value });
                }}
                error={error('Unit')}
              />
            </Group>
            <Group grow align="flex-start">
              <TextInput
                label="City"
                value={row.City}
                onChange={(e) => {
                  update({ City: e.currentTarget.value });
                }}
                error={error('City')}
              />
              {isUs ? (
                <Select
                  label="State"
                  data={stateOptions}
                  value={row.StateId}
                  searchable
                  clearable
                  onChange={(value) => {
                    update({ StateId: value });
                  }}
                  error={error('StateId')}
                />
              ) : null}
              <TextInput
                label="Postal code"
                maw={140}
                value={row.PostalCode}
                onChange={(e) => {
                  update({ PostalCode: e.currentTarget.value });
                }}
                error={error('PostalCode')}
              />
            </Group>
          </>
        );
      }}
    </RowList>
  );
}
