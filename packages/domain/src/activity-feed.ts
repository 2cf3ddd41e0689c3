// Activity feeds, KPI feeds and alerts (spec 1 §2.3, §3.7, §4, §9; spec 3 §4, §9).
import { isValidIsoDate, toIsoDate, type IsoDate } from './dates';
import { hasAccess, type GrantLike } from './permissions';
import { AgentTypeId, OwnerLikeAgentTypeIds } from './static-data/agent-types';
import {
  DefaultFeedStatusIds,
  ExcludedFeedStatusId,
  findStatus,
  StatusId,
} from './static-data/statuses';
import {
  AdjustmentTxnTypeIds,
  ApplyChargeGroupTxnTypeIds,
  EmailTxnTypeIds,
  ManagementTxnTypeIds,
  OwnerPaymentTxnTypeIds,
  WarningTxnTypeIds,
} from './static-data/txn-type-groups';
import {
  ApTxnTypeIds,
  ArTxnTypeIds,
  findTxnType,
  GlTxnTypeIds,
  NotesTxnTypeIds,
  TxnTypeId,
} from './static-data/txn-types';
import { TxnTypeClaims } from './static-data/txn-type-claims';

const T = TxnTypeId;

// Feed paging and the date panel (spec 1 §9).
export const FeedPageSize = 6;
export const FeedPaginationButtons = 5;
export const FeedDayOptions = [30, 60, 90] as const;
export const DefaultFeedDays = 30;
/** A day option of the date panel, or 'all' for no lower bound. */
export type FeedDays = (typeof FeedDayOptions)[number] | 'all';

export const AlertsPageSize = 10;

// Screens with saved filtered views (spec 1 §3.8); the spec does not number them, so each screen
// that offers views adds its id here.
export const FilteredViewTypeId = { ActivityFeed: 1 } as const;

/** A transaction type's name, or its id where the spec names none (54, 70, 80, …). */
export function txnTypeLabel(txnTypeId: number): string {
  return findTxnType(txnTypeId)?.TxnTypeName ?? `Transaction type ${txnTypeId}`;
}

export function statusLabel(statusId: number): string {
  return findStatus(statusId)?.StatusName ?? `Status ${statusId}`;
}

// ---- Item feed filters ------------------------------------------------------------------------

export const FeedFilters = ['all', 'accounting', 'communication', 'management'] as const;
export type FeedFilter = (typeof FeedFilters)[number];

export const FeedFilterLabels: Readonly<Record<FeedFilter, string>> = {
  all: 'All',
  accounting: 'Accounting',
  communication: 'Communication',
  management: 'Management',
};

// Accounting: everything that moves money, receivables, payables and the general ledger.
export const AccountingFeedTxnTypeIds: readonly number[] = [
  ...ArTxnTypeIds,
  ...ApTxnTypeIds,
  ...GlTxnTypeIds,
];

// Communication: e-mails, letters and message batches, comments, mailroom and autopay warnings.
export const CommunicationFeedTxnTypeIds: readonly number[] = [
  ...EmailTxnTypeIds,
  T.Comment,
  T.Mailroom,
  ...WarningTxnTypeIds,
];

// Management: violations, work orders, requests, and tasks.
export const ManagementFeedTxnTypeIds: readonly number[] = [...ManagementTxnTypeIds, T.Task];

/** The transaction types of a filter; null means every type. */
export function feedFilterTxnTypeIds(filter: FeedFilter): readonly number[] | null {
  switch (filter) {
    case 'all':
      return null;
    case 'accounting':
      return AccountingFeedTxnTypeIds;
    case 'communication':
      return CommunicationFeedTxnTypeIds;
    case 'management':
      return ManagementFeedTxnTypeIds;
  }
}

/**
 * Notes and tasks flagged IncludeInPropertyAccountingFeed also show under the accounting filter,
 * whatever their type.
 */
export function filterIncludesAccountingNotes(filter: FeedFilter): boolean {
  return filter === 'accounting';
}

/** The named group a transaction type falls in, for the feed's badge; 'all' when none. */
export function feedGroupOf(txnTypeId: number): FeedFilter {
  if (AccountingFeedTxnTypeIds.includes(txnTypeId)) return 'accounting';
  if (CommunicationFeedTxnTypeIds.includes(txnTypeId)) return 'communication';
  if (ManagementFeedTxnTypeIds.includes(txnTypeId)) return 'management';
  return 'all';
}

/** Transaction types whose claim the user cannot read: feeds and counts leave them out. */
export function unreadableTxnTypeIds(grants: readonly GrantLike[]): number[] {
  return TxnTypeClaims.filter((row) => !hasAccess(grants, row.Claim, 'read')).map(
    (row) => row.TopsTxnTypeId,
  );
}

// ---- Status and date window -------------------------------------------------------------------

/** The statuses a feed shows: the request's list or the default, never Deleted (16). */
export function feedStatusIds(requested: readonly number[] | undefined): number[] {
  const base = requested && requested.length > 0 ? requested : DefaultFeedStatusIds;
  return [...new Set(base)].filter((id) => id !== ExcludedFeedStatusId);
}

/** The first day of the date panel's window ending today; null for 'all'. */
export function feedStartDate(today: IsoDate, days: FeedDays): IsoDate | null {
  if (days === 'all') return null;
  if (!isValidIsoDate(today)) throw new Error(`Not a day: ${today}`);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1, day - days));
  return toIsoDate(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate());
}

/**
 * The page numbers (1-based) of the pagination buttons: at most `buttons` consecutive pages,
 * the current one centred where the ends allow.
 */
export function paginationWindow(
  page: number,
  pageCount: number,
  buttons: number = FeedPaginationButtons,
): number[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const size = Math.min(buttons, pageCount);
  const first = Math.min(Math.max(current - Math.floor(size / 2), 1), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

export function pageCountOf(totalCount: number, pageSize: number = FeedPageSize): number {
  return Math.ceil(totalCount / pageSize);
}

// Paid and void flags of a feed row: a bill is paid once a check or digital payment made for it
// (a child item) is posted; a check is void once a void-check item is made for it.
export const BillPaymentTxnTypeIds: readonly number[] = [
  T.HandwrittenCheck,
  T.PrintChecks,
  T.DigitalChecks,
];
export const VoidTxnTypeId = T.VoidCheck;
export const DigitalPaymentTxnTypeId = T.DigitalChecks;

// ---- Per-community feeds (spec 1 §2.3) --------------------------------------------------------

export const CommunityFeedKinds = [
  'Community',
  'AccountsPayable',
  'ArAdjustment',
  'Architectural',
  'Bill',
  'CashReceipt',
  'Charge',
  'Collection',
  'GeneralRequest',
  'JournalEntry',
  'Payment',
  'Property',
  'ServiceRequest',
  'Statement',
  'Violation',
  'WorkOrder',
  'Vendor',
  'Committee',
  'Amenity',
  'Communication',
  'General',
  'Management',
] as const;
export type CommunityFeedKind = (typeof CommunityFeedKinds)[number];

export interface CommunityFeed {
  readonly Kind: CommunityFeedKind;
  readonly Label: string;
  /** The transaction types shown; null for every type. */
  readonly TxnTypeIds: readonly number[] | null;
  /** Only items with an item agent of these types; null for any. */
  readonly AgentTypeIds: readonly number[] | null;
}

const propertyAgentTypeIds: readonly number[] = [AgentTypeId.Property, ...OwnerLikeAgentTypeIds];

export const CommunityFeeds: readonly CommunityFeed[] = [
  { Kind: 'Community', Label: 'All activity', TxnTypeIds: null, AgentTypeIds: null },
  {
    Kind: 'AccountsPayable',
    Label: 'Accounts payable',
    TxnTypeIds: ApTxnTypeIds,
    AgentTypeIds: null,
  },
  {
    Kind: 'ArAdjustment',
    Label: 'AR adjustments',
    TxnTypeIds: [...AdjustmentTxnTypeIds, T.PaymentAdjustment],
    AgentTypeIds: null,
  },
  {
    Kind: 'Architectural',
    Label: 'Architectural requests',
    TxnTypeIds: [T.ArchitecturalRequest],
    AgentTypeIds: null,
  },
  { Kind: 'Bill', Label: 'Bills', TxnTypeIds: [T.Bill, T.SeparateCheck], AgentTypeIds: null },
  {
    Kind: 'CashReceipt',
    Label: 'Cash receipts',
    TxnTypeIds: [...OwnerPaymentTxnTypeIds, T.BackoutPayment],
    AgentTypeIds: null,
  },
  { Kind: 'Charge', Label: 'Charges', TxnTypeIds: ApplyChargeGroupTxnTypeIds, AgentTypeIds: null },
  { Kind: 'Collection', Label: 'Collections', TxnTypeIds: [T.Collection], AgentTypeIds: null },
  {
    Kind: 'GeneralRequest',
    Label: 'General requests',
    TxnTypeIds: [T.GeneralRequest],
    AgentTypeIds: null,
  },
  { Kind: 'JournalEntry', Label: 'Journal entries', TxnTypeIds: GlTxnTypeIds, AgentTypeIds: null },
  {
    Kind: 'Payment',
    Label: 'Payments',
    TxnTypeIds: [T.HandwrittenCheck, T.PrintChecks, T.VoidCheck, T.DigitalChecks],
    AgentTypeIds: null,
  },
  { Kind: 'Property', Label: 'Properties', TxnTypeIds: null, AgentTypeIds: propertyAgentTypeIds },
  {
    Kind: 'ServiceRequest',
    Label: 'Service requests',
    TxnTypeIds: [T.ServiceRequest],
    AgentTypeIds: null,
  },
  // An owner's statement lists the receivables activity of the owners and properties.
  {
    Kind: 'Statement',
    Label: 'Statements',
    TxnTypeIds: ArTxnTypeIds,
    AgentTypeIds: propertyAgentTypeIds,
  },
  { Kind: 'Violation', Label: 'Violations', TxnTypeIds: [T.CcrRecord], AgentTypeIds: null },
  { Kind: 'WorkOrder', Label: 'Work orders', TxnTypeIds: [T.WorkOrder], AgentTypeIds: null },
  {
    Kind: 'Vendor',
    Label: 'Vendors',
    TxnTypeIds: null,
    AgentTypeIds: [AgentTypeId.Vendor, AgentTypeId.GlobalVendor],
  },
  // A committee's items: its notes and tasks, its members' and the requests it reviews.
  {
    Kind: 'Committee',
    Label: 'Committees',
    TxnTypeIds: null,
    AgentTypeIds: [AgentTypeId.Committee, AgentTypeId.CommitteeMember],
  },
  { Kind: 'Amenity', Label: 'Amenities', TxnTypeIds: null, AgentTypeIds: [AgentTypeId.Amenity] },
  // The item feed's filter groups, each as a feed of its own.
  {
    Kind: 'Communication',
    Label: 'Communication',
    TxnTypeIds: CommunicationFeedTxnTypeIds,
    AgentTypeIds: null,
  },
  // General: the notes (comments) and tasks kept about the community and its agents.
  { Kind: 'General', Label: 'Notes and tasks', TxnTypeIds: NotesTxnTypeIds, AgentTypeIds: null },
  {
    Kind: 'Management',
    Label: 'Management',
    TxnTypeIds: ManagementFeedTxnTypeIds,
    AgentTypeIds: null,
  },
];

export function findCommunityFeed(kind: string): CommunityFeed | undefined {
  return CommunityFeeds.find((feed) => feed.Kind === kind);
}

// ---- KPI feeds (spec 1 §7.7, §9) --------------------------------------------------------------

export const KpiFeedSize = 5;

export const KpiFeedKinds = [
  'CashReceipts',
  'Invoices',
  'JournalEntries',
  'ServiceRequests',
  'WorkOrders',
] as const;
export type KpiFeedKind = (typeof KpiFeedKinds)[number];

export interface KpiFeed {
  readonly Kind: KpiFeedKind;
  readonly Label: string;
  readonly TxnTypeIds: readonly number[];
  /** Open means status 10, for cash receipts status 3 (accrued). */
  readonly StatusIds: readonly number[];
}

const openStatus: readonly number[] = [StatusId.Open];

export const KpiFeeds: readonly KpiFeed[] = [
  {
    Kind: 'CashReceipts',
    Label: 'Open cash receipts',
    TxnTypeIds: OwnerPaymentTxnTypeIds,
    StatusIds: [StatusId.Accrued],
  },
  {
    Kind: 'Invoices',
    Label: 'Open invoices',
    TxnTypeIds: [T.Bill, T.SeparateCheck],
    StatusIds: openStatus,
  },
  {
    Kind: 'JournalEntries',
    Label: 'Open journal entries',
    TxnTypeIds: [T.JournalEntry],
    StatusIds: openStatus,
  },
  {
    Kind: 'ServiceRequests',
    Label: 'Open service requests',
    TxnTypeIds: [T.ServiceRequest],
    StatusIds: openStatus,
  },
  {
    Kind: 'WorkOrders',
    Label: 'Open work orders',
    TxnTypeIds: [T.WorkOrder],
    StatusIds: openStatus,
  },
];

export function kpiFeed(kind: KpiFeedKind): KpiFeed {
  const found = KpiFeeds.find((feed) => feed.Kind === kind);
  if (!found) throw new Error(`Unknown KPI feed ${kind}`);
  return found;
}

// ---- Closing from the feed (spec 1 §4, spec 3 §4) ---------------------------------------------

/**
 * A management item (violation, work order, service or general request) can be closed from the feed
 * while open; an architectural request closes only with its decision (approved or disapproved).
 */
export function canCloseFromFeed(txnTypeId: number, statusId: number): boolean {
  return (
    ManagementTxnTypeIds.includes(txnTypeId) &&
    txnTypeId !== T.ArchitecturalRequest &&
    statusId === StatusId.Open
  );
}

/** An open task is completed from the feed. */
export function canCompleteFromFeed(txnTypeId: number, statusId: number): boolean {
  return txnTypeId === T.Task && statusId === StatusId.Open;
}

export const FeedMessages = {
  notClosable: 'Only an open violation, work order or request can be closed.',
  /** An architectural request closes with its decision, which makes the owner's letter. */
  architecturalByDecision:
    'An architectural request is closed by its decision: approve or disapprove it on the request.',
  alertNotFound: 'The alert was not found.',
} as const;
