import { AutopayMessages } from '../portal/autopay';
import { BoardPortalMessages, GroupOwnershipMessages } from '../portal/board-portal';
import { OwnerPortalMessages } from '../portal/owner-access';
import { HouseholdMessages } from '../portal/portal-rights';
import { PortalPaymentMessages } from '../portal/payment-fees';
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
  HouseholdMemberRemoved: { status: 409, message: HouseholdMessages.removed },
  HouseholdMemberRegistered: { status: 409, message: HouseholdMessages.registered },
  PortalPaymentAmount: { status: 400, message: PortalPaymentMessages.amount },
  PortalPaymentOverBalance: { status: 400, message: PortalPaymentMessages.overBalance },
  PortalPaymentsOff: {
    status: 400,
    message: 'Payments are not taken online for this community yet.',
  },
  PaymentMethodNotFound: { status: 404, message: 'The payment method was not found.' },
  CardDeclined: { status: 400, message: 'The card was declined.' },
  CardPaymentUnconfirmed: {
    status: 503,
    message:
      'The card processor did not answer. The payment is kept and will be completed within minutes; it then shows in the payment history.',
  },
  PayLeaseUnknown: {
    status: 404,
    message: 'This payment link is not valid. Ask your management company for a new one.',
  },
  PayLeaseExpired: {
    status: 400,
    message: 'This payment link has expired. Ask your management company for a new one.',
  },
  EmailDeliveryNeedsEmail: {
    status: 400,
    message: 'Enter your email address to get your mail by email.',
  },
  AutopayNotOffered: { status: 409, message: AutopayMessages.portalOff },
  AutopayNotEnrolled: { status: 409, message: AutopayMessages.notEnrolled },
  NotBoardMember: { status: 403, message: BoardPortalMessages.notBoardMember },
  BoardReportNotAllowed: { status: 403, message: BoardPortalMessages.reportNotAllowed },
  NotBoardUser: { status: 400, message: BoardPortalMessages.notBoardUser },
  GroupTooFewProperties: { status: 400, message: GroupOwnershipMessages.tooFewProperties },
  GroupPrimaryNotLinked: { status: 400, message: GroupOwnershipMessages.primaryNotLinked },
  GroupPropertyInAnotherGroup: {
    status: 409,
    message: GroupOwnershipMessages.propertyInAnotherGroup,
  },
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
