import { z } from 'zod';
import {
  ArchitecturalRequestLimits,
  ArchitecturalVotes,
  AttachmentAnswerTypes,
  BoardReportKeys,
} from '@hoa/domain';
import { endpoint } from '../endpoint';
import { idParam, noInput, SuccessResponse } from '../fields';
import { PortalFileSchema } from './portal-requests';
import { ReportDataSchema } from './reports';

// The board portal (issue 23 part 5): in the owner portal, for an owner access account linked to
// its board user (owner_access_accounts.board_user_id, set from the back office). Its decisions
// run the back office's board approval as that user; a non-board owner is answered 403. Its
// architectural votes are those of the requests awaiting the board member's own vote (as an
// internal approver, their board user; as a committee approver, the address of their board user or
// of their owner contact), recorded as the committee's mailed links record them.

const ItemId = z.coerce.number().int().positive();

export const BoardInvoiceRowSchema = z.object({
  ItemId: z.number(),
  VendorName: z.string(),
  InvoiceNumber: z.string().nullable(),
  InvoiceDate: z.string().nullable(),
  DueDate: z.string().nullable(),
  TotalCents: z.number().int(),
  HasDocument: z.boolean(),
  /** What happens next: the due day, and that the board's approval lets it be paid. */
  NextStep: z.string(),
});
export type BoardInvoiceRow = z.infer<typeof BoardInvoiceRowSchema>;

export const BoardInvoiceSchema = BoardInvoiceRowSchema.extend({
  CommunityName: z.string(),
  /** The invoice's GL coding: account and amount per line. */
  Distribution: z.array(z.object({ AccountName: z.string(), AmountCents: z.number().int() })),
  /** The vendor's other invoices to this community, newest first (at most ten). */
  VendorRecentInvoices: z.array(
    z.object({
      ItemId: z.number(),
      InvoiceNumber: z.string().nullable(),
      InvoiceDate: z.string().nullable(),
      TotalCents: z.number().int(),
      Status: z.string(),
    }),
  ),
});
export type BoardInvoice = z.infer<typeof BoardInvoiceSchema>;

/** An architectural request awaiting the board member's vote (a row of the inbox). */
export const BoardArchitecturalRowSchema = z.object({
  TopsItemId: z.number(),
  Subject: z.string(),
  /** The kind of change (the architectural code's name). */
  CodeName: z.string(),
  PropertyName: z.string(),
  ReceivedDate: z.string(),
  /** The day the request is to be decided by. */
  DueDate: z.string(),
  /** What happens next: the decision day. */
  NextStep: z.string(),
});
export type BoardArchitecturalRow = z.infer<typeof BoardArchitecturalRowSchema>;

export const BoardArchitecturalRequestSchema = BoardArchitecturalRowSchema.extend({
  CommunityName: z.string(),
  Description: z.string(),
  /** The request's files (plans, photos), each fetched with GetBoardArchitecturalFile. */
  Files: z.array(PortalFileSchema),
});
export type BoardArchitecturalRequest = z.infer<typeof BoardArchitecturalRequestSchema>;

const fileResponse = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The file' });

export const BoardDelinquentSchema = z.object({
  /** Null where the company hides owners' names from boards. */
  OwnerName: z.string().nullable(),
  AccountNumber: z.string().nullable(),
  Address: z.string(),
  BalanceCents: z.number().int(),
});

export const BoardReportSchema = z.object({ Key: z.string(), Name: z.string() });

const Decision = z.strictObject({
  ItemId: z.number().int().positive(),
  Reason: z.string().trim().max(500).nullable(),
});

export const portalBoard = {
  GetBoardInbox: endpoint({
    method: 'GET',
    path: '/api/Portal/GetBoardInbox',
    summary:
      'A board member’s decision inbox: the community’s invoices awaiting board approval and its architectural requests awaiting their vote (403 for an owner who is not on the board)',
    auth: 'owner',
    portalRight: 'board',
    query: noInput,
    response: z.object({
      Invoices: z.array(BoardInvoiceRowSchema),
      ArchitecturalRequests: z.array(BoardArchitecturalRowSchema),
    }),
  }),
  GetBoardInvoice: endpoint({
    method: 'GET',
    path: '/api/Portal/GetBoardInvoice',
    summary:
      'An invoice awaiting board approval with its GL coding and the vendor’s recent invoices (404 when not awaiting the board)',
    auth: 'owner',
    portalRight: 'board',
    query: z.strictObject({ ItemId }),
    response: BoardInvoiceSchema,
  }),
  BoardApproveInvoice: endpoint({
    method: 'POST',
    path: '/api/Portal/BoardApproveInvoice',
    summary:
      'The board member approves an invoice, exactly as AccountsPayable/BoardApproveInvoice does for their board user',
    auth: 'owner',
    portalRight: 'board',
    body: Decision,
    response: z.object({ Message: z.string() }),
  }),
  BoardRejectInvoice: endpoint({
    method: 'POST',
    path: '/api/Portal/BoardRejectInvoice',
    summary:
      'The board member rejects an invoice with a reason, exactly as AccountsPayable/BoardRejectInvoice does for their board user',
    auth: 'owner',
    portalRight: 'board',
    body: Decision,
    response: z.object({ Message: z.string() }),
  }),
  GetBoardInvoiceDocument: endpoint({
    method: 'GET',
    path: '/api/Portal/GetBoardInvoiceDocument/:itemId',
    summary:
      'The document (the scanned or uploaded invoice) of an invoice awaiting board approval, shown inline (404 for any other invoice, or one without a document)',
    auth: 'owner',
    portalRight: 'board',
    params: z.strictObject({ itemId: idParam }),
    response: fileResponse,
    download: AttachmentAnswerTypes,
  }),
  GetBoardArchitecturalRequest: endpoint({
    method: 'GET',
    path: '/api/Portal/GetBoardArchitecturalRequest',
    summary:
      'An architectural request of the community awaiting the board member’s vote, with its files (404 for any other)',
    auth: 'owner',
    portalRight: 'board',
    query: z.strictObject({ ItemId }),
    response: BoardArchitecturalRequestSchema,
  }),
  GetBoardArchitecturalFile: endpoint({
    method: 'GET',
    path: '/api/Portal/GetBoardArchitecturalFile/:itemId/:attachmentId',
    summary:
      'A file of an architectural request awaiting the board member’s vote, shown inline (404 for any other)',
    auth: 'owner',
    portalRight: 'board',
    params: z.strictObject({ itemId: idParam, attachmentId: idParam }),
    response: fileResponse,
    download: AttachmentAnswerTypes,
  }),
  BoardVoteArchitecturalRequest: endpoint({
    method: 'POST',
    path: '/api/Portal/BoardVoteArchitecturalRequest',
    summary:
      'The board member approves or disapproves an architectural request awaiting their vote, as their voting link would (a disapproval needs a comment; an approval’s comment is its conditions); when the counts decide, the status changes and the owner’s letter goes out',
    auth: 'owner',
    portalRight: 'board',
    body: z.strictObject({
      ItemId: z.number().int().positive(),
      Vote: z.enum(ArchitecturalVotes),
      Comment: z.string().trim().max(ArchitecturalRequestLimits.VoteReason).default(''),
    }),
    response: z.object({ Message: z.string() }),
  }),
  GetBoardDelinquencies: endpoint({
    method: 'GET',
    path: '/api/Portal/GetBoardDelinquencies',
    summary:
      'The community’s owners with a balance due, largest first; names hidden where the company sets it',
    auth: 'owner',
    portalRight: 'board',
    query: noInput,
    response: z.object({ NamesHidden: z.boolean(), Rows: z.array(BoardDelinquentSchema) }),
  }),
  GetBoardReports: endpoint({
    method: 'GET',
    path: '/api/Portal/GetBoardReports',
    summary: 'The reports the company lets board members see, for their community',
    auth: 'owner',
    portalRight: 'board',
    query: noInput,
    response: z.object({ Reports: z.array(BoardReportSchema) }),
  }),
  GetBoardReport: endpoint({
    method: 'GET',
    path: '/api/Portal/GetBoardReport',
    summary:
      'One report the company lets board members see, for their community, as of today (its rows)',
    auth: 'owner',
    portalRight: 'board',
    query: z.strictObject({ Key: z.enum(BoardReportKeys) }),
    response: ReportDataSchema,
  }),
  GetBoardUsers: endpoint({
    method: 'GET',
    path: '/api/OwnerAccessAccount/GetBoardUsers',
    summary:
      "The company's active users who hold a board role, to link an owner to; company administrators",
    access: 'systemAdmin',
    query: noInput,
    response: z.array(z.object({ UserId: z.number(), DisplayName: z.string() })),
  }),
  SetOwnerBoardUser: endpoint({
    method: 'POST',
    path: '/api/OwnerAccessAccount/SetOwnerBoardUser',
    summary:
      'Links an owner access account to the board user that owner is (null unlinks); company administrators',
    access: 'systemAdmin',
    body: z.strictObject({
      OwnerAgentId: z.number().int().positive(),
      BoardUserId: z.number().int().positive().nullable(),
    }),
    response: SuccessResponse,
  }),
  SaveBoardPortalSettings: endpoint({
    method: 'POST',
    path: '/api/OwnerAccessAccount/SaveBoardPortalSettings',
    summary:
      'The reports boards may see in the portal and whether the delinquency list hides names; company administrators',
    access: 'systemAdmin',
    body: z.strictObject({
      ReportKeys: z.array(z.enum(BoardReportKeys)).max(20),
      HideDelinquentNames: z.boolean(),
    }),
    response: SuccessResponse,
  }),
};
