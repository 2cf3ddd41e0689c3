import {
  ArchitecturalDecidedBy,
  AttachmentAnswerTypes,
  ArchitecturalRequestLimits as L,
  ArchitecturalVotes,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate, optionalIdParam } from '../fields';
import { ItemAgentAttachmentSchema } from './attachments';
import { ReportAnswerTypes, ReportDataSchema, ReportFormatParam } from './reports';

// Architectural requests (issue 21; spec 3 §2 'Requests and violations', §3 'Architectural
// request', §4, §7 'Architectural requests', §8): items of type 97 of a community with their
// property and owner, an architectural code (type 20) and the actions of its ARC action process,
// the received day and the decision clock (the due day from the community's response deadline),
// internal and committee approvers with their votes, and the status histories, each with its
// letter. They follow servicerequests, the claim of the Requests area: read to see, create to add,
// update to change, take and skip actions, make and send letters, delete to delete; approving and
// disapproving is close authorization (update) and being an approver who has not voted. A request
// of another company is 404.
//
// Committee approvers have no login: they vote through the two links mailed to them, each an
// unguessable token (`/vote/<token>`), answered by the public CommitteeVote calls. A link is good
// while the request is pending and its approver has not voted; used twice, after the decision, or
// altered, it is refused and changes nothing.

export const ArchitecturalRequestSchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  PropertyAgentId: z.number(),
  PropertyName: z.string(),
  OwnerAgentId: z.number().nullable(),
  OwnerName: z.string().nullable(),
  TopsCodeId: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  Subject: z.string(),
  Description: z.string(),
  ReceivedDate: z.string(),
  /** The decision clock: the received day plus the community's response deadline days. */
  DueDate: z.string(),
  /** Days from today to DueDate (negative once late); null once decided. */
  DaysLeft: z.number().nullable(),
  /** The day the status left Pending; null while pending. */
  DecidedDate: z.string().nullable(),
  /** 1 pending, 2 approved, 3 disapproved. */
  TopsStatusId: z.number(),
  StatusName: z.string(),
  IsInternalApproval: z.boolean(),
  IsInternalApproved: z.boolean(),
  IsCommitteeApproval: z.boolean(),
  IsCommitteeApproved: z.boolean(),
  RequiredInternalApprovals: z.number(),
  RequiredCommitteeApprovals: z.number(),
  TotalInternalApprovers: z.number(),
  TotalCommitteeApprovers: z.number(),
  InternalApprovalCount: z.number(),
  CommitteeApprovalCount: z.number(),
  ActionProcessId: z.number().nullable(),
  ActionProcessName: z.string().nullable(),
  /** The level name of the action to take next; null when none is left. */
  CurrentActionName: z.string().nullable(),
});
export type ArchitecturalRequest = z.infer<typeof ArchitecturalRequestSchema>;

export const InternalApproverSchema = z.object({
  UserAgentId: z.number(),
  UserName: z.string(),
  IsApproved: z.boolean(),
  Vote: z.enum(ArchitecturalVotes).nullable(),
  VotedAt: z.string().nullable(),
  Reason: z.string().nullable(),
});
export type InternalApprover = z.infer<typeof InternalApproverSchema>;

export const CommitteeApproverSchema = z.object({
  CommitteeApproverId: z.number(),
  EmailAddress: z.string(),
  Name: z.string().nullable(),
  IsApproved: z.boolean(),
  Vote: z.enum(ArchitecturalVotes).nullable(),
  VotedAt: z.string().nullable(),
  /** The address the vote was cast from (the link's mailbox) and the client's IP address. */
  VotedFromAddress: z.string().nullable(),
  Reason: z.string().nullable(),
  /** When the voting links were last mailed; null before. */
  LinksSentAt: z.string().nullable(),
});
export type CommitteeApprover = z.infer<typeof CommitteeApproverSchema>;

/** A change of status with its letter (an attachment of the request, a PDF) and its sending. */
export const ArchitecturalStatusHistorySchema = z.object({
  ArchitecturalRequestStatusHistoryId: z.number(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  ApprovalTypeId: z.number().nullable(),
  ApprovalTypeName: z.string().nullable(),
  DecidedBy: z.enum(ArchitecturalDecidedBy),
  /** An approval's conditions or a disapproval's reasons. */
  Details: z.string().nullable(),
  ReconsiderationProcedure: z.string().nullable(),
  ChangedAt: z.string(),
  ByName: z.string().nullable(),
  AgentTemplateId: z.number().nullable(),
  TemplateName: z.string().nullable(),
  /** The letter's PDF (GET /api/Attachment/Download/:id); null while none could be made. */
  LetterAttachmentId: z.number().nullable(),
  /** Why no letter could be made (a disapproval without reasons or procedure, no template). */
  LetterHeldReason: z.string().nullable(),
  LetterSentAt: z.string().nullable(),
  /** The message batch that carried the letter; null until sent. */
  MessageBatchItemId: z.number().nullable(),
});
export type ArchitecturalStatusHistory = z.infer<typeof ArchitecturalStatusHistorySchema>;

/** A level of the request's ARC action process, taken, skipped or still to take. */
export const ArchitecturalRequestActionSchema = z.object({
  ArchitecturalRequestActionId: z.number(),
  TemplateLevelId: z.number(),
  Sequence: z.number(),
  LevelName: z.string(),
  Days: z.number(),
  AgentTemplateId: z.number().nullable(),
  TemplateName: z.string().nullable(),
  ProcessedOn: z.string().nullable(),
  WasSkipped: z.boolean(),
  ByName: z.string().nullable(),
  MessageBatchItemId: z.number().nullable(),
  isCurrentAction: z.boolean(),
  isLastTakenAction: z.boolean(),
  IsGeneratingLettersForAllPrimaryOwnerAddresses: z.boolean(),
  IsGeneratingLettersForAllOwnersInProperty: z.boolean(),
  IsGeneratingLettersForCurrentRenterAtMailingAddress: z.boolean(),
});
export type ArchitecturalRequestAction = z.infer<typeof ArchitecturalRequestActionSchema>;

export const ArchitecturalRequestViewSchema = z.object({
  Request: ArchitecturalRequestSchema,
  InternalApprovers: z.array(InternalApproverSchema),
  CommitteeApprovers: z.array(CommitteeApproverSchema),
  /** Oldest first. */
  StatusHistories: z.array(ArchitecturalStatusHistorySchema),
  /** In Sequence order. */
  Actions: z.array(ArchitecturalRequestActionSchema),
  Attachments: z.array(ItemAgentAttachmentSchema),
  /** Whether the caller may approve or disapprove now: close authorization and an unvoted approver. */
  CanVote: z.boolean(),
});
export type ArchitecturalRequestView = z.infer<typeof ArchitecturalRequestViewSchema>;

const approvers = {
  /** Users of the company who work on the community. */
  InternalApproverUserIds: z.array(entityId).max(L.MaxInternalApprovers).default([]),
  /** Addresses of members of the community's architectural committee. */
  CommitteeApproverEmails: z.array(z.email().max(320)).max(L.MaxCommitteeApprovers).default([]),
  /** Absent: the community's architectural settings. */
  RequiredInternalApprovals: z.number().int().min(0).max(L.MaxInternalApprovers).optional(),
  RequiredCommitteeApprovals: z.number().int().min(0).max(L.MaxCommitteeApprovers).optional(),
};

const requestFacts = {
  PropertyAgentId: entityId,
  /** Absent: the property's primary owner. */
  OwnerAgentId: entityId.nullable().optional(),
  TopsCodeId: entityId,
  Subject: z.string().trim().max(L.Subject),
  Description: z.string().trim().max(L.Description).default(''),
  ReceivedDate: isoDate,
};

export const CreateArchitecturalRequestSchema = z.strictObject({
  CommunityAgentId: entityId,
  ...requestFacts,
  ...approvers,
});
export type CreateArchitecturalRequestInput = z.input<typeof CreateArchitecturalRequestSchema>;

/** A pending request's facts and approvers ("set status and approvers" saves these first). */
export const UpdateArchitecturalRequestSchema = z.strictObject({
  TopsItemId: entityId,
  ...requestFacts,
  ...approvers,
});
export type UpdateArchitecturalRequestInput = z.input<typeof UpdateArchitecturalRequestSchema>;

const letterText = {
  /** An approval's conditions or a disapproval's reasons (required to disapprove). */
  Details: z.string().trim().max(L.Details).default(''),
  /** How the owner asks for reconsideration (required on a disapproval letter). */
  ReconsiderationProcedure: z.string().trim().max(L.ReconsiderationProcedure).default(''),
  /** The ARC_Letter template; absent: the community's default for the status. */
  AgentTemplateId: entityId.nullable().optional(),
};

export const UpdateStatusAndGenerateLetterSchema = z.strictObject({
  TopsItemId: entityId,
  /** 2 approved or 3 disapproved: a manager's decision. */
  TopsStatusId: z.literal([2, 3]),
  /** 1 as submitted or 2 with conditions for an approval; 3 for a disapproval. */
  ApprovalTypeId: z.literal([1, 2, 3]),
  ...letterText,
});
export type UpdateStatusAndGenerateLetterInput = z.input<
  typeof UpdateStatusAndGenerateLetterSchema
>;

export const TakeArchitecturalRequestActionSchema = z.strictObject({
  agentTemplateId: entityId.nullable(),
  architecturalRequestActionId: entityId,
  architecturalRequestItemId: entityId,
  communityAgentId: entityId,
  ownerAgentId: entityId.nullable(),
  propertyAgentId: entityId,
  isGeneratingLettersForAllPrimaryOwnerAddresses: z.boolean().default(false),
  isGeneratingLettersForAllOwnersInProperty: z.boolean().default(false),
  isGeneratingLettersForCurrentRenterAtMailingAddress: z.boolean().default(false),
  postDate: isoDate,
});
export type TakeArchitecturalRequestActionInput = z.input<
  typeof TakeArchitecturalRequestActionSchema
>;

export const ArchitecturalTicketsQuery = z.strictObject({
  communityAgentId: idParam,
  topsStatusId: z.coerce
    .number()
    .pipe(z.literal([1, 2, 3]))
    .optional(),
  topsCodeId: optionalIdParam,
  propertyAgentId: optionalIdParam,
  /** Only pending requests past their due day. */
  overdueOnly: z.enum(['true', 'false']).optional(),
  /** The received date range. */
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(500).default(25),
});
export type ArchitecturalTicketsQuery = z.input<typeof ArchitecturalTicketsQuery>;

export const ArchitecturalKpiSchema = z.object({
  CountPending: z.number(),
  CountOverdue: z.number(),
  /** Pending and due within 7 days. */
  CountDueThisWeek: z.number(),
  CountApprovedThisMonth: z.number(),
  CountDisapprovedThisMonth: z.number(),
  AverageDaysToDecide: z.number().nullable(),
});

export const ApproverCandidatesSchema = z.object({
  Users: z.array(z.object({ UserAgentId: z.number(), UserName: z.string() })),
  CommitteeMembers: z.array(z.object({ EmailAddress: z.string(), Name: z.string() })),
});

/** What a committee vote link shows its voter. */
export const CommitteeVotePageSchema = z.object({
  /** Whether the link can still vote; else Message says why. */
  IsOpen: z.boolean(),
  Message: z.string().nullable(),
  Vote: z.enum(ArchitecturalVotes),
  EmailAddress: z.string(),
  CommunityName: z.string(),
  PropertyName: z.string(),
  CodeName: z.string(),
  Subject: z.string(),
  Description: z.string(),
  ReceivedDate: z.string(),
  DueDate: z.string(),
  Attachments: z.array(z.object({ AttachmentId: z.number(), FileName: z.string() })),
});
export type CommitteeVotePage = z.infer<typeof CommitteeVotePageSchema>;

export const ArchitecturalReportQuery = z.strictObject({
  communityAgentId: idParam,
  topsStatusId: z.coerce
    .number()
    .pipe(z.literal([1, 2, 3]))
    .optional(),
  topsCodeId: optionalIdParam,
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  format: ReportFormatParam.optional(),
});
export type ArchitecturalReportQuery = z.input<typeof ArchitecturalReportQuery>;

const read = { claim: 'servicerequests', level: 'read' } as const;
const update = { claim: 'servicerequests', level: 'update' } as const;
const view = ArchitecturalRequestViewSchema;
const token = z.strictObject({ token: z.string().min(1).max(200) });

/** /api/ArchitecturalRequest: architectural requests (item type 97). */
export const architecturalRequests = {
  Create: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ArchitecturalRequest/Create',
    summary:
      'Records an architectural request (item type 97, Pending) of a property under an architectural code, with its approvers, the actions of the code’s ARC process and its due day; mails each committee approver the voting links',
    access: { claim: 'servicerequests', level: 'create' },
    body: CreateArchitecturalRequestSchema,
    response: view,
  }),
  Update: endpoint({
    method: 'PUT',
    path: '/api/ArchitecturalRequest/Update',
    summary:
      'Changes a pending request’s facts, approvers and required counts (votes already cast stay; a new committee approver is mailed the links)',
    access: update,
    body: UpdateArchitecturalRequestSchema,
    response: view,
  }),
  Delete: endpoint({
    method: 'DELETE',
    path: '/api/ArchitecturalRequest/Delete',
    summary:
      'Deletes an architectural request (its item Deleted: it leaves the lists and feeds; its links stop working)',
    access: { claim: 'servicerequests', level: 'delete' },
    query: z.strictObject({ itemId: idParam }),
    response: z.object({ TopsItemId: z.number() }),
  }),
  GetArchitecturalCodes: endpoint({
    method: 'GET',
    path: '/api/ArchitecturalRequest/GetArchitecturalCodes',
    summary: 'The architectural codes (type 20) of a community with the ARC process each follows',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(
      z.object({
        TopsCodeId: z.number(),
        CodeAlias: z.string(),
        CodeName: z.string(),
        ActionProcessId: z.number().nullable(),
        ActionProcessName: z.string().nullable(),
      }),
    ),
  }),
  GetApproverCandidates: endpoint({
    method: 'GET',
    path: '/api/ArchitecturalRequest/GetApproverCandidates',
    summary:
      'Who may approve a community’s requests: users working on it and the members (with an email address) of its architectural committees',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: ApproverCandidatesSchema,
  }),
  TicketsPage: endpoint({
    method: 'GET',
    path: '/api/ArchitecturalRequest/TicketsPage',
    summary:
      'A community’s architectural requests, pending first by due day then newest decided, by status, code, property, overdue and received range, paged',
    access: read,
    query: ArchitecturalTicketsQuery,
    response: z.object({ TotalCount: z.number(), Records: z.array(ArchitecturalRequestSchema) }),
  }),
  Kpi: endpoint({
    method: 'GET',
    path: '/api/ArchitecturalRequest/Kpi',
    summary:
      'A community’s architectural requests pending, overdue, due within 7 days, approved and disapproved this month, and the mean days to decide',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: ArchitecturalKpiSchema,
  }),
  ViewPage: endpoint({
    method: 'GET',
    path: '/api/ArchitecturalRequest/ViewPage',
    summary:
      'An architectural request with its approvers and votes, status histories and letters, actions and attachments',
    access: read,
    query: z.strictObject({ itemId: idParam }),
    response: view,
  }),
  OpenRecordCount: endpoint({
    method: 'GET',
    path: '/api/ArchitecturalRequest/OpenRecordCount',
    summary: 'The pending architectural requests of a community, or of one of its properties',
    access: read,
    query: z.strictObject({ communityAgentId: idParam, propertyAgentId: optionalIdParam }),
    response: z.number(),
  }),
  UpdateStatusAndGenerateLetterRequest: endpoint({
    method: 'PUT',
    idempotent: true,
    path: '/api/ArchitecturalRequest/UpdateStatusAndGenerateLetterRequest',
    summary:
      'A manager decides a pending request: its status (approved or disapproved), a status history and its letter from an ARC_Letter template with the approval type and details; a disapproval needs its reasons and the reconsideration procedure',
    access: update,
    body: UpdateStatusAndGenerateLetterSchema,
    response: view,
  }),
  ApproveArchitecturalRequest: endpoint({
    method: 'PUT',
    idempotent: true,
    path: '/api/ArchitecturalRequest/ApproveArchitecturalRequest',
    summary:
      'The caller, an internal approver who has not voted, approves; when the required counts are reached the request is approved and its letter made and sent',
    access: update,
    body: z.strictObject({
      TopsItemId: entityId,
      ...letterText,
      ApprovalTypeId: z.literal([1, 2]).default(1),
    }),
    response: view,
  }),
  DisapproveArchitecturalRequest: endpoint({
    method: 'PUT',
    idempotent: true,
    path: '/api/ArchitecturalRequest/DisapproveArchitecturalRequest',
    summary:
      'The caller, an internal approver who has not voted, disapproves with reasons; when approval can no longer be reached the request is disapproved and its letter made and sent',
    access: update,
    body: z.strictObject({ TopsItemId: entityId, ...letterText }),
    response: view,
  }),
  RegenerateLetter: endpoint({
    method: 'PUT',
    path: '/api/ArchitecturalRequest/RegenerateLetter',
    summary:
      'Makes a status history’s letter again (another template or text; a disapproval still needs reasons and procedure)',
    access: update,
    body: z.strictObject({
      TopsItemId: entityId,
      ArchitecturalRequestStatusHistoryId: entityId,
      ...letterText,
    }),
    response: view,
  }),
  sendLetter: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ArchitecturalRequest/sendLetter',
    summary:
      'Sends a status history’s letter to the owner as a message batch (email or print by the owner’s delivery preference)',
    access: update,
    body: z.strictObject({ itemId: entityId, architecturalRequestStatusHistoryId: entityId }),
    response: view,
  }),
  TakeArchitecturalRequestAction: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ArchitecturalRequest/TakeArchitecturalRequestAction',
    summary:
      'Takes the request’s current action: its letter as a message batch (with the letters to all primary owner addresses, all owners of the property and the current renter when asked)',
    access: update,
    body: TakeArchitecturalRequestActionSchema,
    response: view,
  }),
  SkipArchitecturalRequestAction: endpoint({
    method: 'POST',
    path: '/api/ArchitecturalRequest/SkipArchitecturalRequestAction',
    summary: 'Skips the request’s current action (no letter); the next becomes current',
    access: update,
    body: z.strictObject({
      architecturalRequestActionId: entityId,
      architecturalRequestItemId: entityId,
    }),
    response: view,
  }),
  ResendCommitteeLinks: endpoint({
    method: 'POST',
    path: '/api/ArchitecturalRequest/ResendCommitteeLinks',
    summary:
      'Mails a committee approver who has not voted new voting links (the old ones stop working)',
    access: update,
    body: z.strictObject({ TopsItemId: entityId, CommitteeApproverId: entityId }),
    response: view,
  }),
};

/** /api/CommitteeVote: the public answer to a committee approver's mailed link (no login). */
export const committeeVotes = {
  GetCommitteeVote: endpoint({
    method: 'GET',
    path: '/api/CommitteeVote/GetCommitteeVote',
    summary:
      'What a voting link shows: the request, its attachments, and whether it can still vote',
    auth: 'public',
    query: token,
    response: CommitteeVotePageSchema,
  }),
  GetCommitteeVoteAttachment: endpoint({
    method: 'GET',
    path: '/api/CommitteeVote/GetCommitteeVoteAttachment',
    summary: 'A file of the request, for the holder of an open voting link',
    auth: 'public',
    query: z.strictObject({ token: z.string().min(1).max(200), attachmentId: idParam }),
    response: z
      .custom<Uint8Array>()
      .meta({ type: 'string', format: 'binary', description: 'The file' }),
    download: AttachmentAnswerTypes,
  }),
  CastCommitteeVote: endpoint({
    method: 'POST',
    path: '/api/CommitteeVote/CastCommitteeVote',
    summary:
      'Records the link’s vote with its time and address (a disapproval needs a reason); when the counts decide, the status changes and the owner’s letter goes out',
    auth: 'public',
    body: z.strictObject({
      token: z.string().min(1).max(200),
      Reason: z.string().trim().max(L.VoteReason).default(''),
    }),
    response: z.object({ Message: z.string() }),
  }),
};

/** Spec 3 §7 'GET /Report/... ArchitecturalRequest'. */
export const architecturalRequestReports = {
  ArchitecturalRequest: endpoint({
    method: 'GET',
    path: '/api/Report/ArchitecturalRequest',
    summary:
      'A community’s architectural requests with property, owner, code, received, due and decided days, days left or late, approvals and status; counts by status (the file when format is given)',
    access: read,
    query: ArchitecturalReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
};
