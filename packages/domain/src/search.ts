// Search rules: the term (spec 1 §5, spec 3 §5), limits (spec 1 §7.4, §9), who may see what, and
// where each global-search hit leads (spec 1 §2.5).
import { hasAccess, type GrantLike, claimForAgentType } from './permissions';
import { AgentTypeId, AgentTypes } from './static-data/agent-types';
import { StatusId } from './static-data/statuses';
import { TxnTypeClaims } from './static-data/txn-type-claims';
import { OwnerPaymentTxnTypeIds } from './static-data/txn-type-groups';
import { TxnTypeId } from './static-data/txn-types';

/** Owner and agent search need at least 2 trimmed characters. */
export const SearchMinLength = 2;
/** Elastic owner search answers at most 25 results; SearchOwnerships pages by 25. */
export const OwnerSearchMaxResults = 25;
export const SearchDebounceMs = 750;
/** Global search: hits per hit type, by default and at most. */
export const GlobalSearchDefaultTake = 8;
export const GlobalSearchMaxTake = 25;

// Spec 3 §6 lists 3, 5, 16, 20. Type 3 is the property account, which is held by its primary
// owners (type 4): asking for 3 finds primary owners, so an owner search never misses them.
export const OwnerSearchAgentTypeIds: readonly number[] = [
  AgentTypeId.Property,
  AgentTypeId.Owner,
  AgentTypeId.Renter,
  AgentTypeId.PreviousOwner,
];

/** The owner-like agent types an owner search with these agent types returns. */
export function ownerTypesForSearch(agentTypeIds: readonly number[]): number[] {
  const owners = agentTypeIds.map((id) =>
    id === AgentTypeId.Property ? AgentTypeId.PrimaryOwner : id,
  );
  return [...new Set(owners)].sort((a, b) => a - b);
}

export const SearchMessages = {
  termTooShort: 'Enter at least 2 characters to search.',
  ownerTypesOnly: 'Owner search takes agent types 3, 4, 5, 16 and 20 only.',
  notOwnerType: 'The owner type must be 4, 5, 16 or 20.',
} as const;

/** The term as searched: trimmed, inner white space made single; null when under 2 characters. */
export function normalizeSearchTerm(raw: string | null | undefined): string | null {
  const term = (raw ?? '').trim().replace(/\s+/g, ' ');
  return term.length >= SearchMinLength ? term : null;
}

/** Escapes LIKE wildcards and the escape character itself (PostgreSQL's default escape is \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * ILIKE patterns for a normalized term. From 3 characters the term may sit anywhere; 2 characters
 * make no trigram, so they must start a word (which the trigram index can still narrow).
 */
export function likePatterns(term: string): string[] {
  const escaped = escapeLike(term);
  return term.length >= FullSearchMinLength ? [`%${escaped}%`] : [`${escaped}%`, `% ${escaped}%`];
}

/**
 * From 3 characters a search also reads street lines, emails, web addresses, custom-field values,
 * account numbers and GL accounts; 2 characters only start a word of a name.
 */
export const FullSearchMinLength = 3;

/** The digits of a term that reads as a phone number (digits, spaces, ( ) - . +), from 3 digits. */
export function phoneDigits(term: string): string | null {
  if (!/^[\d\s().+-]+$/.test(term)) return null;
  const digits = term.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}

/** A transaction id typed as 123 or #123. */
export function transactionIdOf(term: string): number | null {
  const match = /^#?(\d{1,15})$/.exec(term);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Agent types the caller may not read: their hits and rows are left out. */
export function hiddenAgentTypeIds(grants: readonly GrantLike[]): number[] {
  return AgentTypes.map((t) => t.TopsAgentTypeId).filter((id) => {
    const claim = claimForAgentType(id);
    return claim !== undefined && !hasAccess(grants, claim, 'read');
  });
}

/** Transaction types the caller may not read. */
export function hiddenTxnTypeIds(grants: readonly GrantLike[]): number[] {
  return TxnTypeClaims.filter((row) => !hasAccess(grants, row.Claim, 'read')).map(
    (row) => row.TopsTxnTypeId,
  );
}

export const SearchHitTypes = [
  'Agent',
  'Transaction',
  'Account',
  'Address',
  'Phone',
  'Email',
  'WebAddress',
  'CustomField',
] as const;
export type SearchHitType = (typeof SearchHitTypes)[number];

export const SearchHitTypeLabels: Readonly<Record<SearchHitType, string>> = {
  Agent: 'Profiles',
  Transaction: 'Transactions',
  Account: 'GL accounts',
  Address: 'Addresses',
  Phone: 'Phones',
  Email: 'Email addresses',
  WebAddress: 'Web addresses',
  CustomField: 'Custom fields',
};

/** The screens a transaction hit can open (spec 1 §2.5); each area builds its own screen. */
export type TransactionScreen =
  | 'cashReceiptSummary'
  | 'cashReceiptEdit'
  | 'journalEntryProfile'
  | 'journalEntryEdit'
  | 'messageBatchEditor'
  | 'messageBatchReview'
  | 'adjustmentProfile'
  | 'adjustmentReview'
  | 'backoutPaymentProfile'
  | 'backoutPaymentAdd'
  | 'apInvoiceView'
  | 'apCheckProfile'
  | 'ccrViolationView'
  | 'workOrderView'
  | 'serviceRequestView'
  | 'ticketView'
  | 'architecturalRequestView'
  | 'noteView'
  | 'taskView'
  | 'letterDetail'
  | 'transactionProfile';

const T = TxnTypeId;

// Types whose screen does not depend on the status.
const fixedScreens: Readonly<Record<number, TransactionScreen>> = {
  [T.Bill]: 'apInvoiceView',
  [T.SeparateCheck]: 'apInvoiceView',
  [T.PrintChecks]: 'apCheckProfile',
  [T.HandwrittenCheck]: 'apCheckProfile',
  [T.CcrRecord]: 'ccrViolationView',
  [T.WorkOrder]: 'workOrderView',
  [T.ServiceRequest]: 'serviceRequestView',
  [T.GeneralRequest]: 'ticketView',
  [T.ArchitecturalRequest]: 'architecturalRequestView',
  [T.Comment]: 'noteView',
  [T.Task]: 'taskView',
  [T.FormLetter]: 'letterDetail',
};

/** Where a transaction opens, by its type and status (spec 1 §2.5). */
export function transactionScreen(txnTypeId: number, statusId: number): TransactionScreen {
  const posted = statusId === StatusId.Posted;
  if (OwnerPaymentTxnTypeIds.includes(txnTypeId)) {
    return posted ? 'cashReceiptSummary' : 'cashReceiptEdit';
  }
  switch (txnTypeId) {
    case T.JournalEntry:
      return posted ? 'journalEntryProfile' : 'journalEntryEdit';
    case T.MessageBatch:
      return statusId === StatusId.Incomplete || statusId === StatusId.Updated
        ? 'messageBatchEditor'
        : 'messageBatchReview';
    case T.AddCharge:
    case T.Waive:
      return posted ? 'adjustmentProfile' : 'adjustmentReview';
    case T.BackoutPayment:
      return posted ? 'backoutPaymentProfile' : 'backoutPaymentAdd';
    default:
      return fixedScreens[txnTypeId] ?? 'transactionProfile';
  }
}

/** The ids a hit carries (the wire shape of GlobalSearch, less its texts). */
export interface SearchHitRef {
  HitType: SearchHitType;
  TopsAgentId?: number | null;
  TopsItemId?: number | null;
  TopsTxnTypeId?: number | null;
  TopsStatusId?: number | null;
  AccountId?: number | null;
  CommunityAgentId: number | null;
}

export type SearchHitTarget =
  | { kind: 'profile'; agentId: number }
  | { kind: 'glHistory'; accountId: number }
  | {
      kind: 'transaction';
      screen: TransactionScreen;
      itemId: number;
      agentId: number | null;
      communityAgentId: number | null;
    };

/**
 * Where a hit leads (spec 1 §2.5): accounts to their GL history, transactions by type and status,
 * every other hit (profile, address, phone, email, web address, custom field) to the owning
 * agent's profile. Null when the hit lacks the id its target needs.
 */
export function searchHitTarget(hit: SearchHitRef): SearchHitTarget | null {
  switch (hit.HitType) {
    case 'Account':
      return hit.AccountId ? { kind: 'glHistory', accountId: hit.AccountId } : null;
    case 'Transaction':
      if (!hit.TopsItemId || !hit.TopsTxnTypeId) return null;
      return {
        kind: 'transaction',
        screen: transactionScreen(hit.TopsTxnTypeId, hit.TopsStatusId ?? 0),
        itemId: hit.TopsItemId,
        agentId: hit.TopsAgentId ?? null,
        communityAgentId: hit.CommunityAgentId,
      };
    default:
      return hit.TopsAgentId ? { kind: 'profile', agentId: hit.TopsAgentId } : null;
  }
}

/** Owner sort options of spec 1 §3.5b; 6 and 7 only on portfolio lists. */
export const OwnerSortOptionId = {
  AccountNumber: 1,
  FirstName: 2,
  LastName: 3,
  StreetNumber: 4,
  StreetName: 5,
  Balance: 6,
  LotNumber: 7,
} as const;

export type OwnerSortOptionIdValue = (typeof OwnerSortOptionId)[keyof typeof OwnerSortOptionId];
