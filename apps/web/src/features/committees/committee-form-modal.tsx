import { contract, type Committee, type RequestOf } from '@hoa/contract';
import { Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { useContractForm } from '../../widgets/contract-form';
import { committeesKey } from './committee-queries';

type SaveBody = RequestOf<typeof contract.committees.SaveCommittee>['body'];

interface CommitteeFormModalProps {
  opened: boolean;
  communityAgentId: number;
  /** Undefined when creating a committee. */
  committee: Committee | undefined;
  onClose: () => void;
  onSaved?: (saved: Committee) => void;
}

export function CommitteeFormModal(props: CommitteeFormModalProps) {
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.committee ? 'Edit committee' : 'New committee'}
      size="sm"
    >
      <CommitteeForm {...props} />
    </FormModal>
  );
}

function CommitteeForm({ communityAgentId, committee, onClose, onSaved }: CommitteeFormModalProps) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    initialValues: {
      DisplayName: committee?.DisplayName ?? '',
      Alias: committee?.Alias ?? '',
      IsPrimary: committee?.IsPrimary ?? false,
      IsArchitectural: committee?.IsArchitectural ?? false,
    },
    schema: contract.committees.SaveCommittee.body,
    toBody: (values) => ({
      ...values,
      TopsAgentId: committee?.TopsAgentId,
      CommunityAgentId: communityAgentId,
    }),
  });

  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.committees.SaveCommittee, { body }),
    onSuccess: async (saved) => {
      showSuccess('Committee saved.');
      await queryClient.invalidateQueries({ queryKey: committeesKey });
      onClose();
      onSaved?.(saved);
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Committee"
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          maxLength={150}
          {...form.getInputProps('DisplayName')}
        />
        <TextInput label="Alias" maxLength={10} {...form.getInputProps('Alias')} />
        <Switch
          label="Primary committee"
          description="The community's governing board; one per community"
          {...form.getInputProps('IsPrimary', { type: 'checkbox' })}
        />
        <Switch
          label="Architectural committee"
          description="Reviews architectural requests"
          {...form.getInputProps('IsArchitectural', { type: 'checkbox' })}
        />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
