import { contract, type MessageBatchHeader, type RequestOf, type Template } from '@hoa/contract';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { communityTemplatesQuery } from '../templates';
import {
  BatchMessageFields,
  templateOptions,
  templateRequired,
  type BatchMessageValues,
} from './batch-fields';
import { batchesKey, headerQuery } from './batch-queries';

const Update = contract.messageBatches.UpdateMessageBatch;

/**
 * The batch's template, delivery, subject and email text while it is edited (UpdateMessageBatch);
 * a saved change makes it Updated and checks its recipients again.
 */
export function BatchEditForm({ header }: { header: MessageBatchHeader }) {
  const templates = useQuery(
    communityTemplatesQuery(header.CommunityAgentId, header.TopsTemplateTypeId),
  );
  return (
    <Paper withBorder p="sm" w={380} style={{ flexShrink: 0 }}>
      {templates.isError ? <LoadError error={templates.error} /> : null}
      {/* The form starts again from what was saved each time the batch changes. */}
      <EditForm
        key={`${header.TopsTemplateId}-${header.DeliveryMethodId}-${header.Subject}-${header.Body}`}
        header={header}
        templates={templates.data ?? []}
      />
    </Paper>
  );
}

function EditForm({
  header,
  templates,
}: {
  header: MessageBatchHeader;
  templates: readonly Template[];
}) {
  const client = useQueryClient();
  const initialValues: BatchMessageValues = {
    topsTemplateId: String(header.TopsTemplateId),
    deliveryMethodId: String(header.DeliveryMethodId),
    subject: header.Subject,
    body: header.Body,
  };
  const form = useContractForm({
    initialValues,
    schema: Update.body,
    toBody: (values: BatchMessageValues) => ({
      messageBatchItemId: header.TopsItemId,
      topsTemplateId: Number(values.topsTemplateId),
      deliveryMethodId: Number(values.deliveryMethodId),
      subject: values.subject,
      body: values.body,
    }),
    rules: (values: BatchMessageValues) => ({
      topsTemplateId: values.topsTemplateId === null ? templateRequired : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Update>['body']) => api.call(Update, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(headerQuery(saved.TopsItemId).queryKey, saved);
      await client.invalidateQueries({ queryKey: batchesKey });
      showSuccess('The message batch was saved.');
    },
  });
  // The batch's own template stays listed even where the community no longer links it.
  const choices = templateOptions(templates, header.SourceItemId !== null);
  const listed = choices.some((t) => t.value === String(header.TopsTemplateId))
    ? choices
    : [{ value: String(header.TopsTemplateId), label: header.TemplateName }, ...choices];
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="xs">
        <BatchMessageFields form={form} templates={listed} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
            Undo changes
          </Button>
          <MayCall calls={Update}>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save changes
            </Button>
          </MayCall>
        </Group>
      </Stack>
    </form>
  );
}
