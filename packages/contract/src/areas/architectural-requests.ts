import { AttachmentAnswerTypes, ArchitecturalRequestLimits as L } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, optionalIdParam } from '../fields';
import { ReportAnswerTypes, ReportDataSchema } from './reports';

import {
  ApproverCandidatesSchema,
  ArchitecturalKpiSchema,
  ArchitecturalReportQuery,
  ArchitecturalRequestSchema,
  ArchitecturalRequestViewSchema,
  ArchitecturalTicketsQuery,
  CommitteeVotePageSchema,
  CreateArchitecturalRequestSchema,
  TakeArchitecturalRequestActionSchema,
  UpdateArchitecturalRequestSchema,
  UpdateStatusAndGenerateLetterSchema,
  architecturalLetterFields,
} from './architectural-requests-schemas';

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
      'A community’s architectural requests, pending first by due day then newest decided, by status, code, property, overdue, portal source and received range, paged',
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
      ...architecturalLetterFields,
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
    body: z.strictObject({ TopsItemId: entityId, ...architecturalLetterFields }),
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
      ...architecturalLetterFields,
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
