import { WorkOrderLimits as L } from '@hoa/domain';
import { z } from 'zod';
import { entityId, idParam, isoDate, moneyCents } from '../fields';

// The shapes of a work order's costs, its community's parts list and its close and post (see
// work-order-costs.ts for the calls).

/** A cost item of a work order; its amount is the server's (quantity × rate, to the cent). */
export const CostItemSchema = z.object({
  CostItemId: z.number(),
  WorkOrderItemId: z.number(),
  /** Labor 1, Material 2, Other 3. */
  CostItemTypeId: z.number(),
  CostItemTypeName: z.string(),
  PartId: z.number().nullable(),
  PartName: z.string().nullable(),
  Description: z.string(),
  /** Up to three decimals, as text without trailing zeros ('2.5'). */
  Quantity: z.string(),
  RateCents: z.number(),
  AmountCents: z.number(),
  IsBillable: z.boolean(),
});
export type CostItem = z.infer<typeof CostItemSchema>;

/** GetCostItemsSummary: the totals by kind and by billable, in cents. */
export const CostSummarySchema = z.object({
  LaborCents: z.number(),
  MaterialCents: z.number(),
  OtherCents: z.number(),
  TotalCents: z.number(),
  BillableCents: z.number(),
  NonBillableCents: z.number(),
});
export type CostSummary = z.infer<typeof CostSummarySchema>;

/** A work order's cost items with their summary (what the saves and deletes answer). */
export const WorkOrderCostsSchema = z.object({
  WorkOrderItemId: z.number(),
  CostItems: z.array(CostItemSchema),
  Summary: CostSummarySchema,
});
export type WorkOrderCosts = z.infer<typeof WorkOrderCostsSchema>;

/**
 * A cost item as the form sends it: without CostItemId a new one, with it a change. The type,
 * quantity and rate are checked by the domain (costItemProblem) so that the user reads its words.
 */
export const CostItemRowSchema = z.strictObject({
  CostItemId: entityId.optional(),
  CostItemTypeId: z.number().int(),
  PartId: entityId.nullable().default(null),
  Description: z.string().trim().max(L.CostDescription).default(''),
  Quantity: z.union([z.string().trim().max(20), z.number()]),
  RateCents: moneyCents,
  IsBillable: z.boolean(),
});
export type CostItemRow = z.input<typeof CostItemRowSchema>;

export const SaveCostItemsSchema = z.strictObject({
  WorkOrderItemId: entityId,
  CostItems: z.array(CostItemRowSchema).min(1).max(200),
});
export type SaveCostItemsInput = z.input<typeof SaveCostItemsSchema>;

/** CostItem/Save: one cost item of a work order. */
export const SaveCostItemSchema = CostItemRowSchema.extend({ WorkOrderItemId: entityId });
export type SaveCostItemInput = z.input<typeof SaveCostItemSchema>;

/** A part of a community's parts list; DateDeleted once removed. */
export const CommunityPartSchema = z.object({
  PartId: z.number(),
  PartName: z.string(),
  PartDescription: z.string(),
  DateDeleted: z.string().nullable(),
});
export type CommunityPart = z.infer<typeof CommunityPartSchema>;

/** The agent a parts list belongs to: a community (agent type 2). */
export const PartsOwnerQuery = z.strictObject({ agentId: idParam, agentTypeId: idParam });

export const AddCommunityPartSchema = z.strictObject({
  agentId: entityId,
  agentTypeId: entityId,
  part: z.strictObject({
    PartName: z.string().trim().max(L.PartName),
    PartDescription: z.string().trim().max(L.PartDescription).default(''),
  }),
});
export type AddCommunityPartInput = z.input<typeof AddCommunityPartSchema>;

export const RemoveCommunityPartSchema = z.strictObject({
  communityId: entityId,
  /** The work order the list was opened from, where it was (it must be of the community). */
  workOrderId: entityId.nullable().optional(),
  partId: entityId,
});
export type RemoveCommunityPartInput = z.input<typeof RemoveCommunityPartSchema>;

/** Spec 3 'Work order close and post'. */
export const PostChargesAndCloseSchema = z.strictObject({
  WorkOrderItemId: entityId,
  ChargeDate: isoDate,
  WorkOrderCodeId: entityId,
  /** The property charged (its billed primary owner); absent: the work order's property or owner. */
  PropertyAgentId: entityId.nullable().optional(),
  CommunityAgentId: entityId,
  IdempotencyKey: z.string().min(8).max(100).optional(),
});
export type PostChargesAndCloseInput = z.input<typeof PostChargesAndCloseSchema>;

export const PostChargesAndCloseResultSchema = z.object({
  WorkOrderItemId: z.number(),
  /** The owner charge posted; null when nothing was billable. */
  ChargeItemId: z.number().nullable(),
  ChargedCents: z.number(),
});
export type PostChargesAndCloseResult = z.infer<typeof PostChargesAndCloseResultSchema>;
