import { AccountingSetupMessages, GlAccountMessages } from '../gl-accounts';
import { formatDate, type IsoDate } from '../dates';
import { JournalEntryMessages } from '../journal-entry';
import { detail, type ErrorSpec } from './error-spec';

/** The general ledger: the ledger triggers' refusals (GL001-GL005), accounts, journal entries. */
export const LedgerErrors = {
  /** GL001: an entry whose lines do not balance. */
  LedgerUnbalanced: { status: 422, message: detail },
  /** GL002: a line in a closed period or closed fiscal year. */
  LedgerPeriodClosed: { status: 422, message: detail },
  /** GL003: a change to a posted line. */
  LedgerPostedLineChanged: { status: 409, message: detail },
  /** GL004: a line whose period does not hold its date. */
  LedgerDateOutsidePeriod: { status: 422, message: detail },
  /** GL005: a line of an inactive community. */
  LedgerCommunityInactive: { status: 409, message: detail },
  LedgerPostingRefused: { status: 422, message: detail },
  LedgerNoPeriodForPostDate: {
    status: 422,
    message: (postDate: IsoDate) =>
      `No accounting period of the community holds the post date (${formatDate(postDate)}).`,
  },
  GlAccountCannotDelete: { status: 409, message: GlAccountMessages.cannotDelete },
  GlAccountNumberTaken: { status: 409, message: GlAccountMessages.accountNumberTaken },
  GlAccountMergeClosedPeriod: { status: 422, message: GlAccountMessages.mergeClosedPeriod },
  GlCostCenterInUse: { status: 409, message: GlAccountMessages.costCenterInUse },
  GlCostCenterNumberTaken: { status: 409, message: GlAccountMessages.costCenterNumberTaken },
  JournalEntryRefused: { status: 422, message: detail },
  JournalEntryPostedIsFinal: { status: 409, message: JournalEntryMessages.postedIsFinal },
  JournalEntryRemovedIsFinal: { status: 409, message: JournalEntryMessages.removedIsFinal },
  JournalEntryNoPeriod: { status: 422, message: JournalEntryMessages.noPeriod },
  JournalEntryClosedPeriod: { status: 422, message: JournalEntryMessages.closedPeriod },
  JournalEntryClosedFiscalYear: { status: 422, message: JournalEntryMessages.closedFiscalYear },
  AccountingSetupExists: { status: 409, message: AccountingSetupMessages.setupExists },
  AccountingPeriodsLocked: { status: 409, message: AccountingSetupMessages.periodsLocked },
} as const satisfies Record<string, ErrorSpec>;
