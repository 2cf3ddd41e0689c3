import { contract, type ActionProcess, type RequestOf } from '@hoa/contract';
import { Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { communityLabel, useCommunityList } from '../../app/community/community-list';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshViolationSettings } from './ccr-action-queries';

type CopyBody = RequestOf<typeof contract.ccrActions.CopyActionProcess>['body'];

/**
 * Copies a process with its levels to other communities of the user's list
 * (CcrAction/CopyActionProcess); a level keeps its letter where that community may send it.
 */
export function CopyProcessModal({
  process,
  onClose,
}: {
  process: ActionProcess;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const communities = useCommunityList().data ?? [];
  const options = communities
    .filter((c) => c.CommunityAgentId !== process.CommunityAgentId)
    .map((c) => ({ value: String(c.CommunityAgentId), label: communityLabel(c) }));
  const form = useContractForm({
    initialValues: { CommunityIds: [] as string[] },
    schema: contract.ccrActions.CopyActionProcess.body,
    toBody: (values: { CommunityIds: string[] }) => ({
      ActionProcessId: process.ActionProcessId,
      CommunityAgentIds: values.CommunityIds.map(Number),
    }),
    fieldOf: { CommunityAgentIds: 'CommunityIds' },
    rules: (values) => ({
      CommunityIds: values.CommunityIds.length === 0 ? 'Choose at least one community.' : null,
    }),
  });
  const copy = useMutation({
    mutationFn: (body: CopyBody) => api.call(contract.ccrActions.CopyActionProcess, { body }),
    onSuccess: async (copies) => {
      await refreshViolationSettings(client);
      const withoutLetter = copies.some((c) =>
        c.TemplateLevels.some(
          (l, i) => l.TopsTemplateId === null && process.TemplateLevels[i]?.TopsTemplateId !== null,
        ),
      );
      showSuccess(
        `${process.ActionProcessName} was copied to ${String(copies.length)} communit${copies.length === 1 ? 'y' : 'ies'}` +
          (withoutLetter ? '; levels whose letter a community does not use have none there.' : '.'),
      );
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Copy ${process.ActionProcessName}`} centered>
      <form noValidate onSubmit={form.onSubmit((body) => copy.mutate(body))}>
        <Stack gap="sm">
          <Text size="sm">
            The copy gets the same name and levels. A level keeps its letter where the community
            uses that template.
          </Text>
          <MultiSelect
            label="Copy to communities"
            data={options}
            searchable
            {...form.getInputProps('CommunityIds')}
          />
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={onClose} saving={copy.isPending} label="Copy" />
        </Stack>
      </form>
    </Modal>
  );
}
