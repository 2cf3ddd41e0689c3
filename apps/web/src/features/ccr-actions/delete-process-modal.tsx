import { contract, type ActionProcess, type RequestOf } from '@hoa/contract';
import { ActionProcessMessages } from '@hoa/domain';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshViolationSettings } from './ccr-action-queries';

type DeleteBody = RequestOf<typeof contract.ccrActions.DeleteActionProcess>['body'];

/**
 * Deletes a process (spec 3 §4): an unused one after confirmation; one still used by codes opens
 * the reassign flow, where its codes move to another process of the community before it goes.
 */
export function DeleteProcessModal({
  process,
  others,
  onClose,
}: {
  process: ActionProcess;
  /** The community's other live processes, the reassign targets. */
  others: readonly ActionProcess[];
  onClose: () => void;
}) {
  const client = useQueryClient();
  const used = process.CodeCount > 0;
  const form = useContractForm({
    initialValues: { ReassignTo: null as string | null },
    schema: contract.ccrActions.DeleteActionProcess.body,
    toBody: (values: { ReassignTo: string | null }) => ({
      ActionProcessId: process.ActionProcessId,
      ReassignToActionProcessId:
        used && values.ReassignTo !== null ? Number(values.ReassignTo) : undefined,
    }),
    fieldOf: { ReassignToActionProcessId: 'ReassignTo' },
    rules: (values) => ({
      ReassignTo:
        used && values.ReassignTo === null ? ActionProcessMessages.reassignToItself : null,
    }),
  });
  const remove = useMutation({
    mutationFn: (body: DeleteBody) => api.call(contract.ccrActions.DeleteActionProcess, { body }),
    onSuccess: async (result) => {
      await refreshViolationSettings(client);
      showSuccess(
        result.ReassignedCodeCount > 0
          ? `${process.ActionProcessName} was deleted; ${String(result.ReassignedCodeCount)} code(s) were reassigned.`
          : `${process.ActionProcessName} was deleted.`,
      );
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Delete ${process.ActionProcessName}`} centered>
      <form noValidate onSubmit={form.onSubmit((body) => remove.mutate(body))}>
        <Stack gap="sm">
          {used ? (
            <>
              <Text size="sm">{ActionProcessMessages.inUse(process.CodeCount)}</Text>
              <Select
                label="Reassign the codes to"
                placeholder={others.length === 0 ? 'No other action process' : 'Choose a process'}
                data={others.map((p) => ({
                  value: String(p.ActionProcessId),
                  label: p.ActionProcessName,
                }))}
                {...form.getInputProps('ReassignTo')}
              />
            </>
          ) : (
            <Text size="sm">
              Delete the action process {process.ActionProcessName}? Violations that climbed it keep
              their history.
            </Text>
          )}
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions
            onCancel={onClose}
            saving={remove.isPending}
            label={used ? 'Reassign and delete' : 'Delete'}
            color="red"
          />
        </Stack>
      </form>
    </Modal>
  );
}
