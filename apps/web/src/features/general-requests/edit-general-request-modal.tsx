import { contract, type GeneralRequest, type RequestOf } from '@hoa/contract';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  GeneralRequestFields,
  generalRequestFacts,
  generalRequestRules,
  generalRequestValues,
  type GeneralRequestValues,
} from './general-request-fields';
import { refreshGeneralRequests } from './general-requests-queries';

const Update = contract.generalRequests.Update;

/** Edit an open general request. */
export function EditGeneralRequestModal({
  request,
  opened,
  onClose,
}: {
  request: GeneralRequest;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit general request">
      <EditForm request={request} onClose={onClose} />
    </FormModal>
  );
}

function EditForm({ request, onClose }: { request: GeneralRequest; onClose: () => void }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: generalRequestValues(request),
    schema: Update.body,
    toBody: (values: GeneralRequestValues) => ({
      TopsItemId: request.TopsItemId,
      OwnerAgentId:
        values.PropertyAgentId === request.PropertyAgentId ? request.OwnerAgentId : null,
      ...generalRequestFacts(values),
    }),
    rules: generalRequestRules,
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Update>['body']) => api.call(Update, { body }),
    onError: (error) => showErrorOr(error, 'The general request was not saved.'),
    onSuccess: async () => {
      await refreshGeneralRequests(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="xs">
        <GeneralRequestFields
          form={form}
          communityAgentId={request.CommunityAgentId}
          assignedUserName={request.AssignedUserName}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
