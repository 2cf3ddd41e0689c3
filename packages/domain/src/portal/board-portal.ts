import { formatDate } from '../dates';

// The board portal (issue 23 part 5) and group ownership (part 6): the reports a board may be
// allowed to see in the owner portal, the line under each decision of its inbox, and the messages
// of both.

/**
 * The ledger reports a board member may read in the portal. The financial statements (balance
 * sheet, income statement) are always shown; the others only where the company allows them.
 */
export const BoardReports = [
  { Key: 'BalanceSheet', Name: 'Balance sheet', Always: true },
  { Key: 'IncomeStatement', Name: 'Income statement', Always: true },
  { Key: 'BudgetsVersusActual', Name: 'Budget versus actual', Always: false },
  { Key: 'CashFlow', Name: 'Cash flow', Always: false },
  { Key: 'TrialBalance', Name: 'Trial balance', Always: false },
] as const;
export type BoardReportKey = (typeof BoardReports)[number]['Key'];
export const BoardReportKeys = BoardReports.map((r) => r.Key) as [
  BoardReportKey,
  ...BoardReportKey[],
];

/** The reports a company's boards see, given the keys the company allows. */
export function boardReportsAllowed(allowed: readonly string[]): (typeof BoardReports)[number][] {
  return BoardReports.filter((r) => r.Always || allowed.includes(r.Key));
}

/** A decision waiting in a board member's inbox: an invoice, or an architectural request's vote. */
export type BoardDecisionFacts =
  | { readonly kind: 'Invoice'; readonly dueDate: string | null }
  | { readonly kind: 'Architectural'; readonly decisionDate: string };

/**
 * The one "what happens next" line of a decision in the board inbox: an invoice is paid once the
 * board approves it (by its due day, when it has one); an architectural request is decided by its
 * decision day, from the approvers' votes.
 */
export function boardNextStep(facts: BoardDecisionFacts): string {
  if (facts.kind === 'Architectural')
    return `The request is decided by ${formatDate(facts.decisionDate)}, once the votes are in.`;
  return facts.dueDate === null
    ? 'It is paid once the board approves it.'
    : `Due ${formatDate(facts.dueDate)}: it is paid once the board approves it.`;
}

export const BoardPortalMessages = {
  notBoardMember: 'Only board members can see this.',
  reportNotAllowed: 'Your management company does not share this report with boards.',
  notBoardUser: 'That user is not on a board (no board role).',
} as const;

export const GroupOwnershipMessages = {
  tooFewProperties: 'A group ownership links at least two properties.',
  primaryNotLinked: 'The primary property must be one of the linked properties.',
  propertyInAnotherGroup: (address: string) => `${address} already belongs to another group.`,
  propertyNotFound: 'A property was not found.',
} as const;
