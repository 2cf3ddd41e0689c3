import { z } from 'zod';

// The optional parameters of the profile routes (spec 1 §2.1). A bad value is dropped, not fatal.
const id = z.coerce.number().int().positive().optional().catch(undefined);
const index = z.coerce.number().int().min(0).optional().catch(undefined);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()
  .catch(undefined);

const ProfileSearchSchema = z.object({
  /** The community the profile is opened from. */
  community: id,
  /** The parent of a new profile, for the generic new route. */
  parent: id,
  /** A new primary owner under a property is its buyer: the current owners become previous. */
  resale: flag,
  /** With community and sortOrder: the property's place in the community's property list. */
  propertyIndex: index,
  includeDeleted: flag,
  /** The owner sort option (1-7) the property list is in; account number by default. */
  sortOrder: z.coerce.number().int().min(1).max(7).optional().catch(undefined),
  /** The owner's place among the owners of the property at propertyIndex. */
  ownerIndex: index,
});

export type ProfileSearch = z.infer<typeof ProfileSearchSchema>;

export function validateProfileSearch(search: Record<string, unknown>): ProfileSearch {
  return ProfileSearchSchema.parse(search);
}
