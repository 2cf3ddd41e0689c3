import { contract, type CcrRecord, type RequestOf } from '@hoa/contract';
import { ViolationMessages, type IsoDate } from '@hoa/domain';
import { Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshViolations } from './ccr-queries';

const Update = contract.ccr.UpdateCcrRecord;

interface EditValues {
  Description: string;
  ObservedDate: IsoDate | null;
  NextActionDate: IsoDate | null;
}

/** Edit an open violation: what was seen, when, and the next action date. */
export function EditViolationModal({
  record,
  opened,
  onClose,
}: {
  record: CcrRecord;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit violation">
      <EditViolationForm record={record} onClose={onClose} />
    </FormModal>
  );
}

function EditViolationForm({ record, onClose }: { record: CcrRecord; onClose: () => void }) {
  const client = useQueryClient();
  const initialValues: EditValues = {
    Description: record.Description,
    ObservedDate: record.ObservedDate,
    NextActionDate: record.NextActionDate,
  };
  const form = useContractForm({
    initialValues,
    schema: Update.body,
    toBody: (values: EditValues) => ({ itemId: record.TopsItemId, ...values }),
    rules: (values: EditValues) => ({
      Description: values.Description.trim() === '' ? ViolationMessages.descriptionRequired : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Update>['body']) => api.call(Update, { body }),
    onError: (error) => showErrorOr(error, 'The violation was not saved.'),
    onSuccess: async () => {
      await refreshViolations(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="xs">
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          {...form.getInputProps('Description')}
        />
        <DateInput label="Observed" required w={180} {...fieldProps(form, 'ObservedDate')} />
        <DateInput label="Next action" w={180} {...fieldProps(form, 'NextActionDate')} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
