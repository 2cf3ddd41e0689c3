import { contract, type RequestOf } from '@hoa/contract';
import { AccountMessages } from '@hoa/domain';
import { Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { NewPasswordInputs } from '../../widgets/new-password-fields';

type ResetBody = RequestOf<typeof contract.user.ResetUserPassword>['body'];

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
  const schema = contract.user.ResetUserPassword.body;
  const toBody = (values: { NewPassword: string }) => ({
    UserId: user.UserId,
    NewPassword: values.NewPassword,
  });
  const form = useContractForm({
    initialValues: { NewPassword: '', Confirmation: '' },
    schema,
    toBody,
    // The confirmation is checked once the password itself is taken.
    rules: (values) => ({
      Confirmation:
        schema.safeParse(toBody(values)).success && values.Confirmation !== values.NewPassword
          ? AccountMessages.confirmationDiffers
          : null,
    }),
  });
  const reset = useMutation({
    mutationFn: (body: ResetBody) => api.call(contract.user.ResetUserPassword, { body }),
    onSuccess: () => {
      showSuccess(`The password of ${user.UserName} was reset; their sign-ins have ended.`);
      onDone();
    },
  });

  return (
    <form
      noValidate
      aria-label="Reset password"
      onSubmit={form.onSubmit((body) => {
        reset.mutate(body);
      })}
    >
      <Stack gap="sm">
        <NewPasswordInputs
          password={form.getInputProps('NewPassword')}
          confirmation={form.getInputProps('Confirmation')}
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
