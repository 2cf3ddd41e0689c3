import { contract, type RequestOf } from '@hoa/contract';
import { emailProblem } from '@hoa/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { batchesKey } from './batch-queries';

const Add = contract.messageBatches.AddSummaryRecipient;

/** Adds an email address that gets a summary of the batch once it is sent. */
export function SummaryRecipientForm({ messageBatchItemId }: { messageBatchItemId: number }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: { emailAddress: '' },
    schema: Add.body,
    toBody: (values: { emailAddress: string }) => ({
      messageBatchItemId,
      emailAddress: values.emailAddress,
    }),
    rules: (values: { emailAddress: string }) => ({
      emailAddress: emailProblem(values.emailAddress),
    }),
  });
  const add = useMutation({
    mutationFn: (body: RequestOf<typeof Add>['body']) => api.call(Add, { body }),
    onSuccess: async (added) => {
      form.reset();
      await client.invalidateQueries({ queryKey: batchesKey });
      showSuccess(`${added.EmailAddress ?? added.Name} gets a summary of the batch.`);
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => add.mutate(body))}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label="Summary recipient email"
          placeholder="Summary to (email)"
          size="xs"
          w={240}
          {...form.getInputProps('emailAddress')}
        />
        <Button type="submit" size="xs" variant="default" loading={add.isPending}>
          Add summary recipient
        </Button>
      </Group>
    </form>
  );
}
