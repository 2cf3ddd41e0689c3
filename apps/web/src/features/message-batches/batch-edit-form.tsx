import { contract, type MessageBatchHeader, type RequestOf, type Template } from '@hoa/contract';
import { DeliveryMethodId, MessageBatchMessages } from '@hoa/domain';
import { Button, Group, Paper, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
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
  EmailFields,
  templateOptions,
  type BatchMessageValues,
} from './batch-fields';
import { batchesKey, headerQuery } from './batch-queries';

const Update = contract.messageBatches.UpdateMessageBatch;
type UpdateBody = RequestOf<typeof Update>['body'];

/**
 * What the batch sends while it is edited (UpdateMessageBatch): a letter batch's template,
 * delivery, subject and email text (a saved change checks its recipients again), an attachments
 * batch's subject and email text. A saved change makes the batch Updated.
 */
export function BatchEditForm({ header }: { header: MessageBatchHeader }) {
  // The form starts again from what was saved each time the batch changes.
  const key = `${String(header.TopsTemplateId)}-${header.DeliveryMethodId}-${header.Subject}-${header.Body}`;
  return (
    <Paper withBorder p="sm" w={380} style={{ flexShrink: 0 }}>
      {header.TopsTemplateTypeId === null ? (
        <AttachmentsEditForm key={key} header={header} />
      ) : (
        <LetterEditForm key={key} header={header} templateTypeId={header.TopsTemplateTypeId} />
      )}
    </Paper>
  );
}

function useSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBody) => api.call(Update, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(headerQuery(saved.TopsItemId).queryKey, saved);
      await client.invalidateQueries({ queryKey: batchesKey });
      showSuccess('The message batch was saved.');
    },
  });
}

function SaveButtons({
  form,
  saving,
}: {
  form: Pick<UseFormReturnType<object>, 'isDirty' | 'reset' | 'errors'>;
  saving: boolean;
}) {
  return (
    <>
      <ProblemAlert problem={formProblem(form.errors)} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
          Undo changes
        </Button>
        <MayCall calls={Update}>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Save changes
          </Button>
        </MayCall>
      </Group>
    </>
  );
}

function LetterEditForm({
  header,
  templateTypeId,
}: {
  header: MessageBatchHeader;
  templateTypeId: number;
}) {
  const templates = useQuery(communityTemplatesQuery(header.CommunityAgentId, templateTypeId));
  return (
    <>
      {templates.isError ? <LoadError error={templates.error} /> : null}
      <LetterFields header={header} templates={templates.data ?? []} />
    </>
  );
}

function LetterFields({
  header,
  templates,
}: {
  header: MessageBatchHeader;
  templates: readonly Template[];
}) {
  const save = useSave();
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
      topsTemplateId: values.topsTemplateId === null ? MessageBatchMessages.templateRequired : null,
    }),
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
        <SaveButtons form={form} saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** An attachments batch: its subject and text (it goes by email, with no template). */
function AttachmentsEditForm({ header }: { header: MessageBatchHeader }) {
  const save = useSave();
  const form = useContractForm({
    initialValues: { subject: header.Subject, body: header.Body },
    schema: Update.body,
    toBody: (values: { subject: string; body: string }) => ({
      messageBatchItemId: header.TopsItemId,
      deliveryMethodId: DeliveryMethodId.Email,
      subject: values.subject,
      body: values.body,
    }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="xs">
        <EmailFields
          form={form}
          bodyNote="The body of the email; each recipient’s files go as its attachments."
        />
        <SaveButtons form={form} saving={save.isPending} />
      </Stack>
    </form>
  );
}
