import {
  AgentTypeId,
  CommunityTypes,
  hasFederalTaxNumber,
  isPersonAgentType,
  maskFederalTaxNumber,
} from '@hoa/domain';
import { Paper, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { ContactFields as Contact, FormErrors, ProfileFormState } from './profile-form-state';

interface ContactFieldsProps {
  state: ProfileFormState;
  onContact: (contact: Contact) => void;
  onCommunityType: (communityType: string) => void;
  errors: FormErrors;
}

/** Names, alias, federal tax number (organizations, vendors, clients) and primary email. */
export function ContactFields({ state, onContact, onCommunityType, errors }: ContactFieldsProps) {
  const c = state.contact;
  const person = isPersonAgentType(state.agentTypeId);
  const field = (name: keyof Contact, label: string, extra: { placeholder?: string } = {}) => (
    <TextInput
      label={label}
      value={c[name]}
      onChange={(event) => {
        onContact({ ...c, [name]: event.currentTarget.value });
      }}
      error={errors[`Contact.${name}`]}
      {...extra}
    />
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
        {hasFederalTaxNumber(state.agentTypeId) ? (
          <TextInput
            label="Federal tax number"
            placeholder="12-12345678"
            inputMode="numeric"
            value={c.FederalTaxNumber}
            onChange={(event) => {
              onContact({
                ...c,
                FederalTaxNumber: maskFederalTaxNumber(event.currentTarget.value),
              });
            }}
            error={errors['Contact.FederalTaxNumber']}
          />
        ) : null}
        {state.agentTypeId === AgentTypeId.Community ? (
          <Select
            label="Community type"
            data={CommunityTypes.map((t) => t.CommunityTypeName)}
            value={state.communityType}
            allowDeselect={false}
            onChange={(value) => {
              if (value) onCommunityType(value);
            }}
            error={errors['Agent.CommunityType']}
          />
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}
