import { auth } from '@hoa/contract';
import { AccountMessages } from '@hoa/domain';
import { PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { fieldErrors } from '../../widgets/form-errors';
import { NewPasswordFields, useNewPassword } from '../../widgets/new-password-fields';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { api } from '../api';
import { showSuccess } from '../toasts';

/** The user menu's Change password: the current password, then the new one twice. */
export function ChangePasswordModal(props: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title="Change password" size="sm">
      <ChangePasswordForm onDone={props.onClose} />
    </FormModal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const next = useNewPassword();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.call(auth.ChangePassword, { body }),
    onSuccess: () => {
      showSuccess('Your password was changed. Your other sign-ins have ended.');
      onDone();
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = auth.ChangePassword.body.safeParse({
      currentPassword,
      newPassword: next.password,
    });
    const found = next.checkConfirmation(
      parsed.success ? {} : fieldErrors(parsed.error),
      'newPassword',
    );
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) change.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          data-autofocus
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.currentTarget.value);
          }}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          state={next}
          passwordError={errors.newPassword}
          confirmationError={errors.confirmation}
        />
        <Text size="xs" c="dimmed">
          {AccountMessages.passwordTooShort} Your other sign-ins end when it changes.
        </Text>
        <FormActions onCancel={onDone} saving={change.isPending} />
      </Stack>
    </form>
  );
}
