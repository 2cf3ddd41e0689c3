import { contract, type RequestOf } from '@hoa/contract';
import { CaseFileMessages, localDay, type IsoDate } from '@hoa/domain';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshViolations } from './ccr-queries';

const Add = contract.ccr.AddCcrHearing;

interface HearingValues {
  HeldOn: IsoDate | null;
  Outcome: string;
  Attendees: string;
}

/** Record a hearing held on the violation: the day, the outcome, who attended. */
export function AddHearingModal({
  itemId,
  opened,
  onClose,
}: {
  itemId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Add hearing">
      <AddHearingForm itemId={itemId} onClose={onClose} />
    </FormModal>
  );
}

function AddHearingForm({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const client = useQueryClient();
  const initialValues: HearingValues = {
    HeldOn: localDay(new Date()),
    Outcome: '',
    Attendees: '',
  };
  const form = useContractForm({
    initialValues,
    schema: Add.body,
    toBody: (values: HearingValues) => ({
      itemId,
      HeldOn: values.HeldOn,
      Outcome: values.Outcome,
      Attendees: values.Attendees.trim() === '' ? null : values.Attendees,
    }),
    rules: (values: HearingValues) => ({
      HeldOn: values.HeldOn === null ? CaseFileMessages.heldOnRequired : null,
      Outcome: values.Outcome.trim() === '' ? CaseFileMessages.outcomeRequired : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Add>['body']) => api.call(Add, { body }),
    onError: (error) => showErrorOr(error, 'The hearing was not saved.'),
    onSuccess: async () => {
      showSuccess(CaseFileMessages.hearingAdded);
      await refreshViolations(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="xs">
        <DateInput label="Held on" required w={180} {...fieldProps(form, 'HeldOn')} />
        <Textarea
          label="Outcome"
          required
          autosize
          minRows={3}
          {...form.getInputProps('Outcome')}
        />
        <TextInput label="Attendees" {...form.getInputProps('Attendees')} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
