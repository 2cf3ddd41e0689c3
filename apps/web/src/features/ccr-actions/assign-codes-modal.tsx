import { contract, type ActionProcess, type CcrCode, type RequestOf } from '@hoa/contract';
import { Checkbox, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshViolationSettings } from './ccr-action-queries';

type AssignBody = RequestOf<typeof contract.ccrActions.AssignActionProcessToCodes>['body'];

/**
 * Assigns CCR codes to a process (CcrAction/AssignActionProcessToCodes): the codes ticked follow
 * it, a ticked code leaves the process it followed, and one unticked follows none.
 */
export function AssignCodesModal({
  process,
  codes,
  onClose,
}: {
  process: ActionProcess;
  codes: readonly CcrCode[];
  onClose: () => void;
}) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: {
      CodeIds: codes
        .filter((c) => c.ActionProcessId === process.ActionProcessId)
        .map((c) => String(c.TopsCodeId)),
    },
    schema: contract.ccrActions.AssignActionProcessToCodes.body,
    toBody: (values: { CodeIds: string[] }) => ({
      ActionProcessId: process.ActionProcessId,
      TopsCodeIds: values.CodeIds.map(Number),
    }),
    fieldOf: { TopsCodeIds: 'CodeIds' },
  });
  const assign = useMutation({
    mutationFn: (body: AssignBody) =>
      api.call(contract.ccrActions.AssignActionProcessToCodes, { body }),
    onSuccess: async (result) => {
      await refreshViolationSettings(client);
      showSuccess(
        `${String(result.TopsCodeIds.length)} CCR code(s) follow ${process.ActionProcessName}.`,
      );
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Assign codes: ${process.ActionProcessName}`} centered>
      <form noValidate onSubmit={form.onSubmit((body) => assign.mutate(body))}>
        <Stack gap="sm">
          {codes.length === 0 ? (
            <Text size="sm">The community has no CCR code yet.</Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Checkbox.Group {...form.getInputProps('CodeIds')}>
                <Stack gap={6}>
                  {codes.map((code) => (
                    <Checkbox
                      key={code.TopsCodeId}
                      value={String(code.TopsCodeId)}
                      label={`${code.CodeAlias} · ${code.CodeName}`}
                      description={
                        code.ActionProcessId !== null &&
                        code.ActionProcessId !== process.ActionProcessId
                          ? `Follows ${code.ActionProcessName ?? ''}`
                          : undefined
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          )}
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={onClose} saving={assign.isPending} label="Assign" />
        </Stack>
      </form>
    </Modal>
  );
}
