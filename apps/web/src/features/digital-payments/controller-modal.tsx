import { ApiError, type RequestOf } from '@hoa/contract';
import { controllerErrors, DigitalPaymentMessages as M } from '@hoa/domain';
import { Alert, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { controllerQuery, D, dpKey } from './dp-queries';
import {
  controllerBody,
  controllerFields,
  TextFields,
  type ControllerForm,
  type ControllerKey,
} from './text-fields';

type SaveBody = RequestOf<typeof D.SaveControllerInfo>['body'];

/** The form field of each field of the controller sent. */
const controllerFieldOf = Object.fromEntries(
  controllerFields.map(([key]) => [`ControllerData.${key}`, key]),
);

/** The spec's 'X is Required' of each controller field left blank, under that field. */
function requiredRule(values: ControllerForm): Partial<Record<ControllerKey, string>> {
  const missing = controllerErrors(controllerBody(values));
  return Object.fromEntries(
    controllerFields.flatMap(([key, label]) => {
      const message = `${label} is Required`;
      return missing.includes(message) ? [[key, message]] : [];
    }),
  );
}

/** The controller-info modal: busy while saving, a success toast after. */
export function ControllerModal({
  communityAgentId,
  opened,
  onClose,
}: {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const saved = useQuery({ ...controllerQuery(communityAgentId), enabled: opened });
  return (
    <FormModal opened={opened} onClose={onClose} title="Controller info" size="lg">
      {saved.isError ? <Alert color="red">{M.controllerLoadFailed}</Alert> : null}
      {saved.isSuccess ? (
        <ControllerInfoForm
          communityAgentId={communityAgentId}
          initial={{
            FirstName: saved.data?.FirstName ?? '',
            LastName: saved.data?.LastName ?? '',
            Title: saved.data?.Title ?? '',
            DateOfBirth: saved.data?.DateOfBirth ?? '',
            Address1: saved.data?.Address1 ?? '',
            City: saved.data?.City ?? '',
            State: saved.data?.State ?? '',
            PostalCode: saved.data?.PostalCode ?? '',
            Country: saved.data?.Country ?? 'US',
            PassportCountry: saved.data?.PassportCountry ?? '',
          }}
          onClose={onClose}
        />
      ) : null}
    </FormModal>
  );
}

function ControllerInfoForm({
  communityAgentId,
  initial,
  onClose,
}: {
  communityAgentId: number;
  initial: ControllerForm;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: initial,
    schema: D.SaveControllerInfo.body,
    toBody: (values: ControllerForm) => ({
      CommunityAgentId: communityAgentId,
      ControllerData: controllerBody(values),
    }),
    fieldOf: controllerFieldOf,
    rules: requiredRule,
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(D.SaveControllerInfo, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess('Controller information saved');
      onClose();
    },
    onError: (error) =>
      showError(error instanceof ApiError ? error : new ApiError(0, M.controllerSaveFailed)),
  });
  return (
    <form
      noValidate
      aria-label="Controller info"
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <Stack gap="xs">
        <TextFields
          fields={controllerFields}
          values={form.values}
          onChange={(key, value) => {
            form.setFieldValue(key, value);
          }}
          errorOf={(key) => form.errors[key]}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
