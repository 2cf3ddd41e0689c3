import { contract } from '@hoa/contract';
import { AccountMessages } from '@hoa/domain';
import { Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldErrors } from '../../widgets/form-errors';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { NewPasswordFields, useNewPassword } from '../../widgets/new-password-fields';

export interface ResetPasswordTarget {
  UserId: number;
  DisplayName: string;
  UserName: string;
}

/** Users → Reset password (maintainuser update): a new password, typed twice. */
export function ResetPasswordModal(props: {
  user: ResetPasswordTarget | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={props.user !== null}
      onClose={props.onClose}
      title={`Reset password: ${props.user?.DisplayName ?? ''}`}
      size="sm"
    >
      {props.user ? <ResetPasswordForm user={props.user} onDone={props.onClose} /> : null}
    </FormModal>
  );
}

function ResetPasswordForm({ user, onDone }: { user: ResetPasswordTarget; onDone: () => void }) {
  const next = useNewPassword();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = useMutation({
    mutationFn: (body: { UserId: number; NewPassword: string }) =>
      api.call(contract.user.ResetUserPassword, { body }),
    onSuccess: () => {
      showSuccess(`The password of ${user.UserName} was reset; their sign-ins have ended.`);
      onDone();
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = contract.user.ResetUserPassword.body.safeParse({
      UserId: user.UserId,
      NewPassword: next.password,
    });
    const found = next.checkConfirmation(
      parsed.success ? {} : fieldErrors(parsed.error),
      'NewPassword',
    );
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) reset.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="sm">
        <NewPasswordFields
          state={next}
          passwordError={errors.NewPassword}
          confirmationError={errors.confirmation}
          autoFocus
        />
        <Text size="xs" c="dimmed">
          {AccountMessages.passwordTooShort} Tell the user the new password in person or by phone;
          they can change it in their user menu.
        </Text>
        <FormActions onCancel={onDone} saving={reset.isPending} />
      </Stack>
    </form>
  );
}
