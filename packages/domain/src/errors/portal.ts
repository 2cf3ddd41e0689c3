import { BoardPortalMessages, GroupOwnershipMessages } from '../portal/board-portal';
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
  NotBoardMember: { status: 403, message: BoardPortalMessages.notBoardMember },
  BoardReportNotAllowed: { status: 403, message: BoardPortalMessages.reportNotAllowed },
  NotBoardUser: { status: 400, message: BoardPortalMessages.notBoardUser },
  GroupTooFewProperties: { status: 400, message: GroupOwnershipMessages.tooFewProperties },
  GroupPrimaryNotLinked: { status: 400, message: GroupOwnershipMessages.primaryNotLinked },
  GroupPropertyInAnotherGroup: {
    status: 409,
    message: GroupOwnershipMessages.propertyInAnotherGroup,
  },
} as const satisfies Record<string, ErrorSpec>;
