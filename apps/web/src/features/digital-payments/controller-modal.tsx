import { ApiError } from '@hoa/contract';
import { controllerErrors, DigitalPaymentMessages as M } from '@hoa/domain';
import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { FormModal } from '../../widgets/form-modal';
import { controllerQuery, D, dpKey } from './dp-queries';
import { controllerBody, controllerFields, TextFields, type ControllerForm } from './text-fields';

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
        <ControllerForm
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

function ControllerForm({
  communityAgentId,
  initial,
  onClose,
}: {
  communityAgentId: number;
  initial: ControllerForm;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [values, setValues] = useState<ControllerForm>(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: () =>
      api.call(D.SaveControllerInfo, {
        body: { CommunityAgentId: communityAgentId, ControllerData: controllerBody(values) },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess('Controller information saved');
      onClose();
    },
    onError: (error) =>
      showError(error instanceof ApiError ? error : new ApiError(0, M.controllerSaveFailed)),
  });
  const submit = () => {
    const found = controllerErrors(controllerBody(values));
    setErrors(found);
    if (found.length === 0) save.mutate();
  };
  return (
    <Stack gap="xs">
      {errors.length > 0 ? (
        <Alert color="red" title="Please correct">
          <List size="sm">
            {errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <TextFields
        fields={controllerFields}
        values={values}
        onChange={(k, v) => setValues((s) => ({ ...s, [k]: v }))}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={save.isPending} onClick={submit}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
