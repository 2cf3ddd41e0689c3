// Every refusal the API gives has a code: the response is `{ errorMessage, errorCode }`. The code
// fixes the HTTP status and the message (the spec's text, verbatim); a message with variable parts
// is a function of them. A code without a message of its own (`detail`) carries a text computed
// elsewhere (a validator's problem, a database trigger's refusal). The web reacts to codes, tests
// assert them; adding a code without a status does not compile.
// The codes live in ./errors, one file per area.
import { AdminErrors } from './errors/admin';
import { ArchitecturalErrors } from './errors/architectural';
import { BankingErrors } from './errors/banking';
import { BoardPacketErrors } from './errors/board-packets';
import { AutomationErrors, AutomationJobErrors } from './errors/automation';
import { CommonErrors } from './errors/common';
import { type ErrorSpec, type ErrorStatus } from './errors/error-spec';
import { InspectionErrors } from './errors/inspections';
import { LedgerErrors } from './errors/ledger';
import { PayablesErrors } from './errors/payables';
import { PortalErrors } from './errors/portal';
import { ReceivablesErrors } from './errors/receivables';
import { ViolationsErrors } from './errors/violations';
import { WorkOrderErrors } from './errors/work-orders';

export type { ErrorSpec, ErrorStatus } from './errors/error-spec';
export {
  AdminErrors,
  ArchitecturalErrors,
  BankingErrors,
  BoardPacketErrors,
  AutomationErrors,
  AutomationJobErrors,
  CommonErrors,
  InspectionErrors,
  LedgerErrors,
  PayablesErrors,
  PortalErrors,
  ReceivablesErrors,
  ViolationsErrors,
  WorkOrderErrors,
};

/** Every code of every area. */
export const ErrorCatalogue = {
  ...CommonErrors,
  ...LedgerErrors,
  ...ReceivablesErrors,
  ...PayablesErrors,
  ...PortalErrors,
  ...BankingErrors,
  ...AdminErrors,
  ...ViolationsErrors,
  ...InspectionErrors,
  ...ArchitecturalErrors,
  ...WorkOrderErrors,
  ...BoardPacketErrors,
  ...AutomationErrors,
  ...AutomationJobErrors,
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ErrorCatalogue;

/** Every code, for an enum in the API description. */
export const ErrorCodes = Object.keys(ErrorCatalogue) as [ErrorCode, ...ErrorCode[]];

/** The HTTP status of each code. */
export const ErrorStatuses: Readonly<Record<ErrorCode, ErrorStatus>> = Object.fromEntries(
  Object.entries(ErrorCatalogue).map(([code, spec]) => [code, spec.status]),
) as Record<ErrorCode, ErrorStatus>;

/** The variable parts a code's message takes: none for a fixed text. */
export type ErrorParts<C extends ErrorCode> = (typeof ErrorCatalogue)[C]['message'] extends (
  ...parts: infer P
) => string
  ? P
  : [];

/** The message of a code with its variable parts. */
export function errorMessage<C extends ErrorCode>(code: C, ...parts: ErrorParts<C>): string {
  const message: ErrorSpec['message'] = ErrorCatalogue[code].message;
  return typeof message === 'string'
    ? message
    : (message as (...values: unknown[]) => string)(...parts);
}

/** The refusals of approvals and inbox moves (payables/approval.ts) by their status. */
export const approvalRefusalCodes = {
  400: 'PayablesApprovalInputRefused',
  403: 'PayablesApprovalNotAllowed',
  409: 'PayablesApprovalWrongState',
} as const satisfies Record<400 | 403 | 409, ErrorCode>;
