import { AccountMessages } from '@hoa/domain';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
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
    <NewPasswordInputs
      autoFocus={props.autoFocus}
      password={{
        value: state.password,
        onChange: (event) => {
          state.setPassword(event.currentTarget.value);
        },
        error: props.passwordError,
      }}
      confirmation={{
        value: state.confirmation,
        onChange: (event) => {
          state.setConfirmation(event.currentTarget.value);
        },
        error: props.confirmationError,
      }}
    />
  );
}

/** The two inputs of `NewPasswordFields` over a form's fields (`form.getInputProps` of each). */
export function NewPasswordInputs(props: {
  password: PasswordInputProps;
  confirmation: PasswordInputProps;
  autoFocus?: boolean | undefined;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        data-autofocus={props.autoFocus ? true : undefined}
        {...props.password}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...props.confirmation}
      />
    </>
  );
}
