import { AccountMessages, tooManySignInAttempts } from '../accounts';
import { FundsTransferMessages } from '../banking/funds-transfer';
import { Messages } from '../messages';
import { OwnerLedgerMessages } from '../receivables/owner-ledger';
import { detail, type ErrorSpec } from './error-spec';

/** The API's own: input, sign-in, permission, missing records, the database. */
export const CommonErrors = {
  ValidationFailed: { status: 400, message: detail },
  MalformedRequest: { status: 400, message: detail },
  /** A refusal of the input that has no code of its own yet. */
  BadRequest: { status: 400, message: detail },
  ChooseBankAccount: { status: 400, message: 'Choose a bank account of the community.' },
  EndDateBeforeStartDate: { status: 400, message: 'The end date is before the start date.' },
  NotSignedIn: { status: 401, message: (text: string = Messages.notSignedIn) => text },
  InvalidCredentials: { status: 401, message: Messages.invalidCredentials },
  TwoFactorLockedOut: { status: 401, message: AccountMessages.twoFactorLockedOut },
  Forbidden: { status: 403, message: (text: string = Messages.forbidden) => text },
  CommunityNotOnList: { status: 403, message: Messages.communityNotOnList },
  SubscriptionAccessDenied: { status: 403, message: Messages.subscriptionAccessDenied },
  TwoFactorRequired: { status: 403, message: FundsTransferMessages.twoFactorRequired },
  CsrfRefused: { status: 403, message: detail },
  NotFound: { status: 404, message: (text: string = Messages.notFound) => text },
  NoSuchCall: {
    status: 404,
    message: (method: string, path: string) => `No such call: ${method} ${path}`,
  },
  RunFileMissing: { status: 404, message: 'The file of this run is missing.' },
  AlreadyRemoved: { status: 409, message: OwnerLedgerMessages.alreadyRemoved },
  PayloadTooLarge: { status: 413, message: detail },
  UnsupportedMediaType: { status: 415, message: detail },
  IdempotencyKeyReused: { status: 422, message: detail },
  IdempotencyStillRunning: { status: 409, message: detail },
  TooManySignInAttempts: { status: 429, message: tooManySignInAttempts },
  DuplicateKey: { status: 409, message: 'A record with the same key already exists.' },
  ReferencedRecord: {
    status: 409,
    message: 'The record refers to, or is referred to by, another record.',
  },
  ValueTooLong: { status: 400, message: 'A value is longer than its field allows.' },
  NumberOutOfRange: { status: 400, message: 'A number is out of range.' },
  WrongFormat: { status: 400, message: 'A value has the wrong format.' },
  UnknownError: { status: 500, message: Messages.unknownError },
  /** Spec 3 §8: a report over several communities that failed to render. */
  GlobalReportFailed: { status: 500, message: 'There was a problem generating the global report.' },
  /** Ours: the spec names no text for an unreachable or overloaded database. */
  DatabaseUnreachable: { status: 503, message: 'The database is not reachable; please try again.' },
  /** Ours: more sign-ins are waiting for their password check than a few seconds' work. */
  SignInBusy: { status: 503, message: 'Too many sign-ins at once; please try again in a moment.' },
  DatabaseTimedOut: {
    status: 503,
    message: 'The request took too long and was cancelled; please try again or narrow it down.',
  },
} as const satisfies Record<string, ErrorSpec>;
