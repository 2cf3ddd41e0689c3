import { OwnerPortalMessages } from '../portal/owner-access';
import { type ErrorSpec } from './error-spec';

/** The owner portal (issue 23). */
export const PortalErrors = {
  TooManyOwnerCodes: { status: 429, message: OwnerPortalMessages.tooManyCodes },
  OwnerCodeWrong: { status: 400, message: OwnerPortalMessages.codeWrong },
  OwnerCodeExpired: { status: 400, message: OwnerPortalMessages.codeExpired },
  RegistrationNotFound: { status: 400, message: OwnerPortalMessages.registrationNotFound },
  RegistrationExpired: { status: 400, message: OwnerPortalMessages.registrationExpired },
  AlreadyRegistered: { status: 409, message: OwnerPortalMessages.alreadyRegistered },
  OwnerEmailTaken: { status: 409, message: OwnerPortalMessages.emailTaken },
  OwnerSignInFailed: { status: 401, message: OwnerPortalMessages.signInFailed },
  OwnerCurrentPasswordWrong: { status: 400, message: 'The current password is not right.' },
  OwnerDeactivated: { status: 403, message: OwnerPortalMessages.deactivated },
  PortalCompanyUrlTaken: { status: 409, message: OwnerPortalMessages.companyUrlTaken },
  OwnerTemporaryPasswordMismatch: {
    status: 400,
    message: OwnerPortalMessages.temporaryPasswordMismatch,
  },
  PortalBankAccountNotOfCommunity: {
    status: 400,
    message: OwnerPortalMessages.bankAccountNotOfCommunity,
  },
  PortalCompanyNotSetUp: { status: 400, message: OwnerPortalMessages.companyNotSetUp },
  PortalWizardStepOutOfOrder: { status: 400, message: OwnerPortalMessages.wizardStepOutOfOrder },
  PortalNoBankAccount: { status: 400, message: OwnerPortalMessages.noBankAccount },
  OwnerLoginEmailMissing: {
    status: 400,
    message: 'Enter the email address the owner signs in with.',
  },
  OwnerAccessNotInvited: { status: 409, message: OwnerPortalMessages.notInvitedStatus },
} as const satisfies Record<string, ErrorSpec>;
