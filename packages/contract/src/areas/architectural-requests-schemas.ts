import {
  ArchitecturalDecidedBy,
  ArchitecturalRequestLimits as L,
  ArchitecturalVotes,
} from '@hoa/domain';
import { z } from 'zod';
import { entityId, idParam, isoDate, optionalIdParam } from '../fields';
import { ItemAgentAttachmentSchema } from './attachments';
import { ReportAnswerParams } from './reports';

// The shapes of architectural requests' calls (see architectural-requests.ts for the calls).

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
  /** Portal when the owner sent it from the portal; null when staff recorded it. */
  SourceName: z.string().nullable(),
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

/** The letter text an approval, disapproval or regeneration carries. */
export const architecturalLetterFields = {
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
  ...architecturalLetterFields,
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
  /** Only requests owners sent from the portal (source 4 Portal). */
  portalOnly: z.enum(['true', 'false']).optional(),
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
  ...ReportAnswerParams,
});
export type ArchitecturalReportQuery = z.input<typeof ArchitecturalReportQuery>;
