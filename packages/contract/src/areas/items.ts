import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, isoDate, moneyCents, entityId as id } from '../fields';
import { ItemAgentDetailSchema, ItemHeaderSchema } from './item-graph-schemas';
import { RemoveItemResultSchema } from './owner-ledger';

// The Item controller (spec 3 §7 'Items') beyond RemoveItem and RemoveItemAgent (owner ledger),
// CloseItem (activity), ValidatePostDate (journal), SaveCommentsItem (notes) and the collection
// calls: removals with what depends on them, edits and posting of accrued items, and the item's
// read models. Removals follow spec 3 §4 'Removing a transaction'. Money is integer cents.

const cents = moneyCents.min(0);
const itemQuery = z.strictObject({ itemId: idParam });

/** A removal of several transactions (or owners) made as one: removed, or why not. */
export const RemoveItemsResultSchema = RemoveItemResultSchema.extend({
  /** The items marked deleted (empty when nothing was removed). */
  RemovedItemIds: z.array(z.number()),
  /** The item agents marked deleted. */
  RemovedItemAgentIds: z.array(z.number()),
});
export type RemoveItemsResult = z.infer<typeof RemoveItemsResultSchema>;

export const ItemGlLineSchema = z.object({
  GlLineId: z.number(),
  PostDate: z.string(),
  AccountId: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string(),
  CostCenterId: z.number().nullable(),
  Debit: z.number(),
  Credit: z.number(),
  Description: z.string().nullable(),
  TopsItemAgentDetailId: z.number().nullable(),
});

/** An item with its parties (deleted ones flagged), their lines and its general-ledger lines. */
export const ItemGraphSchema = ItemHeaderSchema.extend({
  ItemAgents: z.array(
    z.object({
      TopsItemAgentId: z.number().nullable(),
      TopsAgentId: z.number(),
      AgentName: z.string(),
      CheckNumber: z.string().nullable(),
      IsDeleted: z.boolean(),
      IsDirectDebit: z.boolean(),
      Details: z.array(ItemAgentDetailSchema),
    }),
  ),
  GlLines: z.array(ItemGlLineSchema),
});
export type ItemGraph = z.infer<typeof ItemGraphSchema>;

export const ItemTreeNodeSchema = z.object({
  TopsItemId: z.number(),
  TopsItemParentTxnId: z.number().nullable(),
  /** 0 for the item asked for, 1 for its children, … */
  Depth: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  EventDate: z.string(),
  PostDate: z.string().nullable(),
  Reference: z.string().nullable(),
  /** The live debit lines' total. */
  Amount: z.number(),
});
export type ItemTreeNode = z.infer<typeof ItemTreeNodeSchema>;

export const ItemSummarySchema = z.object({
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  CommunityAgentId: z.number(),
  EventDate: z.string(),
  PostDate: z.string().nullable(),
  DateCreated: z.string(),
  DateUpdated: z.string(),
  /** The live debit lines' total, as now and as accrued. */
  Amount: z.number(),
  AccruedAmount: z.number(),
  IsOverridden: z.boolean(),
  ItemAgentCount: z.number(),
  DeletedItemAgentCount: z.number(),
  DetailCount: z.number(),
  GlLineCount: z.number(),
  /** Live related (child) transactions, comments and tasks left out. */
  RelatedItemCount: z.number(),
  CommentCount: z.number(),
});

/** What a direct-debit payment, or a charge's direct-debit request, has come to. */
export const DirectDebitItemStatusSchema = z.object({
  TopsItemId: z.number(),
  /** The direct-debit cash receipt (51): the item itself, or the charge's request; null if none. */
  DirectDebitItemId: z.number().nullable(),
  TopsStatusId: z.number().nullable(),
  StatusName: z.string().nullable(),
  /** None (no request), Pending (accrued, not sent), Sent, Returned, Retried, Deleted. */
  RequestStatus: z.enum(['None', 'Pending', 'Sent', 'Returned', 'Retried', 'Deleted']),
  DirectDebitRunId: z.number().nullable(),
  EffectiveDate: z.string().nullable(),
  FileName: z.string().nullable(),
  TraceNumber: z.string().nullable(),
  ReturnCode: z.string().nullable(),
  ReturnedOn: z.string().nullable(),
  /** A charge whose request is pending, sent or returned (spec 3 §4) cannot be deleted. */
  BlocksChargeRemoval: z.boolean(),
});

const postDateAnswer = z.object({
  TopsItemId: z.number(),
  /** false: nothing changed; ConfirmMessage asks for confirmation (send again confirmed). */
  IsUpdated: z.boolean(),
  ConfirmMessage: z.string().nullable(),
  EventDate: z.string(),
  PostDate: z.string().nullable(),
  Description: z.string().nullable(),
});

export const items = {
  RemoveItemWithRelated: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Item/RemoveItemWithRelated',
    summary:
      'Removes an owner transaction together with the transactions hung under it (a payment’s backout or NSF, an adjustment’s related items), as one; same rules as RemoveItem',
    body: z.strictObject({ itemId: id, bypassValidation: z.boolean().default(false) }),
    response: RemoveItemsResultSchema,
  }),
  RemoveItemWithPrepaidAdjustment: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Item/RemoveItemWithPrepaidAdjustment',
    summary:
      'Removes a payment and the prepaid adjustments (72) made from it (its left-over on the prepaid code goes with the payment); same rules as RemoveItem',
    body: z.strictObject({ itemId: id, bypassValidation: z.boolean().default(false) }),
    response: RemoveItemsResultSchema,
  }),
  RemoveItemAgentByList: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Item/RemoveItemAgentByList',
    summary:
      'Removes several owners of owner transactions at once, all or nothing; same rules as RemoveItem',
    body: z.strictObject({
      owners: z
        .array(z.strictObject({ itemId: id, agentId: id }))
        .min(1)
        .max(1_000),
      bypassValidation: z.boolean().default(false),
    }),
    response: RemoveItemsResultSchema,
  }),
  RemoveItemAgentDetail: endpoint({
    method: 'POST',
    path: '/api/Item/RemoveItemAgentDetail',
    summary:
      'Removes one line of an owner on an accrued transaction; the owner goes when no line is left, the transaction when no owner is',
    body: z.strictObject({
      itemId: id,
      agentId: id,
      codeId: id,
      bypassValidation: z.boolean().default(false),
    }),
    response: RemoveItemsResultSchema,
  }),
  UpdateEvent: endpoint({
    method: 'POST',
    path: '/api/Item/UpdateEvent',
    summary:
      'Moves an accrued item’s event (and post) date; validated like ValidatePostDate (open period; beyond 60 days from today asks for confirmation)',
    body: z.strictObject({
      TopsItemId: id,
      EventDate: isoDate,
      /** The user confirmed a date far from today. */
      Confirmed: z.boolean().default(false),
    }),
    response: postDateAnswer,
  }),
  OverrideItem: endpoint({
    method: 'POST',
    path: '/api/Item/OverrideItem',
    summary:
      'Overrides owners’ amounts on an accrued run before it posts; the accrued amounts stay for comparison',
    body: z.strictObject({
      TopsItemId: id,
      Owners: z
        .array(z.strictObject({ TopsAgentId: id, Amount: cents }))
        .min(1)
        .max(5_000),
    }),
    response: ItemSummarySchema,
  }),
  UpdateItemBatch: endpoint({
    method: 'POST',
    path: '/api/Item/UpdateItemBatch',
    summary:
      'Sets an accrued item batch’s description and post date (validated like ValidatePostDate)',
    body: z.strictObject({
      TopsItemId: id,
      Description: z.string().max(1000).nullable(),
      PostDate: isoDate,
      Confirmed: z.boolean().default(false),
    }),
    response: postDateAnswer,
  }),
  PostItem: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Item/PostItem',
    summary:
      'Posts one accrued owner item through the posting path of its kind (a payment is applied first; a backout or NSF needs its payment posted)',
    body: z.strictObject({ TopsItemId: id }),
    response: ItemSummarySchema,
  }),
  GetItemGraph: endpoint({
    method: 'GET',
    path: '/api/Item/GetItemGraph',
    summary: 'An item with its item agents, their lines and its general-ledger lines',
    query: itemQuery,
    response: ItemGraphSchema,
  }),
  GetItemGraphByItemAgentId: endpoint({
    method: 'GET',
    path: '/api/Item/GetItemGraphByItemAgentId',
    summary: 'The item graph of the item an item agent belongs to',
    query: z.strictObject({ itemAgentId: idParam }),
    response: ItemGraphSchema,
  }),
  GetItemCommunities: endpoint({
    method: 'GET',
    path: '/api/Item/GetItemCommunities',
    summary: 'The communities an item touches: its own and those of its ledger lines',
    query: itemQuery,
    response: z.array(z.object({ CommunityAgentId: z.number(), CommunityName: z.string() })),
  }),
  GetItemTree: endpoint({
    method: 'GET',
    path: '/api/Item/GetItemTree',
    summary: 'An item and the items hung under it, depth first',
    query: z.strictObject({
      itemId: idParam,
      /** Include deleted items of the tree. */
      includeDeleted: booleanParam.optional(),
    }),
    response: z.array(ItemTreeNodeSchema),
  }),
  GetItemSummary: endpoint({
    method: 'GET',
    path: '/api/Item/GetItemSummary',
    summary: 'An item’s type, status, amount, dates and counts',
    query: itemQuery,
    response: ItemSummarySchema,
  }),
  GetCommunityMaxEventDate: endpoint({
    method: 'GET',
    path: '/api/Item/GetCommunityMaxEventDate',
    summary: 'The latest event date posted in a community (null before anything posts)',
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({ CommunityAgentId: z.number(), MaxEventDate: z.string().nullable() }),
  }),
  GetParentDirectDebitItemStatus: endpoint({
    method: 'GET',
    path: '/api/Item/GetParentDirectDebitItemStatus',
    summary:
      'For a direct-debit cash receipt (51) or a charge: the state of the direct-debit request it belongs to',
    query: itemQuery,
    response: DirectDebitItemStatusSchema,
  }),
};
