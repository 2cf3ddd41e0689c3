// A violation's case file (issue 20): its timeline in date order (observed, the levels taken,
// their letters and deliveries, fines, hearings, notes and replies, resolve, close and reopen),
// its hearings, and the batch resolve and reopen of spec 3 §4 'Violations' (all or nothing).
import { formatDate, type IsoDate } from '../dates';

/** What a line of the timeline records. */
export const ViolationTimelineKinds = [
  'Observed',
  'Level',
  'Letter',
  'Delivery',
  'Fine',
  'FineRemoved',
  'Hearing',
  'Note',
  'Resolved',
  'Closed',
  'Reopened',
] as const;
export type ViolationTimelineKind = (typeof ViolationTimelineKinds)[number];

/** A state change the timeline keeps (violation_events.event). */
export type ViolationEvent = 'Resolved' | 'Closed' | 'Reopened';

/**
 * Lines of one day recorded at the same instant (or with none) fall in this order: the
 * observation opens the file, a level is taken before its letter goes out and its fine posts
 * (and the fine's removal follows it), a delivery follows its letter; hearings and notes come
 * after, and a state change closes the day.
 */
const kindRank: Record<ViolationTimelineKind, number> = {
  Observed: 0,
  Level: 1,
  Letter: 2,
  Fine: 3,
  FineRemoved: 4,
  Delivery: 5,
  Hearing: 6,
  Note: 7,
  Resolved: 8,
  Closed: 8,
  Reopened: 8,
};

export interface TimelineOrderFields {
  Kind: ViolationTimelineKind;
  /** The day it happened. */
  On: IsoDate;
  /** The instant it was recorded (or, for a delivery, reported); null for the observation. */
  At: string | null;
}

/**
 * The timeline in date order: by day, then by the instant it was recorded (a line without one
 * first: steps backdated to a day keep their day), then by the kind's place in a day (a level,
 * its letter and its fine share their instant), then as given. The input is kept.
 */
export function orderTimeline<T extends TimelineOrderFields>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        compare(a.entry.On, b.entry.On) ||
        compare(a.entry.At ?? '', b.entry.At ?? '') ||
        kindRank[a.entry.Kind] - kindRank[b.entry.Kind] ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The delivery channels of the delivery ledger (deliveries.channel) as the timeline words them. */
export function deliveryTitle(channel: string, recipient: string): string {
  if (channel === 'Email') return `Emailed to ${recipient}`;
  if (channel === 'Certified') return `Certified mail to ${recipient}`;
  return `Printed and mailed to ${recipient}`;
}

export const HearingLimits = { Outcome: 2000, Attendees: 500 } as const;

export const CaseFileMessages = {
  outcomeRequired: 'Outcome is required.',
  heldOnRequired: 'Held on is required.',
  hearingInFuture: 'The hearing date cannot be in the future.',
  hearingBeforeObserved: (observedOn: IsoDate) =>
    `The hearing date cannot be before the violation was observed on ${formatDate(observedOn)}.`,
  hearingAdded: 'The hearing has been recorded.',
  nothingSelected: 'Select at least one violation.',
  /** A batch refused as a whole, naming the violation that could not be changed and why. */
  batchRefused: (itemId: number, problem: string) =>
    `Violation #${String(itemId)} cannot be changed, so none were: ${problem}`,
  batchResolved: (count: number) =>
    `${String(count)} violation${count === 1 ? ' has' : 's have'} been resolved.`,
  batchReopened: (count: number) =>
    `${String(count)} violation${count === 1 ? ' has' : 's have'} been reopened.`,
} as const;

/** What a change of state is recorded as: reopening is 'Reopened', the others their state. */
export function violationEventOf(state: 'Open' | 'Resolved' | 'Closed'): ViolationEvent {
  return state === 'Open' ? 'Reopened' : state;
}
