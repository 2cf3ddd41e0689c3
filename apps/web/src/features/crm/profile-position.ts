// A profile's place in its community's property list, from the profile routes' optional
// parameters (spec 1 §2.1): the list is sorted by an owner sort option (sortOrder), the profile
// is the property at propertyIndex (0-based) or, with ownerIndex, that property's owner at
// ownerIndex. Previous and next step through the properties, or with the owner arrows through
// every property's owners in turn.
import type { PropertyPortfolioRow } from '@hoa/contract';
import { AgentTypeId, PortfolioOwnerSortOptions } from '@hoa/domain';

export interface ListPosition {
  community: number;
  sortOrder: number;
  propertyIndex: number;
  /** Absent on the property's own profile. */
  ownerIndex?: number;
}

export interface PositionStep {
  agent: { TopsAgentId: number; TopsAgentTypeId: number };
  position: ListPosition;
}

export interface ProfileNeighbours {
  label: string;
  previous: PositionStep | null;
  next: PositionStep | null;
}

/** The rows around a position: the property before it, its own, and the one after. */
export interface ListWindow {
  skip: number;
  rows: readonly PropertyPortfolioRow[];
  total: number;
}

/** The profile's position when the route gives one: a community and a property index. */
export function listPosition(search: {
  community?: number;
  sortOrder?: number;
  propertyIndex?: number;
  ownerIndex?: number;
}): ListPosition | null {
  const { community, propertyIndex } = search;
  if (community === undefined || propertyIndex === undefined) return null;
  const sortOrder = PortfolioOwnerSortOptions.some((o) => o.OwnerSortOptionId === search.sortOrder)
    ? (search.sortOrder ?? 1)
    : 1;
  return {
    community,
    sortOrder,
    propertyIndex,
    ...(search.ownerIndex === undefined ? {} : { ownerIndex: search.ownerIndex }),
  };
}

/** The list rows to ask for: the one before the position (if any) to the one after it. */
export function windowFor(position: ListPosition): { skip: number; take: number } {
  const skip = Math.max(0, position.propertyIndex - 1);
  return { skip, take: position.propertyIndex - skip + 2 };
}

/** The route parameters of a position, e.g. ?community=3&sortOrder=1&propertyIndex=4. */
export function positionSearch(position: ListPosition): string {
  const values: [string, number | undefined][] = [
    ['community', position.community],
    ['sortOrder', position.sortOrder],
    ['propertyIndex', position.propertyIndex],
    ['ownerIndex', position.ownerIndex],
  ];
  const given = values.flatMap(([name, value]) =>
    value === undefined ? [] : [`${name}=${value}`],
  );
  return `?${given.join('&')}`;
}

function propertyStep(row: PropertyPortfolioRow, at: ListPosition, index: number): PositionStep {
  return {
    agent: { TopsAgentId: row.PropertyAgentId, TopsAgentTypeId: AgentTypeId.Property },
    position: { community: at.community, sortOrder: at.sortOrder, propertyIndex: index },
  };
}

/** The row's owner at ownerIndex (the last for -1), else the property itself. */
function ownerStep(
  row: PropertyPortfolioRow,
  at: ListPosition,
  index: number,
  ownerIndex: number,
): PositionStep {
  const owners = row.Owners;
  const which = ownerIndex < 0 ? owners.length - 1 : ownerIndex;
  const owner = owners[which];
  if (!owner) return propertyStep(row, at, index);
  return {
    agent: { TopsAgentId: owner.TopsAgentId, TopsAgentTypeId: owner.TopsAgentTypeId },
    position: { ...propertyStep(row, at, index).position, ownerIndex: which },
  };
}

/**
 * Previous and next from the profile at a position, or null when the list no longer has this
 * profile there (it changed since the link was made) or the owner arrows are off for an owner.
 */
export function neighbours(
  agentId: number,
  at: ListPosition,
  window: ListWindow,
  ownerArrows: boolean,
): ProfileNeighbours | null {
  const row = (index: number) => window.rows[index - window.skip];
  const here = row(at.propertyIndex);
  if (!here) return null;
  const before = row(at.propertyIndex - 1);
  const after = row(at.propertyIndex + 1);
  const place = `property ${at.propertyIndex + 1} of ${window.total}`;
  if (at.ownerIndex === undefined) {
    if (here.PropertyAgentId !== agentId) return null;
    return {
      label: `Property ${at.propertyIndex + 1} of ${window.total}`,
      previous: before ? propertyStep(before, at, at.propertyIndex - 1) : null,
      next: after ? propertyStep(after, at, at.propertyIndex + 1) : null,
    };
  }
  const j = at.ownerIndex;
  if (!ownerArrows || here.Owners[j]?.TopsAgentId !== agentId) return null;
  const previous =
    j > 0
      ? ownerStep(here, at, at.propertyIndex, j - 1)
      : before
        ? ownerStep(before, at, at.propertyIndex - 1, -1)
        : null;
  const next =
    j + 1 < here.Owners.length
      ? ownerStep(here, at, at.propertyIndex, j + 1)
      : after
        ? ownerStep(after, at, at.propertyIndex + 1, 0)
        : null;
  return { label: `Owner ${j + 1} of ${here.Owners.length}, ${place}`, previous, next };
}
