import { addressTypesForAgentType, Countries, States, UsCountryId } from '@hoa/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { newAddressRow, type ProfileFormFields } from './profile-form-state';
import { RowList } from './row-list';

const countryOptions = Countries.map((c) => ({ value: String(c.CountryId), label: c.CountryName }));
const stateOptions = States.map((s) => ({
  value: String(s.StateId),
  label: `${s.StateName} (${s.StateAlias})`,
}));

/** Addresses with the types of the agent's kind; the country list has the United States first. */
export function AddressRows({ form }: { form: ProfileFormFields }) {
  const { agentTypeId, addresses } = form.values;
  const typeOptions = addressTypesForAgentType(agentTypeId).map((t) => ({
    value: String(t.AddressTypeId),
    label: t.AddressTypeName,
  }));
  return (
    <RowList
      title="Addresses"
      itemLabel="Address"
      form={form}
      path="addresses"
      rows={addresses}
      create={(isPrimary) => newAddressRow(agentTypeId, isPrimary)}
    >
      {(row, at) => {
        const isUs = row.CountryId === String(UsCountryId);
        return (
          <>
            <Group grow align="flex-start">
              <Select
                label="Address type"
                data={typeOptions}
                allowDeselect={false}
                {...form.getInputProps(at('AddressTypeId'))}
              />
              <Select
                label="Country"
                data={countryOptions}
                searchable
                allowDeselect={false}
                {...form.getInputProps(at('CountryId'))}
                onChange={(value) => {
                  if (!value) return;
                  form.setFieldValue(at('CountryId'), value);
                  form.setFieldValue(at('StateId'), null);
                }}
              />
            </Group>
            <Group grow align="flex-start">
              <TextInput
                label="Street number"
                maw={140}
                {...form.getInputProps(at('StreetNumber'))}
              />
              <TextInput label="Street name" {...form.getInputProps(at('StreetName'))} />
              <TextInput label="Unit" maw={120} {...form.getInputProps(at('Unit'))} />
            </Group>
            <Group grow align="flex-start">
              <TextInput label="City" {...form.getInputProps(at('City'))} />
              {isUs ? (
                <Select
                  label="State"
                  data={stateOptions}
                  searchable
                  clearable
                  {...form.getInputProps(at('StateId'))}
                />
              ) : null}
              <TextInput label="Postal code" maw={140} {...form.getInputProps(at('PostalCode'))} />
            </Group>
          </>
        );
      }}
    </RowList>
  );
}
