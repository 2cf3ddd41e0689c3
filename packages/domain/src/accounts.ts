// Passwords and sign-in limits. The spec sets no password rules; these follow NIST SP 800-63B
// (length over composition rules).

export const PasswordMinLength = 12;
/** The sign-in form accepts at most this many characters. */
export const PasswordMaxLength = 200;

/** Failed sign-ins allowed per user name, and per client address, in the window. */
export const SignInFailureLimit = 10;
export const SignInWindowMinutes = 15;

/** Wrong second-factor codes one sign-in may enter; the last one revokes the sign-in. */
export const TwoFactorFailureLimit = 5;

export const AccountMessages = {
  passwordTooShort: `The password must be at least ${PasswordMinLength} characters.`,
  passwordTooLong: `The password can be at most ${PasswordMaxLength} characters.`,
  currentPasswordRequired: 'The current password is required.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordUnchanged: 'The new password must differ from the current one.',
  confirmationDiffers: 'The password and its confirmation differ.',
  twoFactorLockedOut: `${TwoFactorFailureLimit} wrong codes: this sign-in has ended. Sign in again to try once more.`,
} as const;

/** The 429 answer's message: how long to wait, in whole minutes. */
export function tooManySignInAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A password a user chooses or an administrator sets: the reason it is refused, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PasswordMinLength) return AccountMessages.passwordTooShort;
  if (password.length > PasswordMaxLength) return AccountMessages.passwordTooLong;
  return null;
}
