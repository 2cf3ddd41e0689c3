import { contract, type ArchitecturalRequestView, type RequestOf } from '@hoa/contract';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  ApproverFields,
  RequestFactFields,
  requestBody,
  requestRules,
  requestValues,
  type ArchitecturalRequestValues,
} from './architectural-request-fields';
import { refreshArchitecturalRequests } from './architectural-requests-queries';

const Update = contract.architecturalRequests.Update;

/** The Update body of the values: the owner kept while the property stays. */
export function updateBody(view: ArchitecturalRequestView, values: ArchitecturalRequestValues) {
  const r = view.Request;
  return {
    TopsItemId: r.TopsItemId,
    OwnerAgentId: values.PropertyAgentId === r.PropertyAgentId ? r.OwnerAgentId : null,
    ...requestBody(values),
  };
}

/** Edit a pending architectural request: its facts, approvers and required counts. */
export function EditArchitecturalRequestModal({
  view,
  opened,
  onClose,
}: {
  view: ArchitecturalRequestView;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit architectural request" size="lg">
      <EditForm view={view} onClose={onClose} />
    </FormModal>
  );
}

function EditForm({ view, onClose }: { view: ArchitecturalRequestView; onClose: () => void }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: requestValues(view),
    schema: Update.body,
    toBody: (values: ArchitecturalRequestValues) => updateBody(view, values),
    rules: requestRules,
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Update>['body']) => api.call(Update, { body }),
    onError: (error) => showErrorOr(error, 'The architectural request was not saved.'),
    onSuccess: async () => {
      await refreshArchitecturalRequests(client);
      onClose();
    },
  });
  const communityAgentId = view.Request.CommunityAgentId;
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="sm">
        <RequestFactFields
          form={form}
          communityAgentId={communityAgentId}
          propertyName={view.Request.PropertyName}
        />
        <ApproverFields form={form} communityAgentId={communityAgentId} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
