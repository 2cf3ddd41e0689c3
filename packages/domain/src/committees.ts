// Committees and their members (spec 1 §3.2, §5, §9).
import { daysInMonth, MonthNames, toIsoDate, type IsoDate } from './dates';
import { AgentTypeId, isOwnerLikeAgentType } from './static-data/agent-types';

export const CommitteeMessages = {
  invalidContact: 'Invalid contact information',
  incompleteExpiration: 'incomplete expiration',
  memberAlreadySeated: 'This person already sits on the committee.',
  agentCannotSit: 'The member must be an owner, renter or contact of the committee’s community.',
  contactKeptOnProfile: 'This member’s contact is kept on their own profile.',
} as const;

/** The expiration year select offers this many years, from the current one (spec 1 §5). */
export const ExpirationYearCount = 10;

export function expirationYears(currentYear: number): number[] {
  return Array.from({ length: ExpirationYearCount }, (_, i) => currentYear + i);
}

export const ExpirationMonths: readonly { value: number; label: string }[] = MonthNames.map(
  (label, i) => ({ value: i + 1, label }),
);

export type ExpirationChoice =
  | { readonly ok: true; readonly expirationDate: IsoDate | null }
  | { readonly ok: false; readonly message: string };

/**
 * A term expires at the end of a month: month and year are both set or both empty; a term
 * without an expiration has neither.
 */
export function expirationFromMonthYear(
  month: number | null | undefined,
  year: number | null | undefined,
): ExpirationChoice {
  const hasMonth = month !== null && month !== undefined;
  const hasYear = year !== null && year !== undefined;
  if (!hasMonth && !hasYear) return { ok: true, expirationDate: null };
  if (!hasMonth || !hasYear) return { ok: false, message: CommitteeMessages.incompleteExpiration };
  return { ok: true, expirationDate: toIsoDate(year, month, daysInMonth(year, month)) };
}

/** The month and year of a stored expiration date, for the selects. */
export function monthYearOfExpiration(expirationDate: IsoDate | null): {
  month: number | null;
  year: number | null;
} {
  const m = expirationDate ? /^(\d{4})-(\d{2})-\d{2}$/.exec(expirationDate) : null;
  return m ? { month: Number(m[2]), year: Number(m[1]) } : { month: null, year: null };
}

/** MM/YYYY as members tables show it; empty without an expiration. */
export function formatExpiration(expirationDate: IsoDate | null): string {
  const { month, year } = monthYearOfExpiration(expirationDate);
  return month === null || year === null ? '' : `${String(month).padStart(2, '0')}/${year}`;
}

/** A new contact seated on a committee needs a first name (spec 1 §5). */
export function isValidMemberContact(contact: { FirstName?: string | null } | undefined): boolean {
  return (contact?.FirstName?.trim() ?? '') !== '';
}

/** Who may take a seat: owners and renters of the community, and contacts made for a seat. */
export function canSitOnCommittee(agentTypeId: number): boolean {
  return (
    isOwnerLikeAgentType(agentTypeId) ||
    agentTypeId === AgentTypeId.CommitteeMember ||
    agentTypeId === AgentTypeId.Contact
  );
}
