import { formatDate } from '../dates';

// The owner's requests and violations in the portal (issue 23): what an owner may send and the one
// "what happens next" line each open item shows.

/** The kinds of request an owner sends from the portal. */
export const PortalRequestKinds = ['Service', 'Architectural', 'General'] as const;
export type PortalRequestKind = (typeof PortalRequestKinds)[number];

export const PortalRequestMessages = {
  subjectRequired: 'Say in a few words what the request is about.',
  descriptionRequired: 'Describe what you need.',
  architecturalCodeRequired: 'Choose the kind of change you want to make.',
  replyRequired: 'Write your reply.',
  violationNotOpen: 'This violation is no longer open, so it takes no replies.',
  requestNotOpen: 'This request is no longer open, so it takes no more photos.',
} as const;

/** What an owner sends, as far as the portal checks it before the back office's own rules. */
export interface PortalRequestFacts {
  readonly Kind: PortalRequestKind;
  readonly Subject: string;
  /** Architectural: the kind of change (an architectural code of the community). */
  readonly TopsCodeId?: number | undefined;
}

/** The first reason an owner's request is refused before the back office's rules, or null. */
export function portalRequestProblem(request: PortalRequestFacts): string | null {
  if (request.Subject.trim() === '') return PortalRequestMessages.subjectRequired;
  if (request.Kind === 'Architectural' && request.TopsCodeId === undefined)
    return PortalRequestMessages.architecturalCodeRequired;
  return null;
}

/** Where a portal item stands, as the owner reads it. */
export interface PortalNextStepFacts {
  readonly kind: PortalRequestKind | 'Violation';
  /** The item's state as the back office shows it (Open, In Progress, Pending, Resolved, ...). */
  readonly state: string;
  /** Service: the target day of its work order; architectural: its decision due day; general:
   *  its due day; violation: the cure day (the day the next step of its process is due). */
  readonly dueDate: string | null;
  /** Architectural: the day it was decided. */
  readonly decidedDate?: string | null;
}

/** The one line an owner sees under an item: what happens next, and when; null once it is over. */
export function portalNextStep(facts: PortalNextStepFacts): string | null {
  const due = facts.dueDate === null ? null : formatDate(facts.dueDate);
  switch (facts.kind) {
    case 'Violation':
      if (facts.state !== 'Open') return null;
      return due === null
        ? 'The association is reviewing this violation.'
        : `Please correct this by ${due}; otherwise the next step is taken.`;
    case 'Architectural':
      if (facts.state !== 'Pending')
        return facts.decidedDate ? `${facts.state} on ${formatDate(facts.decidedDate)}.` : null;
      return due === null ? 'Waiting for the committee.' : `A decision is due by ${due}.`;
    case 'Service':
      if (facts.state !== 'Open' && facts.state !== 'In Progress') return null;
      if (due !== null) return `Work is planned by ${due}.`;
      return facts.state === 'In Progress'
        ? 'The work has started.'
        : 'The management office will review your request.';
    case 'General':
      if (facts.state !== 'Open') return null;
      return due === null
        ? 'The management office will answer your request.'
        : `An answer is due by ${due}.`;
  }
}

/** An item still open as the owner sees it: it takes photos and replies. */
export function isPortalItemOpen(state: string): boolean {
  return state === 'Open' || state === 'In Progress' || state === 'Pending';
}

/** What an owner's reply to a violation is saved under: the subject of its comment (the feed's line). */
export const OwnerReplyPrefix = 'Owner reply: ';

/** The comment subject of an owner's reply: the prefix and the reply, cut to 200 characters. */
export function ownerReplySubject(reply: string): string {
  const line = `${OwnerReplyPrefix}${reply.replace(/\s+/g, ' ').trim()}`;
  return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}
