import {
  AgentTypeId,
  CommunityTypes,
  hasFederalTaxNumber,
  isPersonAgentType,
  maskFederalTaxNumber,
} from '@hoa/domain';
import { Paper, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { ContactFields as Contact, ProfileFormFields } from './profile-form-state';

/** Names, alias, federal tax number (organizations, vendors, clients) and primary email. */
export function ContactFields({ form }: { form: ProfileFormFields }) {
  const { agentTypeId } = form.values;
  const person = isPersonAgentType(agentTypeId);
  const field = (name: keyof Contact, label: string, extra: { placeholder?: string } = {}) => (
    <TextInput label={label} {...form.getInputProps(`contact.${name}`)} {...extra} />
  );

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label="Contact">
      <Title order={4} mb="xs">
        Contact
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {person ? field('FirstName', 'First name') : null}
        {person ? field('MiddleName', 'Middle name') : null}
        {person ? field('LastName', 'Last name') : null}
        {field('DisplayName', 'Display name', {
          placeholder: person ? 'First and last name' : 'Company name',
        })}
        {person ? null : field('CompanyName', 'Company name')}
        {field('Alias', 'Alias')}
        {field('PrimaryEmailAddress', 'Primary email', {
          placeholder: 'The first Email web address',
        })}
        {hasFederalTaxNumber(agentTypeId) ? (
          <TextInput
            label="Federal tax number"
            placeholder="12-12345678"
            inputMode="numeric"
            {...form.getInputProps('contact.FederalTaxNumber')}
            onChange={(event) => {
              form.setFieldValue(
                'contact.FederalTaxNumber',
                maskFederalTaxNumber(event.currentTarget.value),
              );
            }}
          />
        ) : null}
        {agentTypeId === AgentTypeId.Community ? (
          <Select
            label="Community type"
            data={CommunityTypes.map((t) => t.CommunityTypeName)}
            allowDeselect={false}
            {...form.getInputProps('communityType')}
          />
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}
