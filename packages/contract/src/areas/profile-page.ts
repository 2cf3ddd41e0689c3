import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam } from '../fields';
import { ChargeBatchRowSchema, ChargeItemAgentSchema } from './charges';

// Transaction profiles of the receivable runs (spec 3 §7 'Transaction profiles':
// ProfilePage/GetApplyChargesProfile and GetCollectionProfile (agentId, itemId)). The item is seen
// from an agent: from its community, the whole run (a page of owners at a time, §9 'Apply-charges
// and collection panels 5'); from an owner or a property, that owner's lines only. Money is cents.
// GetVoidChecksProfile lives with the checks (ap-checks).

const profileQuery = z.strictObject({
  agentId: idParam,
  itemId: idParam,
  /** The page of owners seen from the community (an owner's own lines come whole). */
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  take: z.coerce.number().int().min(1).max(500).default(100),
});

export const ProfileItemSchema = ChargeBatchRowSchema.extend({
  TxnTypeName: z.string(),
  StatusName: z.string(),
  EventDate: z.string(),
  Description: z.string().nullable(),
  /** The user who accrued the run. */
  CreatedBy: z.string().nullable(),
  /** The user who posted it; null while accrued (or posted by an automation). */
  PostedBy: z.string().nullable(),
});
export type ProfileItem = z.infer<typeof ProfileItemSchema>;

export const ProfileAgentSchema = z.object({
  TopsAgentId: z.number(),
  AgentTypeId: z.number(),
  DisplayName: z.string(),
  /** The community: the whole run is shown; otherwise the agent's own lines. */
  IsCommunity: z.boolean(),
});

export const ApplyChargesProfileSchema = z.object({
  Item: ProfileItemSchema,
  Agent: ProfileAgentSchema,
  /** A page of the run's owners (from the community) or the agent's owners (from an owner). */
  Owners: z.array(ChargeItemAgentSchema),
  TotalCount: z.number(),
  /** What the lines shown to the agent add up to: the run from the community, its own otherwise. */
  AgentTotal: z.number(),
});
export type ApplyChargesProfile = z.infer<typeof ApplyChargesProfileSchema>;

export const CollectionProfilePropertySchema = ChargeItemAgentSchema.extend({
  /** The collection action this run gave the property. */
  ActionCodeId: z.number().nullable(),
  ActionAlias: z.string().nullable(),
  ActionName: z.string().nullable(),
  /** The property's collection status now: its current action, since when, and the hold. */
  CurrentCodeId: z.number().nullable(),
  CurrentAlias: z.string().nullable(),
  CurrentName: z.string().nullable(),
  CurrentSince: z.string().nullable(),
  IsOnHold: z.boolean(),
  /** This run set the property's current action (no later run or hand-made status since). */
  IsCurrent: z.boolean(),
});
export type CollectionProfileProperty = z.infer<typeof CollectionProfilePropertySchema>;

export const CollectionProfileSchema = ApplyChargesProfileSchema.omit({ Owners: true }).extend({
  Properties: z.array(CollectionProfilePropertySchema),
});
export type CollectionProfile = z.infer<typeof CollectionProfileSchema>;

export const profilePage = {
  GetApplyChargesProfile: endpoint({
    method: 'GET',
    path: '/api/ProfilePage/GetApplyChargesProfile',
    summary:
      'The profile of an apply charges, late fee, interest or prepaids run (40-43), accrued or posted, seen from an agent',
    query: profileQuery,
    response: ApplyChargesProfileSchema,
  }),
  GetCollectionProfile: endpoint({
    method: 'GET',
    path: '/api/ProfilePage/GetCollectionProfile',
    summary:
      'The profile of a collection run (53), accrued or posted: its properties with the action given and their collection status now',
    query: profileQuery,
    response: CollectionProfileSchema,
  }),
};
