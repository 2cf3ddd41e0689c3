import { z } from 'zod';
import {
  ActivityFeedDays,
  DefaultActivityFeedDays,
  DefaultInboxSort,
  FileTypes,
  InboxSortFields,
} from '@hoa/domain';
import { endpoint, type EndpointAccess } from '../endpoint';
import { idListParam, idParam, moneyCents, entityId as id } from '../fields';

// The AP inbox (spec 2 §2 'AP inbox', §3 'Invoice', 'Approval graph', §4 'Invoice handling by inbox
// filter', §7 'Accounts payable', §9 'Inbox'). Money is integer cents.

const reason = z.string().max(500).nullable().default(null);

export const InboxListFilters = [
  'APInbox',
  'ExceptionInbox',
  'InternalApproval',
  'BoardApproval',
  'RejectionsPending',
] as const;

const ApproverSchema = z.object({
  UserId: z.number(),
  DisplayName: z.string(),
  HasApproved: z.boolean(),
});

export const InvoiceCardSchema = z.object({
  ItemId: z.number(),
  InvoiceNumber: z.string().nullable(),
  Reference: z.string().nullable(),
  TotalAmount: z.number(),
  InvoiceDate: z.string().nullable(),
  DueDate: z.string().nullable(),
  VendorDisplayName: z.string().nullable(),
  VendorAgentId: z.number().nullable(),
  VendorInvoiceId: z.number().nullable(),
  CommunityAgentId: z.number(),
  CommunityAlias: z.string().nullable(),
  CommunityName: z.string().nullable(),
  Source: z.string().nullable(),
  InboxState: z.number(),
  IsDueDated: z.boolean(),
  HasDefaultDistribution: z.boolean(),
  AttachmentId: z.number().nullable(),
  BillDistributionList: z.array(
    z.object({ AccountId: z.number(), AccountName: z.string(), ItemAmount: z.number() }),
  ),
  ApprovalStatus: z.number().nullable(),
  UserCanApprove: z.number(),
  ApprovalCount: z.number(),
  RequiredApprovals: z.number(),
  Approvers: z.array(ApproverSchema),
  Approvals: z.array(
    z.object({ AgentId: z.number(), AgentDisplayName: z.string(), ActionDate: z.string() }),
  ),
  NextGroupApproval: z
    .object({
      ApprovalStatus: z.number(),
      RequiredApprovals: z.number(),
      Approvers: z.array(ApproverSchema),
    })
    .nullable(),
  Group: z.number(),
  ReasonForAcceptance: z.string().nullable(),
  ReasonForRejection: z.string().nullable(),
  RejectReason: z.string().nullable(),
  EnteredByUserId: z.number().nullable(),
});
export type InvoiceCard = z.infer<typeof InvoiceCardSchema>;

export const InboxCountsSchema = z.object({
  APInbox: z.number(),
  ExceptionInbox: z.number().nullable(),
  InternalApproval: z.number().nullable(),
  BoardApproval: z.number().nullable(),
  RejectionsPending: z.number(),
  ActivityFeed: z.number(),
});
export type InboxCounts = z.infer<typeof InboxCountsSchema>;

export const InvoiceActionResultSchema = z.object({
  ItemId: z.number(),
  InboxState: z.number(),
  ApprovalStatus: z.number().nullable(),
  Group: z.number(),
  ApprovalCount: z.number(),
  RequiredApprovals: z.number(),
  UserCanApprove: z.number(),
  Message: z.string(),
});
export type InvoiceActionResult = z.infer<typeof InvoiceActionResultSchema>;

export const ApprovalActionSchema = z.object({
  ActionId: z.number(),
  ItemId: z.number(),
  Action: z.number(),
  ActionName: z.string(),
  ActionDate: z.string(),
  DisplayActionTime: z.string(),
  AgentDisplayName: z.string().nullable(),
  IsApproved: z.boolean(),
  IsInternal: z.boolean(),
  RejectedReason: z.string().nullable(),
  ApprovalReason: z.string().nullable(),
  Group: z.number().nullable(),
  InvoiceNumber: z.string().nullable(),
  VendorDisplayName: z.string().nullable(),
  TotalAmount: z.number(),
  StatusId: z.number(),
});
export type ApprovalAction = z.infer<typeof ApprovalActionSchema>;

const GraphActionSchema = z.object({
  ActionDate: z.string(),
  DisplayActionTime: z.string(),
  AgentDisplayName: z.string().nullable(),
  IsApproved: z.boolean(),
  IsInternal: z.boolean(),
  RejectedReason: z.string().nullable(),
  ApprovalReason: z.string().nullable(),
  Group: z.number().nullable(),
});

export const ApprovalGraphSchema = z.object({
  ItemId: z.number(),
  ApprovalStatus: z.number().nullable(),
  InternalApprovals: z.array(GraphActionSchema),
  BoardApprovals: z.array(GraphActionSchema),
  Rejection: GraphActionSchema.nullable(),
  IgnoredActions: z.array(GraphActionSchema),
  ApSettingsChange: z.array(GraphActionSchema),
  OcrAction: GraphActionSchema.nullable(),
  Level: z.number(),
  Group: z.number(),
  CurrentGroupCount: z.number(),
  CurrentGroupRequiredApprovals: z.number(),
  RequiredInternalApprovers: z.number(),
  RequiredBoardApprovers: z.number(),
});
export type ApprovalGraph = z.infer<typeof ApprovalGraphSchema>;

const itemReason = z.strictObject({ ItemId: id, Reason: reason });
const itemOnly = z.strictObject({ ItemId: id });
/** The shape of an invoice action; each endpoint writes its own literal path. */
function act<const B extends z.ZodType = typeof itemReason>(summary: string, body?: B) {
  return {
    method: 'POST',
    summary,
    body: (body ?? itemReason) as B,
    response: InvoiceActionResultSchema,
  } as const;
}

/** The actions with the default body share one type, so a caller may take any of them. */
type InvoiceAction = ReturnType<typeof act<typeof itemReason>> & {
  path: `/api/AccountsPayable/${string}`;
  access?: EndpointAccess;
};

const fileResponse = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The PDF' });

export const apInbox = {
  GetInboxCounts: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetInboxCounts',
    summary: 'The count badge of every inbox filter (null where the caller may not see the filter)',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: InboxCountsSchema,
  }),
  GetInboxInvoices: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetInboxInvoices',
    access: { claim: 'apinvoice', level: 'read' },
    summary:
      'The invoices of one inbox filter, sorted (DueDate descending by default), with approval facts',
    query: z.strictObject({
      communityAgentId: idParam,
      filterName: z.enum(InboxListFilters).default('APInbox'),
      sortBy: z.enum(InboxSortFields).default(DefaultInboxSort),
      sortOrder: z.enum(['asc', 'desc']).default('desc'),
    }),
    response: z.object({ Invoices: z.array(InvoiceCardSchema), UserTiedApprovals: z.boolean() }),
  }),
  GetApprovalActivityFeed: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetApprovalActivityFeed',
    summary: 'What happened to the community’s invoices in the last 7, 14 or 30 days',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      lastDays: z.coerce
        .number()
        .refine((n) => (ActivityFeedDays as readonly number[]).includes(n), 'must be 7, 14 or 30')
        .default(DefaultActivityFeedDays),
      statusIds: idListParam.optional(),
    }),
    response: z.object({ Actions: z.array(ApprovalActionSchema) }),
  }),
  GetInvoiceApprovalGraph: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetInvoiceApprovalGraph',
    summary: 'The approval graph of an invoice: counted, ignored and rejecting actions, its group',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ itemId: idParam }),
    response: ApprovalGraphSchema,
  }),
  GetInvoicePreview: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetInvoicePreview/:itemId',
    summary: 'The invoice’s PDF attachment, shown inline',
    access: { claim: 'apinvoice', level: 'read' },
    params: z.strictObject({ itemId: idParam }),
    response: fileResponse,
    download: [FileTypes.Pdf],
  }),
  ApproveInvoice: endpoint<InvoiceAction>({
    path: '/api/AccountsPayable/ApproveInvoice',
    ...act('Approve an invoice in internal approval'),
    access: { claim: 'apinvoice', level: 'update' },
  }),
  RejectInvoice: endpoint<InvoiceAction>({
    path: '/api/AccountsPayable/RejectInvoice',
    ...act('Reject an invoice in approval (a reason is required)'),
    access: { claim: 'apinvoice', level: 'update' },
  }),
  BoardApproveInvoice: endpoint<InvoiceAction>({
    path: '/api/AccountsPayable/BoardApproveInvoice',
    ...act('A board-access user approves in board approval'),
    access: { claim: 'apinvoice', level: 'update' },
  }),
  BoardRejectInvoice: endpoint<InvoiceAction>({
    path: '/api/AccountsPayable/BoardRejectInvoice',
    ...act('A board-access user rejects in board approval'),
    access: { claim: 'apinvoice', level: 'update' },
  }),
  ResubmitInvoice: endpoint({
    path: '/api/AccountsPayable/ResubmitInvoice',
    ...act('Send a rejected invoice back into approval', itemOnly),
  }),
  FinalRejectInvoice: endpoint<InvoiceAction>({
    path: '/api/AccountsPayable/FinalRejectInvoice',
    ...act('Reject a pending-rejection invoice for good'),
  }),
  AcceptInvoice: endpoint<InvoiceAction>({
    path: '/api/AccountsPayable/AcceptInvoice',
    ...act('Accept an AP inbox invoice: into approval or posted'),
  }),
  RejectVendorInvoice: endpoint({
    path: '/api/AccountsPayable/RejectVendorInvoice',
    ...act(
      'Reject an AP inbox invoice (a reason is required); it is removed',
      z.strictObject({
        ItemId: id,
        Reason: reason,
        InvoiceId: id.nullable().default(null),
        CommunityAgentId: id.nullable().default(null),
        VendorAgentId: id.nullable().default(null),
        InvoiceNumber: z.string().max(25).nullable().default(null),
        Reference: z.string().max(100).nullable().default(null),
        Amount: moneyCents.nullable().default(null),
      }),
    ),
  }),
  OcrReject: endpoint({
    path: '/api/AccountsPayable/OcrReject',
    ...act('Remove an OCR draft', itemOnly),
  }),
  AcceptException: endpoint({
    path: '/api/AccountsPayable/AcceptException',
    ...act('Move an exception to the AP inbox', itemOnly),
  }),
  RejectException: endpoint<InvoiceAction>({
    path: '/api/AccountsPayable/RejectException',
    ...act('Remove an exception'),
  }),
  NotifyApprovers: endpoint({
    method: 'POST',
    path: '/api/AccountsPayable/NotifyApprovers',
    summary: 'Mail the approvers of the internal or board groups about invoices awaiting them',
    access: { claim: 'apinvoice', level: 'update' },
    body: z.strictObject({
      CommunityAgentId: id,
      ApprovalStatus: z.union([z.literal(1), z.literal(2)]),
      Message: z.string().trim().max(2000).nullable().default(null),
    }),
    response: z.object({ Sent: z.number(), Recipients: z.array(z.string()) }),
  }),
};
