import { contract, type Committee, type RequestOf } from '@hoa/contract';
import { Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { fieldErrors } from '../../widgets/form-errors';
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
  const [name, setName] = useState(committee?.DisplayName ?? '');
  const [alias, setAlias] = useState(committee?.Alias ?? '');
  const [isPrimary, setIsPrimary] = useState(committee?.IsPrimary ?? false);
  const [isArchitectural, setIsArchitectural] = useState(committee?.IsArchitectural ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.committees.SaveCommittee, { body }),
    onSuccess: async (saved) => {
      showSuccess('Committee saved.');
      await queryClient.invalidateQueries({ queryKey: committeesKey });
      onClose();
      onSaved?.(saved);
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = contract.committees.SaveCommittee.body.safeParse({
      TopsAgentId: committee?.TopsAgentId,
      CommunityAgentId: communityAgentId,
      DisplayName: name,
      Alias: alias,
      IsPrimary: isPrimary,
      IsArchitectural: isArchitectural,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Committee">
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          maxLength={150}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={errors.DisplayName}
        />
        <TextInput
          label="Alias"
          maxLength={10}
          value={alias}
          onChange={(event) => {
            setAlias(event.currentTarget.value);
          }}
          error={errors.Alias}
        />
        <Switch
          label="Primary committee"
          description="The community's governing board; one per community"
          checked={isPrimary}
          onChange={(event) => {
            setIsPrimary(event.currentTarget.checked);
          }}
        />
        <Switch
          label="Architectural committee"
          description="Reviews architectural requests"
          checked={isArchitectural}
          onChange={(event) => {
            setIsArchitectural(event.currentTarget.checked);
          }}
        />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
