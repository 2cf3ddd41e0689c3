import { AccountMessages } from '@hoa/domain';
import { PasswordInput } from '@mantine/core';
import { useState } from 'react';

/** A new password typed twice: its value, and the confirmation's refusal when the two differ. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    /** Adds the confirmation's error to a form's errors unless the password itself is refused. */
    checkConfirmation(errors: Record<string, string>, passwordField: string) {
      if (!errors[passwordField] && confirmation !== password)
        errors.confirmation = AccountMessages.confirmationDiffers;
      return errors;
    },
  };
}

/** The new password and its confirmation, the same fields wherever a password is set. */
export function NewPasswordFields(props: {
  state: ReturnType<typeof useNewPassword>;
  passwordError: string | undefined;
  confirmationError: string | undefined;
  autoFocus?: boolean;
}) {
  const { state } = props;
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        data-autofocus={props.autoFocus ? true : undefined}
        value={state.password}
        onChange={(event) => {
          state.setPassword(event.currentTarget.value);
        }}
        error={props.passwordError}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        value={state.confirmation}
        onChange={(event) => {
          state.setConfirmation(event.currentTarget.value);
        }}
        error={props.confirmationError}
      />
    </>
  );
}
