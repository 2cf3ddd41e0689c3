import { contract, type CommitteeMember, type SaveCommitteeMemberBody } from '@hoa/contract';
import { ExpirationMonths, expirationYears } from '@hoa/domain';
import { Alert, Anchor, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { committeeMemberTypesQuery, committeesKey } from './committee-queries';
import {
  ownsContact,
  roleLabel,
  toFormValues,
  toSaveBody,
  validateMember,
  type MemberFormValues,
} from './member-form-values';

/** The typed contact, phone and email are the first of the body's lists. */
const memberFieldOf = {
  'Contact.FirstName': 'FirstName',
  'Contact.MiddleName': 'MiddleName',
  'Contact.LastName': 'LastName',
  'Phones.0.AreaCode': 'AreaCode',
  'Phones.0.PhoneNumber': 'PhoneNumber',
  'WebAddresses.0.Address': 'Email',
};

interface MemberFormModalProps {
  opened: boolean;
  committeeAgentId: number;
  /** Undefined when seating a new contact. */
  member: CommitteeMember | undefined;
  onClose: () => void;
}

export function MemberFormModal(props: MemberFormModalProps) {
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.member ? 'Edit member' : 'Add member'}
      size="md"
    >
      <MemberForm {...props} />
    </FormModal>
  );
}

function MemberForm({ committeeAgentId, member, onClose }: MemberFormModalProps) {
  const queryClient = useQueryClient();
  const roles = useQuery(committeeMemberTypesQuery);
  // The spec's messages first; then the contract's schema of the save.
  const form = useContractForm({
    initialValues: toFormValues(member),
    schema: contract.committees.SaveCommitteeMember.body,
    toBody: (entered: MemberFormValues) => toSaveBody(entered, committeeAgentId, member),
    rules: (entered: MemberFormValues) => validateMember(entered, member),
    fieldOf: memberFieldOf,
  });
  const values = form.values;
  const errors = form.errors;
  const editsContact = ownsContact(member);

  // The ten-year list, plus a stored year that has left it.
  const years = useMemo(() => {
    const list = expirationYears(new Date().getFullYear());
    const stored = values.ExpirationYear;
    return stored !== null && !list.includes(stored) ? [stored, ...list] : list;
  }, [values.ExpirationYear]);

  const save = useMutation({
    mutationFn: (body: SaveCommitteeMemberBody) =>
      api.call(contract.committees.SaveCommitteeMember, { body }),
    onSuccess: async () => {
      showSuccess('Member saved.');
      await queryClient.invalidateQueries({ queryKey: committeesKey });
      onClose();
    },
  });

  const text = (
    key: 'FirstName' | 'MiddleName' | 'LastName' | 'Email' | 'AreaCode' | 'PhoneNumber',
  ) => form.getInputProps(key);

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Committee member"
    >
      <Stack gap="sm">
        {editsContact ? (
          <>
            <SimpleGrid cols={3} spacing="sm">
              <TextInput
                label="First name"
                withAsterisk
                maxLength={50}
                data-autofocus
                {...text('FirstName')}
              />
              <TextInput label="Middle name" maxLength={50} {...text('MiddleName')} />
              <TextInput label="Last name" maxLength={50} {...text('LastName')} />
            </SimpleGrid>
            <TextInput label="Email" type="email" maxLength={255} {...text('Email')} />
            <SimpleGrid cols={3} spacing="sm">
              <TextInput
                label="Area code"
                inputMode="numeric"
                maxLength={3}
                {...text('AreaCode')}
              />
              <TextInput
                label="Phone number"
                inputMode="numeric"
                maxLength={7}
                {...text('PhoneNumber')}
              />
            </SimpleGrid>
          </>
        ) : member ? (
          <Alert variant="light" color="gray">
            {member.Contact.DisplayName}’s contact details are kept on{' '}
            <Anchor
              href={`#${buildRoute(SiteMap.profileView, { agentId: member.Agent.TopsAgentId })}`}
            >
              their profile
            </Anchor>
            .
          </Alert>
        ) : null}
        <Select
          label="Role"
          allowDeselect={false}
          data={(roles.data ?? []).map((role) => ({
            value: String(role.CommitteeMemberTypeId),
            label: roleLabel(role.CommitteeMemberTypeName),
          }))}
          value={String(values.CommitteeMemberTypeId)}
          onChange={(value) => {
            if (value) form.setFieldValue('CommitteeMemberTypeId', Number(value));
          }}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Expiration month"
            placeholder="None"
            clearable
            data={ExpirationMonths.map((m) => ({ value: String(m.value), label: m.label }))}
            value={values.ExpirationMonth === null ? null : String(values.ExpirationMonth)}
            onChange={(value) => {
              form.setFieldValue('ExpirationMonth', value ? Number(value) : null);
            }}
            error={errors.ExpirationMonth}
          />
          <Select
            label="Expiration year"
            placeholder="None"
            clearable
            data={years.map(String)}
            value={values.ExpirationYear === null ? null : String(values.ExpirationYear)}
            onChange={(value) => {
              // The expiration's message sits under the month: a changed year drops it too.
              form.setFieldValue('ExpirationYear', value ? Number(value) : null);
              form.clearFieldError('ExpirationMonth');
            }}
            error={errors.ExpirationMonth ? ' ' : undefined}
          />
        </SimpleGrid>
        <ProblemAlert problem={formProblem(errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
