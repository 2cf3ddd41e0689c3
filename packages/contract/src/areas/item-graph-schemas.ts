import { z } from 'zod';

// The shapes of an item's graph (its own fields, its parties and their lines), shared by the item
// calls (Item/GetItemGraph) and the activity feeds' expanded row (Activity/GetItemAgentGraph).

/** An item's own fields, as the item graphs show them. */
export const ItemHeaderSchema = z.object({
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  TopsItemParentTxnId: z.number().nullable(),
  CommunityAgentId: z.number(),
  EventDate: z.string(),
  PostDate: z.string().nullable(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  DateCreated: z.string(),
  DateUpdated: z.string(),
  IsOcrItem: z.boolean(),
  IsVendorAllyItem: z.boolean(),
});
export type ItemHeader = z.infer<typeof ItemHeaderSchema>;

export const ItemAgentDetailSchema = z.object({
  TopsItemAgentDetailId: z.number().nullable(),
  TopsCodeId: z.number().nullable(),
  CodeAlias: z.string().nullable(),
  Amount: z.number(),
  AccruedAmount: z.number(),
  IsDebit: z.boolean(),
  AccountID: z.number().nullable(),
  AccountNumber: z.string().nullable(),
  AccountName: z.string().nullable(),
});

export const ItemAgentGraphSchema = z.object({
  /** Null for an assessment run's owner, which has no item agent. */
  TopsItemAgentId: z.number().nullable(),
  TopsItemId: z.number(),
  TopsAgentId: z.number(),
  AgentName: z.string(),
  CheckNumber: z.string().nullable(),
  IsDirectDebit: z.boolean(),
  Item: ItemHeaderSchema,
  Details: z.array(ItemAgentDetailSchema),
  /** Every party of the item. */
  ItemAgents: z.array(
    z.object({
      TopsItemAgentId: z.number().nullable(),
      TopsAgentId: z.number(),
      AgentName: z.string(),
    }),
  ),
});
export type ItemAgentGraph = z.infer<typeof ItemAgentGraphSchema>;
