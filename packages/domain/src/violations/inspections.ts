// Inspection batches (issue 20, item 5; spec 3 §2 'Violations': add batch, batch index, batch
// review): a manager walks a community with a phone and records many violations in one sitting.
// The batch is a draft until it is accrued: every entry becomes a violation record in one
// transaction, or none does.
import type { IsoDate } from '../dates';
import { localDay } from '../journal-entry';
import { ViolationLimits, ViolationMessages } from './records';

export const InspectionBatchStates = ['Draft', 'Accrued'] as const;
export type InspectionBatchState = (typeof InspectionBatchStates)[number];

export const InspectionLimits = {
  Name: 100,
  Description: ViolationLimits.Description,
  /** Entries a batch may hold: one sitting of a community walk. */
  Entries: 500,
  /** Photos an entry may hold. */
  Photos: 10,
} as const;

// Ours: the spec names no text for these.
export const InspectionMessages = {
  notDraft: 'This inspection batch was already accrued.',
  empty: 'The inspection batch has no entries to accrue.',
  tooManyEntries: `An inspection batch holds at most ${String(InspectionLimits.Entries)} entries.`,
  tooManyPhotos: `An entry holds at most ${String(InspectionLimits.Photos)} photos.`,
  keyOfOtherBatch: 'This entry key was already used in another inspection batch.',
  /** A row of the batch refused at accrue: which one and why. */
  row: (row: number, reason: string) => `Row ${String(row)}: ${reason}`,
  accrued: (count: number) =>
    `${String(count)} violation${count === 1 ? '' : 's'} recorded from the inspection.`,
  accrueConfirm: (count: number) =>
    `Record ${String(count)} violation${count === 1 ? '' : 's'} from this inspection? Every entry becomes a violation record; a batch with an invalid row is refused whole.`,
} as const;

/** What of an entry can be checked without the database. */
export interface InspectionRowFacts {
  Description: string;
  ObservedDate: IsoDate;
}

/**
 * Why an entry may not become a violation record (the checks AddCcrRecord makes of its facts),
 * null when it may; the property, owner and code are checked against the community at accrue.
 */
export function inspectionRowProblem(
  facts: InspectionRowFacts,
  today: IsoDate = localDay(new Date()),
): string | null {
  if (facts.Description.trim() === '') return ViolationMessages.descriptionRequired;
  if (facts.ObservedDate > today) return ViolationMessages.observedInFuture;
  return null;
}

/** The first row (1-based, in the batch's order) that may not be accrued, with its reason. */
export function firstRowProblem(
  rows: readonly InspectionRowFacts[],
  today?: IsoDate,
): { Row: number; Problem: string } | null {
  for (const [index, row] of rows.entries()) {
    const problem = inspectionRowProblem(row, today);
    if (problem !== null) return { Row: index + 1, Problem: problem };
  }
  return null;
}

export interface GeoPoint {
  Latitude: number;
  Longitude: number;
}

const earthRadiusMeters = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in meters between two points (haversine). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.Latitude - a.Latitude);
  const dLon = radians(b.Longitude - a.Longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.Latitude)) * Math.cos(radians(b.Latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface InspectionProperty {
  Address: string;
  Latitude: number | null;
  Longitude: number | null;
}

const byAddress = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/**
 * The community's properties in the order the phone offers them: nearest first when the device
 * gives its position (properties without a position after, by address); by address otherwise.
 * Each comes with its distance in meters (null when either position is missing).
 */
export function sortPropertiesForInspection<P extends InspectionProperty>(
  properties: readonly P[],
  here: GeoPoint | null,
): (P & { DistanceMeters: number | null })[] {
  const measured = properties.map((p) => ({
    ...p,
    DistanceMeters:
      here === null || p.Latitude === null || p.Longitude === null
        ? null
        : distanceMeters(here, { Latitude: p.Latitude, Longitude: p.Longitude }),
  }));
  return measured.sort((a, b) => {
    if (
      a.DistanceMeters !== null &&
      b.DistanceMeters !== null &&
      a.DistanceMeters !== b.DistanceMeters
    )
      return a.DistanceMeters - b.DistanceMeters;
    if (a.DistanceMeters === null && b.DistanceMeters !== null) return 1;
    if (a.DistanceMeters !== null && b.DistanceMeters === null) return -1;
    return byAddress.compare(a.Address, b.Address);
  });
}

/** A distance as the phone shows it: '40 m', '1.2 km'. */
export function formatDistance(meters: number): string {
  return meters < 1000 ? `${String(Math.round(meters))} m` : `${(meters / 1000).toFixed(1)} km`;
}
