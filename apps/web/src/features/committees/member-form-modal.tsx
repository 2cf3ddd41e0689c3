import { contract, type CommitteeMember, type SaveCommitteeMemberBody } from '@hoa/contract';
import { ExpirationMonths, expirationYears } from '@hoa/domain';
import { Alert, Anchor, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { committeeMemberTypesQuery, committeesKey } from './committee-queries';
import {
  ownsContact,
  roleLabel,
  toFormValues,
  toSaveBody,
  validateMember,
  type MemberFormErrors,
  type MemberFormValues,
} from './member-form-values';

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
  const [values, setValues] = useState<MemberFormValues>(() => toFormValues(member));
  const [errors, setErrors] = useState<MemberFormErrors>({});
  const editsContact = ownsContact(member);
  // An edited field drops its message; the expiration message sits under the month.
  const set = <K extends keyof MemberFormValues>(key: K, value: MemberFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const shown: keyof MemberFormValues = key === 'ExpirationYear' ? 'ExpirationMonth' : key;
    setErrors((current) => ({ ...current, [shown]: undefined }));
  };

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

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const found = validateMember(values, member);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(toSaveBody(values, committeeAgentId, member));
  }

  const text = (
    key: 'FirstName' | 'MiddleName' | 'LastName' | 'Email' | 'AreaCode' | 'PhoneNumber',
  ) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(key, event.currentTarget.value);
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Committee member">
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
            if (value) set('CommitteeMemberTypeId', Number(value));
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
              set('ExpirationMonth', value ? Number(value) : null);
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
              set('ExpirationYear', value ? Number(value) : null);
            }}
            error={errors.ExpirationMonth ? ' ' : undefined}
          />
        </SimpleGrid>
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
