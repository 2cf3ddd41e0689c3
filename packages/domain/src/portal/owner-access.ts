// The owner portal's rules (spec 3 "Owner portal", "Owner access account", "Owner registration";
// issue 23): an owner access account's states, the portal's themes, the registration counts'
// percentages, and the lifetimes and limits of the one-time codes an owner is sent.

/** An owner access account is invited, then registered (spec 3 §4 "Owner access account"). */
export const OwnerAccessStatus = { Invited: 1, Registered: 2 } as const;
export type OwnerAccessStatusValue = (typeof OwnerAccessStatus)[keyof typeof OwnerAccessStatus];

/** The six portal themes (spec 3 §3: six, names not shown). */
export const PortalThemes = [
  { Id: 1, Name: 'Harbor', Primary: '#1c5d99' },
  { Id: 2, Name: 'Meadow', Primary: '#2f7d4f' },
  { Id: 3, Name: 'Sunset', Primary: '#c0562b' },
  { Id: 4, Name: 'Slate', Primary: '#46515e' },
  { Id: 5, Name: 'Plum', Primary: '#6d3a7c' },
  { Id: 6, Name: 'Sand', Primary: '#8a6d3b' },
] as const;

/** ComWebPortal's CustomerStatus: the company's portal not started, set up (pushed), live. */
export const PortalCustomerStatus = { NotStarted: 0, Pushed: 1, Live: 2 } as const;

/** The owner portal wizard's steps (spec 1: five); a community is live after the fifth. */
export const PortalWizardSteps = [
  'Company portal',
  'Community settings',
  'Payments',
  'Owner invitations',
  'Go live',
] as const;

/** A registration code on a letter or an email is good for 90 days. */
export const RegistrationCodeDays = 90;
/** A code mailed to an owner (email check, password reset) is good for 15 minutes… */
export const OwnerCodeMinutes = 15;
/** …and for five wrong tries… */
export const OwnerCodeMaxWrongTries = 5;
/** …and an owner is sent at most five of them an hour. */
export const OwnerCodesPerHour = 5;
/** An owner's session lasts 12 hours, and ends after 30 minutes unused. */
export const OwnerSessionHours = 12;
export const OwnerSessionIdleMinutes = 30;

export const OwnerPortalMessages = {
  /** Spec 3 §5 "Owner registration". */
  temporaryPasswordMismatch: 'The temporary password must equal its confirmation.',
  /** Spec 3 §6: a login already exists, so the temporary password is not used. */
  loginExists: 'A user login already exists for this owner: the temporary password is not used.',
  registrationNotFound:
    'The registration code and account number do not match an invitation. Check the letter or email and try again.',
  registrationExpired:
    'This registration code has expired. Ask your management company for a new invitation.',
  alreadyRegistered: 'This invitation has already been used. Sign in, or reset your password.',
  emailTaken: 'This email address is already used by another portal account.',
  codeWrong: 'The code is not right. Check the email we sent and try again.',
  codeExpired: 'The code has expired or has been used. Ask for a new one.',
  tooManyCodes: 'Too many codes were sent to this account. Try again in an hour.',
  signInFailed: 'The email address or password is not right.',
  deactivated: 'This portal account is deactivated. Contact your management company.',
  portalOff: 'The owner portal is not turned on for this community.',
  notInvited: 'This owner has no owner access account yet.',
  companyUrlTaken: 'This portal address is already used by another company.',
  bankAccountNotOfCommunity: 'The bank account is not one of the community’s bank accounts.',
  companyNotSetUp: 'Save the company’s portal address first.',
  wizardStepOutOfOrder: 'Finish the steps of the owner portal wizard in order.',
  noBankAccount: 'Choose the bank account owners pay into first.',
  notInvitedStatus: 'Only an invited owner who has not registered can be registered.',
} as const;

/** A share of a whole as a percentage with one decimal (spec 3 §8), 0 of nothing. */
export function percentOneDecimal(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part * 1000) / whole) / 10;
}

/** The portal address part: 3 to 63 lowercase letters, digits and inner hyphens. */
export function companyUrlProblem(url: string): string | null {
  return /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/.test(url)
    ? null
    : 'The portal address takes 3 to 63 lowercase letters, digits and hyphens, not at either end.';
}
