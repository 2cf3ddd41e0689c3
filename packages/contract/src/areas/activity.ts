import {
  FeedFilters,
  MaxTimeZoneOffsetMinutes,
  type CommunityFeedKind,
  type KpiFeedKind,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint, type EndpointDef } from '../endpoint';
import { booleanParam, idListParam, idParam, isoDate, optionalIdParam } from '../fields';
import { ItemAgentGraphSchema } from './item-graph-schemas';

// Activity feeds (spec 1 §2.3, §3.7, §7.7). Feeds read items and item agents of any area.

/** One feed row (spec 1 §3.7): an item, seen through one of its item agents. */
export const FeedItemSchema = z.object({
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsItemAgentId: z.number().nullable(),
  CommunityAgentId: z.number(),
  TopsAgentId: z.number().nullable(),
  AgentName: z.string().nullable(),
  TopsAgentTypeId: z.number().nullable(),
  EventDate: z.string(),
  DateCreated: z.string(),
  /** The number of (non-deleted) item agents of the item. */
  ItemCount: z.number(),
  StatusName: z.string(),
  TopsStatusId: z.number(),
  /** A note's or a (general or architectural) request's subject, else the item's description. */
  Comments: z.string().nullable(),
  Reference: z.string().nullable(),
  /** Notes and tasks attached to the item. */
  NoteCount: z.number(),
  /** Cents: the item agent's detail lines, or the whole item's in a community feed. */
  Amount: z.number(),
  DigitalPaymentStatus: z.number().nullable(),
  IsPaid: z.boolean(),
  IsVoid: z.boolean(),
  IsDigitalPayment: z.boolean(),
});
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FeedPageSchema = z.object({
  TotalCount: z.number(),
  Items: z.array(FeedItemSchema),
});
export type FeedPage = z.infer<typeof FeedPageSchema>;

const paging = {
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(6),
};

/** The window and status filter every feed call carries. */
const feedWindow = {
  ...paging,
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  /** Comma-separated status ids; default 4, 9, 10, 5, 13; 16 is never shown. */
  statusIdsStr: idListParam.optional(),
  /** Only these item ids. */
  ids: idListParam.optional(),
  /**
   * The caller's offset from UTC in minutes, as JavaScript's getTimezoneOffset gives it (300 for
   * UTC-05:00): each row's DateCreated is written on that wall clock with its offset.
   */
  timeZoneOffset: z.coerce
    .number()
    .int()
    .min(-MaxTimeZoneOffsetMinutes)
    .max(MaxTimeZoneOffsetMinutes)
    .optional(),
};

export const CommunityFeedQuery = z.strictObject({
  communityAgentId: idParam,
  agentIdFilterForItemAgents: optionalIdParam,
  ...feedWindow,
});

/** The shape of a community feed; each endpoint writes its own literal path. */
function communityFeed(kind: CommunityFeedKind) {
  return {
    method: 'GET',
    summary: `The community’s ${kind} activity feed (optionally of one agent’s items)`,
    query: CommunityFeedQuery,
    response: FeedPageSchema,
  } as const;
}

/** The per-community feeds, by kind; each is its own call. */
export const activityFeeds = {
  Community: endpoint({
    path: '/api/Activity/GetCommunityActivityFeed',
    ...communityFeed('Community'),
  }),
  AccountsPayable: endpoint({
    path: '/api/Activity/GetAccountsPayableActivityFeed',
    ...communityFeed('AccountsPayable'),
  }),
  ArAdjustment: endpoint({
    path: '/api/Activity/GetArAdjustmentActivityFeed',
    ...communityFeed('ArAdjustment'),
  }),
  Architectural: endpoint({
    path: '/api/Activity/GetArchitecturalActivityFeed',
    ...communityFeed('Architectural'),
  }),
  Bill: endpoint({ path: '/api/Activity/GetBillActivityFeed', ...communityFeed('Bill') }),
  CashReceipt: endpoint({
    path: '/api/Activity/GetCashReceiptActivityFeed',
    ...communityFeed('CashReceipt'),
  }),
  Charge: endpoint({ path: '/api/Activity/GetChargeActivityFeed', ...communityFeed('Charge') }),
  Collection: endpoint({
    path: '/api/Activity/GetCollectionActivityFeed',
    ...communityFeed('Collection'),
  }),
  GeneralRequest: endpoint({
    path: '/api/Activity/GetGeneralRequestActivityFeed',
    ...communityFeed('GeneralRequest'),
  }),
  JournalEntry: endpoint({
    path: '/api/Activity/GetJournalEntryActivityFeed',
    ...communityFeed('JournalEntry'),
  }),
  Payment: endpoint({ path: '/api/Activity/GetPaymentActivityFeed', ...communityFeed('Payment') }),
  Property: endpoint({
    path: '/api/Activity/GetPropertyActivityFeed',
    ...communityFeed('Property'),
  }),
  ServiceRequest: endpoint({
    path: '/api/Activity/GetServiceRequestActivityFeed',
    ...communityFeed('ServiceRequest'),
  }),
  Statement: endpoint({
    path: '/api/Activity/GetStatementActivityFeed',
    ...communityFeed('Statement'),
  }),
  Violation: endpoint({
    path: '/api/Activity/GetViolationActivityFeed',
    ...communityFeed('Violation'),
  }),
  WorkOrder: endpoint({
    path: '/api/Activity/GetWorkOrderActivityFeed',
    ...communityFeed('WorkOrder'),
  }),
  Vendor: endpoint({ path: '/api/Activity/GetVendorActivityFeed', ...communityFeed('Vendor') }),
  Committee: endpoint({
    path: '/api/Activity/GetCommitteeActivityFeed',
    ...communityFeed('Committee'),
  }),
  Amenity: endpoint({ path: '/api/Activity/GetAmenityActivityFeed', ...communityFeed('Amenity') }),
  Communication: endpoint({
    path: '/api/Activity/GetCommunicationActivityFeed',
    ...communityFeed('Communication'),
  }),
  General: endpoint({ path: '/api/Activity/GetGeneralActivityFeed', ...communityFeed('General') }),
  Management: endpoint({
    path: '/api/Activity/GetManagementActivityFeed',
    ...communityFeed('Management'),
  }),
} satisfies Record<CommunityFeedKind, EndpointDef>;

const kpiQuery = z.strictObject({ agentId: idParam, communityAgentId: idParam });

/** The shape of a count call; each endpoint writes its own literal path. */
function kpiCount(kind: KpiFeedKind) {
  return {
    method: 'GET',
    summary: `Open ${kind} of an agent (the community itself counts all of its items)`,
    query: kpiQuery,
    response: z.number(),
  } as const;
}

export const kpiCounts = {
  CashReceipts: endpoint({
    path: '/api/Item/CountAgentOpenCashReceipts',
    ...kpiCount('CashReceipts'),
  }),
  Invoices: endpoint({ path: '/api/Item/CountAgentOpenInvoices', ...kpiCount('Invoices') }),
  JournalEntries: endpoint({
    path: '/api/Item/CountAgentOpenJournalEntries',
    ...kpiCount('JournalEntries'),
  }),
  ServiceRequests: endpoint({
    path: '/api/Item/CountAgentOpenServiceRequests',
    ...kpiCount('ServiceRequests'),
  }),
  WorkOrders: endpoint({ path: '/api/Item/CountAgentOpenWorkOrders', ...kpiCount('WorkOrders') }),
} satisfies Record<KpiFeedKind, EndpointDef>;

/** One status of the card-payment dashboard: how many card payments and their amounts. */
export const CardPaymentStatusSchema = z.object({
  /** 'charging', 'paid' or 'declined'. */
  Status: z.string(),
  Count: z.number(),
  /** Cents paid toward the owners' ledgers, without the fee. */
  Amount: z.number(),
  /** Cents of convenience fees. */
  Fee: z.number(),
});

/** A transaction of the previous system, brought by the owner history import. */
export const HistoricTransactionSchema = z.object({
  HistoricTransactionId: z.number(),
  CommunityAgentId: z.number(),
  PropertyAgentId: z.number(),
  /** The property's name (its address line). */
  PropertyName: z.string(),
  TxnDate: z.string(),
  Description: z.string(),
  CodeAlias: z.string().nullable(),
  Reference: z.string().nullable(),
  /** Cents. */
  Charge: z.number(),
  /** Cents. */
  Payment: z.number(),
});
export type HistoricTransaction = z.infer<typeof HistoricTransactionSchema>;

const historyRead = { claim: 'owner', level: 'read' } as const;

export const activity = {
  HistoricTransactionSearch: endpoint({
    method: 'GET',
    path: '/api/HistoricTransaction/Search',
    summary:
      'Imported history of a property, of the owner’s property, or of a whole community (or one transaction), newest first',
    access: historyRead,
    query: z.strictObject({
      agentId: idParam,
      itemId: optionalIdParam,
      skip: paging.skip,
      take: z.coerce.number().int().min(1).max(100).default(100),
    }),
    response: z.object({ TotalCount: z.number(), Rows: z.array(HistoricTransactionSchema) }),
  }),
  GetCommunitySummary: endpoint({
    method: 'GET',
    path: '/api/HistoricTransaction/GetCommunitySummary',
    summary: 'What the owner history import brought into a community: counts, totals and dates',
    access: historyRead,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({
      CommunityAgentId: z.number(),
      TransactionCount: z.number(),
      PropertyCount: z.number(),
      /** Cents. */
      Charges: z.number(),
      /** Cents. */
      Payments: z.number(),
      FirstDate: z.string().nullable(),
      LastDate: z.string().nullable(),
    }),
  }),
  GetUserActivityFeed: endpoint({
    method: 'GET',
    path: '/api/Activity/GetUserActivityFeed',
    summary: 'The items a user entered, in the caller’s communities (optionally one), newest first',
    query: z.strictObject({
      userAgentId: idParam,
      communityAgentId: optionalIdParam,
      ...feedWindow,
    }),
    response: FeedPageSchema,
  }),
  GetBankAccountActivityFeed: endpoint({
    method: 'GET',
    path: '/api/Activity/GetBankAccountActivityFeed',
    summary: 'The items with a line on a bank account’s general ledger account, newest first',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankAccountId: idParam, ...feedWindow }),
    response: FeedPageSchema,
  }),
  GetCardPaymentDashboard: endpoint({
    method: 'GET',
    path: '/api/Activity/GetCardPaymentDashboard',
    summary:
      'The community’s owner card payments by status (counts, amounts, fees) and the feed of those posted',
    access: { claim: 'arownerpayments', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, ...feedWindow }),
    response: z.object({
      ByStatus: z.array(CardPaymentStatusSchema),
      Feed: FeedPageSchema,
    }),
  }),
  GetItemFeed: endpoint({
    method: 'GET',
    path: '/api/Activity/GetItemFeed',
    summary:
      'The item feed of a community, or of one agent in it, by filter (all, accounting, communication, management)',
    query: z.strictObject({
      communityAgentId: idParam,
      agentId: optionalIdParam,
      filter: z.enum(FeedFilters).default('all'),
      ...feedWindow,
    }),
    response: FeedPageSchema,
  }),
  GetItemAgentFeed: endpoint({
    method: 'GET',
    path: '/api/Activity/GetItemAgentFeed',
    summary:
      'One agent’s items (or those under one item); a preview returns the 5 of a KPI feed; open tasks first on request',
    query: z.strictObject({
      agentId: idParam,
      itemId: optionalIdParam,
      skip: paging.skip,
      take: paging.take,
      isPreview: booleanParam.default(false),
      statusIdsStr: idListParam.optional(),
      txnTypeIdsStr: idListParam.optional(),
      prioritizeOpenTasks: booleanParam.default(false),
    }),
    response: FeedPageSchema,
  }),
  GetItemAgentGraph: endpoint({
    method: 'GET',
    path: '/api/Activity/GetItemAgentGraph',
    summary:
      'The detail of one feed row: the item, its parties and the party’s lines; the party by item agent, or by item and agent (an assessment run’s owner)',
    query: z
      .strictObject({
        itemAgentId: optionalIdParam,
        itemId: optionalIdParam,
        agentId: optionalIdParam,
      })
      .refine(
        (q) =>
          (q.itemAgentId === undefined) === (q.itemId !== undefined && q.agentId !== undefined),
        'Give itemAgentId, or itemId and agentId.',
      ),
    response: ItemAgentGraphSchema,
  }),
  CloseItem: endpoint({
    method: 'POST',
    path: '/api/Item/CloseItem',
    summary:
      'Close an open management item (violation, work order, request) from the feed; needs update on its type’s claim',
    body: z.strictObject({ itemId: z.number().int().positive() }),
    response: z.object({
      TopsItemId: z.number(),
      TopsStatusId: z.number(),
      StatusName: z.string(),
    }),
  }),
};
