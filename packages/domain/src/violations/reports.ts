// Violation reports (issue 20, item 6; spec 3 §2 'Reports': Management CCR and Global CCR, §7
// 'POST agentIds (null if any entry is empty): /Report/GlobalCCR') and the consistency view: the
// properties of a street or section cited for a code in the last N days beside those that were
// not ("why me and not my neighbour").
import { addDays } from '../ledger/periods';
import type { IsoDate } from '../dates';
import { ViolationStates, type ViolationState } from './records';

/** The violation reports of the reports screen, each at /report/{Name}/{communityAgentId}. */
export const CcrReports = [
  {
    Name: 'CCR',
    DisplayName: 'CCR Violations',
    Description:
      'A community’s violations: property, owner, code, state, current level, next action, fines and last letter.',
  },
  {
    Name: 'GlobalCCR',
    DisplayName: 'Global CCR Violations',
    Description:
      'Violations of several communities (or all of yours), by community with subtotals.',
  },
] as const;
export type CcrReportName = (typeof CcrReports)[number]['Name'];

/** The days a consistency view may look back: at least 1, at most ten years. */
export const ConsistencyDays = { Min: 1, Max: 3660, Default: 90 } as const;

export const CcrReportMessages = {
  streetOrSection: 'Choose a street or a section.',
  notSection: 'The section is not a section of this community.',
} as const;

/** What the totals of the violation reports count: each violation's state and fines (cents). */
export interface CcrTotalsInput {
  State: ViolationState;
  Fines: number;
}

export interface CcrTotals {
  Count: number;
  ByState: Record<ViolationState, number>;
  /** Cents. */
  Fines: number;
}

/** The count of violations by state and their fines, summed in integer cents. */
export function ccrTotals(lines: readonly CcrTotalsInput[]): CcrTotals {
  const ByState = Object.fromEntries(ViolationStates.map((s) => [s, 0])) as Record<
    ViolationState,
    number
  >;
  let fines = 0;
  for (const line of lines) {
    ByState[line.State] += 1;
    fines += line.Fines;
  }
  return { Count: lines.length, ByState, Fines: fines };
}

/** One community's lines of the global report with their subtotals. */
export interface CommunityGroup<T> {
  CommunityAgentId: number;
  CommunityName: string;
  Lines: T[];
  Totals: CcrTotals;
}

/**
 * The lines by community, communities by name (then id), each community's lines in the order
 * given, with each community's subtotals; the grand total is ccrTotals of all the lines.
 */
export function groupByCommunity<
  T extends CcrTotalsInput & { CommunityAgentId: number; CommunityName: string },
>(lines: readonly T[]): CommunityGroup<T>[] {
  const groups = new Map<number, { name: string; lines: T[] }>();
  for (const line of lines) {
    const group = groups.get(line.CommunityAgentId);
    if (group) group.lines.push(line);
    else groups.set(line.CommunityAgentId, { name: line.CommunityName, lines: [line] });
  }
  return [...groups.entries()]
    .sort(([a, x], [b, y]) => x.name.localeCompare(y.name) || a - b)
    .map(([id, g]) => ({
      CommunityAgentId: id,
      CommunityName: g.name,
      Lines: g.lines,
      Totals: ccrTotals(g.lines),
    }));
}

/**
 * The agentIds GlobalCCR is sent (spec 3 §7): the communities chosen, or null, meaning all the
 * caller's communities, when none is chosen or any entry is empty (the "All communities" entry).
 */
export function globalAgentIds(
  entries: readonly (number | string | null | undefined)[],
): number[] | null {
  if (entries.length === 0) return null;
  const ids: number[] = [];
  for (const entry of entries) {
    if (entry === null || entry === undefined || entry === '') return null;
    const id = Number(entry);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    ids.push(id);
  }
  return ids;
}

/** The days of "the last N days" up to `today`: today and the N - 1 days before it. */
export function consistencyWindow(today: IsoDate, days: number): { From: IsoDate; To: IsoDate } {
  return { From: addDays(today, -(days - 1)), To: today };
}

/** A citation of a property for the code within the window. */
export interface Citation {
  PropertyAgentId: number;
  TopsItemId: number;
  ObservedDate: IsoDate;
  State: ViolationState;
}

export interface ConsistencySplit<P> {
  /** The properties cited, each with its citations, newest observed first. */
  Cited: (P & { Citations: Omit<Citation, 'PropertyAgentId'>[] })[];
  NotCited: P[];
}

/**
 * The properties of a street or section split into those cited (with each citation's observed
 * date and state, newest first) and those not cited, both in the order the properties are given.
 * A citation of a property not among them is left out.
 */
export function consistencySplit<P extends { PropertyAgentId: number }>(
  properties: readonly P[],
  citations: readonly Citation[],
): ConsistencySplit<P> {
  const byProperty = new Map<number, Citation[]>();
  for (const c of citations) {
    const list = byProperty.get(c.PropertyAgentId);
    if (list) list.push(c);
    else byProperty.set(c.PropertyAgentId, [c]);
  }
  const split: ConsistencySplit<P> = { Cited: [], NotCited: [] };
  for (const property of properties) {
    const list = byProperty.get(property.PropertyAgentId);
    if (!list) {
      split.NotCited.push(property);
      continue;
    }
    const Citations = [...list]
      .sort((a, b) => b.ObservedDate.localeCompare(a.ObservedDate) || b.TopsItemId - a.TopsItemId)
      .map(({ TopsItemId, ObservedDate, State }) => ({ TopsItemId, ObservedDate, State }));
    split.Cited.push({ ...property, Citations });
  }
  return split;
}
