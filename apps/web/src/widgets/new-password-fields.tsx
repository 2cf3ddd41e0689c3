import { AccountMessages } from '@hoa/domain';
import { PasswordInput, type MantineSize, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/** A new password typed twice: its value, and the confirmation's refusal when the two differ. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  /** The refusal of a confirmation that differs from the password, else null. */
  const mismatch = confirmation === password ? null : AccountMessages.confirmationDiffers;
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    mismatch,
    /** Empties both, once the password is set. */
    clear() {
      setPassword('');
      setConfirmation('');
    },
    /** Adds the confirmation's error to a form's errors unless the password itself is refused. */
    checkConfirmation(errors: Record<string, string>, passwordField: string) {
      if (!errors[passwordField] && mismatch) errors.confirmation = mismatch;
      return errors;
    },
  };
}

/** How a screen words and sizes the two inputs, where it differs from the back office's. */
export interface NewPasswordLook {
  passwordLabel?: string;
  passwordDescription?: string;
  confirmationLabel?: string;
  required?: boolean;
  size?: MantineSize;
}

/** The new password and its confirmation, the same fields wherever a password is set. */
export function NewPasswordFields(props: {
  state: ReturnType<typeof useNewPassword>;
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
  autoFocus?: boolean;
  look?: NewPasswordLook;
}) {
  const { state } = props;
  return (
    <NewPasswordInputs
      autoFocus={props.autoFocus}
      look={props.look}
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
  look?: NewPasswordLook | undefined;
}) {
  const look = props.look ?? {};
  const common = { autoComplete: 'new-password', required: look.required, size: look.size };
  return (
    <>
      <PasswordInput
        label={look.passwordLabel ?? 'New password'}
        description={look.passwordDescription}
        data-autofocus={props.autoFocus ? true : undefined}
        {...common}
        {...props.password}
      />
      <PasswordInput
        label={look.confirmationLabel ?? 'Confirm new password'}
        {...common}
        {...props.confirmation}
      />
    </>
  );
}
