// General requests (issue 21, spec 3 §2 'Requests and violations', §7 'General requests'): an
// owner's question or report that is not a repair, an item of type 96 of a community with its
// property (and owner), a code, the source it came by, a subject and description, the day it was
// received, who it is assigned to and when it is due. It is Open until closed; a closed request
// may be reopened. History lines note what was done.

/** Spec 3 §7: the sources a general request comes by, with their ids. */
export const GeneralRequestSourceId = {
  Phone: 1,
  Email: 2,
  Mail: 3,
  Portal: 4,
  Other: 5,
} as const;

export type GeneralRequestSourceIdValue =
  (typeof GeneralRequestSourceId)[keyof typeof GeneralRequestSourceId];

export interface GeneralRequestSource {
  readonly SourceId: GeneralRequestSourceIdValue;
  readonly SourceName: string;
}

export const GeneralRequestSources: readonly GeneralRequestSource[] = Object.entries(
  GeneralRequestSourceId,
).map(([SourceName, SourceId]) => ({ SourceId, SourceName }));

export function isGeneralRequestSourceId(value: number): value is GeneralRequestSourceIdValue {
  return GeneralRequestSources.some((source) => source.SourceId === value);
}

export const GeneralRequestStates = ['Open', 'Closed'] as const;
export type GeneralRequestState = (typeof GeneralRequestStates)[number];

export const GeneralRequestLimits = {
  Subject: 200,
  Description: 4000,
  HistoryNote: 2000,
} as const;

/** Spec 3 §8: the text of a close that failed. */
const closeFailed = 'An unexpected error occurred while trying to close the general request.';

export const GeneralRequestMessages = {
  closeFailed,
  subjectRequired: 'Subject is required.',
  noteRequired: 'A history note is required.',
  sourceUnknown: 'The source must be Phone, Email, Mail, Portal or Other.',
  receivedInFuture: 'The received date cannot be in the future.',
  dueBeforeReceived: 'The due date cannot be before the received date.',
  propertyNotInCommunity: 'The property is not a property of this community.',
  ownerNotOfProperty: 'The owner is not an owner of this property.',
  notGeneralRequestCode: 'The code is not a general request code of this community.',
  assigneeNotOfCommunity: 'The assigned user does not work on this community.',
  /** A close of a closed request: the spec's text, then why. */
  closeRefusedClosed: `${closeFailed} The general request is already closed.`,
  notClosed: 'Only a closed general request can be reopened.',
  closedNotEditable: 'A closed general request cannot be changed; reopen it first.',
  nothingSelected: 'Select at least one general request.',
  /** A batch refused as a whole, naming the request that could not be changed and why. */
  batchRefused: (itemId: number, problem: string) =>
    `General request #${String(itemId)} cannot be changed, so none were: ${problem}`,
  batchClosed: (count: number) =>
    `${String(count)} general request${count === 1 ? ' has' : 's have'} been closed.`,
  batchReopened: (count: number) =>
    `${String(count)} general request${count === 1 ? ' has' : 's have'} been reopened.`,
} as const;

export interface GeneralRequestFacts {
  readonly Subject: string;
  readonly SourceId: number;
  readonly ReceivedDate: string;
  readonly DueDate: string | null;
}

/** The first reason the facts of a request are refused (today is the local ISO day), or null. */
export function generalRequestFactsError(facts: GeneralRequestFacts, today: string): string | null {
  const M = GeneralRequestMessages;
  if (facts.Subject.trim() === '') return M.subjectRequired;
  if (!isGeneralRequestSourceId(facts.SourceId)) return M.sourceUnknown;
  if (facts.ReceivedDate > today) return M.receivedInFuture;
  if (facts.DueDate !== null && facts.DueDate < facts.ReceivedDate) return M.dueBeforeReceived;
  return null;
}

/** A request as the KPI counts it: its state, received, due and closed days (ISO). */
export interface GeneralRequestKpiRow {
  readonly State: GeneralRequestState;
  readonly ReceivedDate: string;
  readonly DueDate: string | null;
  readonly ClosedDate: string | null;
}

export interface GeneralRequestKpi {
  readonly CountOpen: number;
  /** Open with their due date passed. */
  readonly CountOverdue: number;
  readonly CountReceivedThisMonth: number;
  readonly CountClosedThisMonth: number;
  /** The mean whole days from received to closed of the closed requests; null when none. */
  readonly AverageDaysToClose: number | null;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** The KPI of a community's requests on a day (ISO): open, overdue, this month's, time to close. */
export function generalRequestKpi(
  rows: readonly GeneralRequestKpiRow[],
  today: string,
): GeneralRequestKpi {
  const month = today.slice(0, 7);
  const open = rows.filter((row) => row.State === 'Open');
  const closedDays = rows.flatMap((row) =>
    row.State === 'Closed' && row.ClosedDate !== null
      ? [dayNumber(row.ClosedDate) - dayNumber(row.ReceivedDate)]
      : [],
  );
  return {
    CountOpen: open.length,
    CountOverdue: open.filter((row) => row.DueDate !== null && row.DueDate < today).length,
    CountReceivedThisMonth: rows.filter((row) => row.ReceivedDate.startsWith(month)).length,
    CountClosedThisMonth: rows.filter(
      (row) => row.State === 'Closed' && row.ClosedDate?.startsWith(month) === true,
    ).length,
    AverageDaysToClose:
      closedDays.length === 0
        ? null
        : Math.round((closedDays.reduce((sum, days) => sum + days, 0) / closedDays.length) * 10) /
          10,
  };
}

/** The general request reports of the reports screen, each at /report/{Name}/{communityAgentId}. */
export const GeneralRequestReports = [
  {
    Name: 'generalRequest',
    DisplayName: 'General Requests',
    Description:
      'A community’s general requests: property, owner, code, source, subject, received, due and closed days, state.',
  },
  {
    Name: 'globalGeneralRequest',
    DisplayName: 'Global General Requests',
    Description:
      'General requests of several communities (or all of yours), by community with subtotals.',
  },
] as const;
