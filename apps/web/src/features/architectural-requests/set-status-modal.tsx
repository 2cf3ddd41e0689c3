import { contract, type ArchitecturalRequestView } from '@hoa/contract';
import { Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  ApproverFields,
  requestRules,
  requestValues,
  type ArchitecturalRequestValues,
} from './architectural-request-fields';
import { refreshArchitecturalRequests } from './architectural-requests-queries';
import { updateBody } from './edit-architectural-request-modal';

import {
  idOf,
  isDisapproval,
  LetterFields,
  letterRules,
  useDefaultProcedure,
  type LetterValues,
} from './letter-fields';

const C = contract.architecturalRequests;

type SetStatusValues = ArchitecturalRequestValues & LetterValues & { TopsStatusId: string };

// The modal sends two calls: the approvers and counts (Update), then the status and its letter.
const setStatusSchema = z.object({
  update: C.Update.body,
  status: C.UpdateStatusAndGenerateLetterRequest.body,
});

/**
 * Set status and approvers (spec 3 §2 modals): the approvers and required counts, then the status
 * (approved or disapproved) with the approval type, details, reconsideration procedure and letter.
 */
export function SetStatusModal({
  view,
  opened,
  onClose,
}: {
  view: ArchitecturalRequestView;
  opened: boolean;
  onClose: () => void;
}) {
  const procedure = useDefaultProcedure(view.Request.CommunityAgentId);
  return (
    <FormModal opened={opened} onClose={onClose} title="Set status and approvers" size="lg">
      {procedure === null ? null : (
        <SetStatusForm view={view} procedure={procedure} onClose={onClose} />
      )}
    </FormModal>
  );
}

const fieldOfSetStatus = Object.fromEntries(
  [
    'InternalApproverUserIds',
    'CommitteeApproverEmails',
    'RequiredInternalApprovals',
    'RequiredCommitteeApprovals',
  ].map((f) => [`update.${f}`, f]),
);

function SetStatusForm({
  view,
  procedure,
  onClose,
}: {
  view: ArchitecturalRequestView;
  procedure: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const initialValues: SetStatusValues = {
    ...requestValues(view),
    TopsStatusId: '2',
    ApprovalTypeId: '1',
    Details: '',
    ReconsiderationProcedure: procedure,
    AgentTemplateId: null,
  };
  const form = useContractForm({
    initialValues,
    schema: setStatusSchema,
    toBody: (values: SetStatusValues) => ({
      update: updateBody(view, values),
      status: {
        TopsItemId: view.Request.TopsItemId,
        TopsStatusId: Number(values.TopsStatusId),
        ApprovalTypeId: Number(values.ApprovalTypeId),
        Details: values.Details,
        ReconsiderationProcedure: isDisapproval(values) ? values.ReconsiderationProcedure : '',
        AgentTemplateId: idOf(values.AgentTemplateId),
      },
    }),
    rules: (values: SetStatusValues) => ({ ...requestRules(values), ...letterRules(values) }),
    fieldOf: fieldOfSetStatus,
  });
  const save = useMutation({
    mutationFn: async (body: z.output<typeof setStatusSchema>) => {
      await api.call(C.Update, { body: body.update });
      return api.call(C.UpdateStatusAndGenerateLetterRequest, { body: body.status });
    },
    onError: (error) => showErrorOr(error, 'The status was not set.'),
    onSuccess: async (answer) => {
      showSuccess(`The request is ${answer.Request.StatusName.toLowerCase()}.`);
      await refreshArchitecturalRequests(client);
      onClose();
    },
    onSettled: () => refreshArchitecturalRequests(client),
  });
  const setStatus = (statusId: string | null) => {
    if (statusId === null) return;
    form.setFieldValue('TopsStatusId', statusId);
    form.setFieldValue('ApprovalTypeId', statusId === '3' ? '3' : '1');
  };
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="sm">
        <ApproverFields form={form} communityAgentId={view.Request.CommunityAgentId} />
        <Select
          label="Status"
          required
          allowDeselect={false}
          data={[
            { value: '2', label: 'Approved' },
            { value: '3', label: 'Disapproved' },
          ]}
          value={form.values.TopsStatusId}
          onChange={setStatus}
        />
        <LetterFields
          form={form}
          communityAgentId={view.Request.CommunityAgentId}
          types={form.values.TopsStatusId === '3' ? [3] : [1, 2]}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} label="Save and make the letter" />
      </Stack>
    </form>
  );
}
