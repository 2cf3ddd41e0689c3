import { contract, type ActionProcess, type CcrCode, type RequestOf } from '@hoa/contract';
import { Checkbox, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshViolationSettings } from './ccr-action-queries';

type AssignBody = RequestOf<typeof contract.ccrActions.AssignActionProcessToCodes>['body'];

/** ARC codes assigned by the architectural feature (the process's graph is saved with them). */
export interface ArcCodesAssign {
  assign: (body: AssignBody) => Promise<unknown>;
  refresh: (client: QueryClient) => Promise<void>;
}

/**
 * Assigns CCR codes to a process (CcrAction/AssignActionProcessToCodes): the codes ticked follow
 * it, a ticked code leaves the process it followed, and one unticked follows none.
 */
export function AssignCodesModal({
  process,
  codes,
  onClose,
  arc,
}: {
  process: ActionProcess;
  codes: readonly CcrCode[];
  onClose: () => void;
  /** Given for an ARC process and its architectural codes. */
  arc?: ArcCodesAssign;
}) {
  const codeKind = arc ? 'architectural' : 'CCR';
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
      arc ? arc.assign(body) : api.call(contract.ccrActions.AssignActionProcessToCodes, { body }),
    onSuccess: async (_result, body) => {
      await (arc ? arc.refresh(client) : refreshViolationSettings(client));
      showSuccess(
        `${String(body.TopsCodeIds.length)} ${codeKind} code(s) follow ${process.ActionProcessName}.`,
      );
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Assign codes: ${process.ActionProcessName}`} centered>
      <form noValidate onSubmit={form.onSubmit((body) => assign.mutate(body))}>
        <Stack gap="sm">
          {codes.length === 0 ? (
            <Text size="sm">The community has no {codeKind} code yet.</Text>
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
