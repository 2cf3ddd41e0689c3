import { contract, type CcrCode, type RequestOf } from '@hoa/contract';
import { CodeLimits, CodeMessages } from '@hoa/domain';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { capitalized, type WorkflowCodeKind } from './workflow-code-kind';

type SaveBody = RequestOf<typeof contract.codes.SaveCodeGraph>['body'];

interface WorkflowCodeValues {
  CodeAlias: string;
  CodeName: string;
  CodeDescription: string;
  CodeDetailDescription: string;
  CodeActionNeeded: string;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * Adds or edits a code of a kind (a CCR code, type 7; an architectural code, type 20) through the
 * codes' own save (Code/SaveCodeGraph): its alias and name, the covenant's article and section
 * text, and the action that resolves it.
 */
export function WorkflowCodeModal({
  kind,
  communityAgentId,
  code,
  onClose,
}: {
  kind: WorkflowCodeKind;
  communityAgentId: number;
  /** The code to edit; null adds one. */
  code: CcrCode | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: {
      CodeAlias: code?.CodeAlias ?? '',
      CodeName: code?.CodeName ?? '',
      CodeDescription: code?.CodeDescription ?? '',
      CodeDetailDescription: code?.CodeDetailDescription ?? '',
      CodeActionNeeded: code?.CodeActionNeeded ?? '',
    } satisfies WorkflowCodeValues,
    schema: contract.codes.SaveCodeGraph.body,
    toBody: (values: WorkflowCodeValues) => ({
      communityAgentId,
      code: {
        TopsCodeId: code?.TopsCodeId,
        TopsCodeTypeId: kind.codeTypeId,
        CodeAlias: values.CodeAlias,
        CodeName: values.CodeName,
        CodeDescription: textOrNull(values.CodeDescription),
        CodeDetailDescription: textOrNull(values.CodeDetailDescription),
        CodeActionNeeded: textOrNull(values.CodeActionNeeded),
      },
    }),
    rules: (values) => ({
      CodeAlias: values.CodeAlias.trim() === '' ? CodeMessages.aliasRequired : null,
      CodeName: values.CodeName.trim() === '' ? CodeMessages.nameRequired : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.codes.SaveCodeGraph, { body }),
    onSuccess: async (saved) => {
      await kind.refresh(client);
      showSuccess(`${capitalized(kind.noun)} ${saved.CodeAlias} was saved.`);
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={code ? `Edit ${kind.noun} ${code.CodeAlias}` : `Add ${kind.noun}`}
      centered
    >
      <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
        <Stack gap="sm">
          <TextInput
            label="Code alias"
            required
            maxLength={CodeLimits.Alias}
            {...form.getInputProps('CodeAlias')}
          />
          <TextInput
            label="Code name"
            required
            maxLength={CodeLimits.Name}
            {...form.getInputProps('CodeName')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={1}
            maxLength={CodeLimits.Description}
            {...form.getInputProps('CodeDescription')}
          />
          <Textarea
            label="Covenant text (article and section)"
            autosize
            minRows={2}
            maxLength={CodeLimits.DetailDescription}
            {...form.getInputProps('CodeDetailDescription')}
          />
          <Textarea
            label="Action needed to resolve"
            autosize
            minRows={1}
            maxLength={CodeLimits.ActionNeeded}
            {...form.getInputProps('CodeActionNeeded')}
          />
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
