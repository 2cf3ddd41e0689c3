import { contract, type RequestOf } from '@hoa/contract';
import { MessageBatchMessages } from '@hoa/domain';
import { Button, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { EmailFields } from './batch-fields';
import { agentFilesQuery } from './batch-queries';
import { FileChoice } from './file-choice';
import { useOpenAccrued } from './new-batch-layout';

const ViaAgent = contract.messageBatches.AccrueEmailMessageBatchViaAgentAttachments;

interface OwnerFilesValues {
  fileIds: number[];
  subject: string;
  body: string;
}

/**
 * On an owner's profile: Email files, which makes an email batch of files attached to the owner
 * (their statement, a violation photo) to that owner, and opens its editor to check and release
 * it. Shown to a user who may make message batches.
 */
export function EmailOwnerFilesButton({
  ownerAgentId,
  communityAgentId,
}: {
  ownerAgentId: number;
  communityAgentId: number;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <MayCall calls={ViaAgent}>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        Email files
      </Button>
      <FormModal opened={opened} onClose={() => setOpened(false)} title="Email files to the owner">
        <OwnerFilesForm
          ownerAgentId={ownerAgentId}
          communityAgentId={communityAgentId}
          onCancel={() => setOpened(false)}
        />
      </FormModal>
    </MayCall>
  );
}

function OwnerFilesForm({
  ownerAgentId,
  communityAgentId,
  onCancel,
}: {
  ownerAgentId: number;
  communityAgentId: number;
  onCancel: () => void;
}) {
  const opened = useOpenAccrued(communityAgentId);
  const files = useQuery(agentFilesQuery(ownerAgentId));
  const initialValues: OwnerFilesValues = { fileIds: [], subject: '', body: '' };
  const form = useContractForm({
    initialValues,
    schema: ViaAgent.body,
    toBody: (v: OwnerFilesValues) => ({
      communityAgentId,
      recipients: [{ ownerAgentId, agentAttachmentIds: v.fileIds }],
      subject: v.subject,
      body: v.body,
    }),
    rules: (v: OwnerFilesValues) => ({
      fileIds: v.fileIds.length === 0 ? MessageBatchMessages.noAttachments : null,
    }),
    fieldOf: { 'recipients.0.agentAttachmentIds': 'fileIds' },
  });
  const accrue = useMutation({
    mutationFn: (body: RequestOf<typeof ViaAgent>['body']) => api.call(ViaAgent, { body }),
    onSuccess: opened,
  });
  const filesError = form.errors.fileIds;
  return (
    <form noValidate onSubmit={form.onSubmit((body) => accrue.mutate(body))}>
      <Stack gap="xs">
        {files.isError ? <LoadError error={files.error} /> : null}
        <FileChoice
          label="Files of the owner"
          files={(files.data ?? []).map((f) => ({ id: f.TopsAgentAttachmentId, file: f }))}
          loading={files.isPending}
          selected={form.values.fileIds}
          onChange={(ids) => {
            form.setFieldValue('fileIds', ids);
            form.clearFieldError('fileIds');
          }}
          error={typeof filesError === 'string' ? filesError : null}
        />
        <EmailFields
          form={form}
          bodyNote="The body of the email; the files go as its attachments."
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onCancel} saving={accrue.isPending} label="Accrue batch" />
      </Stack>
    </form>
  );
}
