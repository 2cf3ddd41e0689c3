import { contract, type RequestOf } from '@hoa/contract';
import { localDay, NoteMessages } from '@hoa/domain';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';

type CommentBody = RequestOf<typeof contract.notes.SaveCommentsItem>['body'];

interface CommentEditorProps {
  communityAgentId: number;
  itemId: number;
  txnTypeId: number;
}

/**
 * A new comment on an owner transaction (Item/SaveCommentsItem; spec 3 §5 'Notes': editable only
 * while the transaction is accrued or posted, saved only when changed).
 */
export function CommentEditor({ communityAgentId, itemId, txnTypeId }: CommentEditorProps) {
  const form = useContractForm({
    initialValues: { Subject: '', Description: '' },
    schema: contract.notes.SaveCommentsItem.body,
    toBody: (values) => ({
      PostDate: localDay(new Date()),
      CommunityAgentId: communityAgentId,
      TopsItemId: itemId,
      TopsTxnTypeId: txnTypeId,
      Note: { Subject: values.Subject.trim(), Description: values.Description, IsNew: true },
    }),
    fieldOf: { 'Note.Subject': 'Subject', 'Note.Description': 'Description' },
    rules: (values) => ({
      Subject: values.Subject.trim() === '' ? NoteMessages.subjectRequired : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: CommentBody) => api.call(contract.notes.SaveCommentsItem, { body }),
    onSuccess: () => {
      showSuccess(`Comment saved on transaction #${itemId}.`);
      modals.closeAll();
    },
  });
  return (
    <form
      noValidate
      aria-label="Comment"
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <Stack gap="sm">
        <TextInput label="Subject" required {...form.getInputProps('Subject')} />
        <Textarea label="Comment" autosize minRows={3} {...form.getInputProps('Description')} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions
          onCancel={() => {
            modals.closeAll();
          }}
          saving={save.isPending}
          label="Save comment"
        />
      </Stack>
    </form>
  );
}
