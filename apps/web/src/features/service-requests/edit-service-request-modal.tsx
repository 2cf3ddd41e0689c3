import { contract, type RequestOf, type ServiceRequest } from '@hoa/contract';
import { ServiceRequestMessages } from '@hoa/domain';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  ServiceRequestFields,
  serviceRequestFacts,
  serviceRequestRules,
  serviceRequestValues,
  type ServiceRequestValues,
} from './service-request-fields';
import { refreshServiceRequests } from './service-requests-queries';

const Update = contract.serviceRequests.Update;

/** Edit an open (or in progress) service request. */
export function EditServiceRequestModal({
  request,
  onClose,
}: {
  request: ServiceRequest;
  onClose: () => void;
}) {
  return (
    <FormModal opened onClose={onClose} title="Edit service request">
      <EditForm request={request} onClose={onClose} />
    </FormModal>
  );
}

function EditForm({ request, onClose }: { request: ServiceRequest; onClose: () => void }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: serviceRequestValues(request),
    schema: Update.body,
    toBody: (values: ServiceRequestValues) => ({
      TopsItemId: request.TopsItemId,
      ...serviceRequestFacts(values, request),
    }),
    rules: serviceRequestRules,
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Update>['body']) => api.call(Update, { body }),
    onError: (error) => showErrorOr(error, ServiceRequestMessages.failed),
    onSuccess: async () => {
      await refreshServiceRequests(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="xs">
        <ServiceRequestFields
          form={form}
          communityAgentId={request.CommunityAgentId}
          request={request}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
