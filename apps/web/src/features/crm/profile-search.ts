// The optional parameters of the profile routes (spec 1 §2.1). A bad value is dropped, not fatal.
// Read without zod: the router validates search parameters on the sign-in screen too, whose
// script stays free of schema libraries (tools/bundle-budget.mjs).

export interface ProfileSearch {
  /** The community the profile is opened from. */
  community?: number;
  /** The parent of a new profile, for the generic new route. */
  parent?: number;
  /** A new primary owner under a property is its buyer: the current owners become previous. */
  resale?: boolean;
  /** With community and sortOrder: the property's place in the community's property list. */
  propertyIndex?: number;
  includeDeleted?: boolean;
  /** The owner sort option (1-7) the property list is in; account number by default. */
  sortOrder?: number;
  /** The owner's place among the owners of the property at propertyIndex. */
  ownerIndex?: number;
}

/** A whole number from min to max (a number or its text), else undefined. */
function integer(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** true or false (or their text), else undefined. */
function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

export function validateProfileSearch(search: Record<string, unknown>): ProfileSearch {
  const read: ProfileSearch = {
    community: integer(search.community, 1),
    parent: integer(search.parent, 1),
    resale: flag(search.resale),
    propertyIndex: integer(search.propertyIndex, 0),
    includeDeleted: flag(search.includeDeleted),
    sortOrder: integer(search.sortOrder, 1, 7),
    ownerIndex: integer(search.ownerIndex, 0),
  };
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined));
}
