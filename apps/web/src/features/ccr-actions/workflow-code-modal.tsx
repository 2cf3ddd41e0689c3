import { contract, type CcrCode, type RequestOf } from '@hoa/contract';
import { CodeLimits, CodeMessages, CodeTypeId } from '@hoa/domain';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshViolationSettings } from './ccr-action-queries';

type SaveBody = RequestOf<typeof contract.codes.SaveCodeGraph>['body'];

interface CcrCodeValues {
  CodeAlias: string;
  CodeName: string;
  CodeDescription: string;
  CodeDetailDescription: string;
  CodeActionNeeded: string;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * Adds or edits a CCR code (code type 7) through the codes' own save (Code/SaveCodeGraph): its
 * alias and name, the covenant's article and section text, and the action that resolves it.
 */
export function CcrCodeModal({
  communityAgentId,
  code,
  onClose,
}: {
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
    } satisfies CcrCodeValues,
    schema: contract.codes.SaveCodeGraph.body,
    toBody: (values: CcrCodeValues) => ({
      communityAgentId,
      code: {
        TopsCodeId: code?.TopsCodeId,
        TopsCodeTypeId: CodeTypeId.CcrCode,
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
      await refreshViolationSettings(client);
      showSuccess(`CCR code ${saved.CodeAlias} was saved.`);
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={code ? `Edit CCR code ${code.CodeAlias}` : 'Add CCR code'}
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
