import { NoteLimits, NoteMessages } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, isoDate, optionalIdParam } from '../fields';

// Notes and tasks (spec 1 §3.6, §7.5). A note item is an item of type 64 (comment) or 65 (task).

export const NoteAgentSchema = z.object({
  TopsAgentId: z.number(),
  TopsAgentTypeId: z.number(),
  AgentTypeName: z.string(),
  DisplayName: z.string(),
});
export type NoteAgent = z.infer<typeof NoteAgentSchema>;

export const NoteSchema = z.object({
  TopsNoteId: z.number(),
  TopsAgentId: z.number(),
  AgentName: z.string(),
  Subject: z.string(),
  Description: z.string(),
  IsPublic: z.boolean(),
  IncludeInPropertyAccountingFeed: z.boolean(),
  IsDeleted: z.boolean(),
  IsNew: z.boolean(),
});
export type Note = z.infer<typeof NoteSchema>;

export const NoteItemSchema = z.object({
  TopsItemId: z.number(),
  TopsParentItemId: z.number().nullable(),
  CommunityAgentId: z.number(),
  TxnType: z.union([z.literal(64), z.literal(65)]),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  EventDate: z.string(),
  DateCreated: z.string(),
  CompletedAt: z.string().nullable(),
  CreatedBy: z.string().nullable(),
  Note: NoteSchema,
  AssignedAgents: z.array(NoteAgentSchema),
});
export type NoteItem = z.infer<typeof NoteItemSchema>;

const subject = z
  .string(NoteMessages.subjectRequired)
  .trim()
  .min(1, NoteMessages.subjectRequired)
  .max(NoteLimits.subject);
const agentIds = z.array(z.number().int().positive()).max(100);

export const NoteInputSchema = z.strictObject({
  TopsNoteId: z.number().int().positive().optional(),
  /** The agent the note is about: the community itself or an agent of it. */
  TopsAgentId: z.number().int().positive(),
  Subject: subject,
  Description: z.string().max(NoteLimits.description).default(''),
  IsPublic: z.boolean().default(false),
  IncludeInPropertyAccountingFeed: z.boolean().default(false),
  IsDeleted: z.boolean().default(false),
  IsNew: z.boolean().optional(),
});

export const NoteItemInputSchema = z.strictObject({
  /** Present when editing. */
  TopsItemId: z.number().int().positive().optional(),
  /** The transaction the note comments on, if any. */
  TopsParentItemId: z.number().int().positive().nullable().optional(),
  CommunityAgentId: z.number().int().positive(),
  TxnType: z.union([z.literal(64), z.literal(65)]),
  StartDate: isoDate.nullable().optional(),
  EndDate: isoDate.nullable().optional(),
  Note: NoteInputSchema,
  /** Further agents the note concerns, after the one it is about. */
  AgentIds: agentIds.default([]),
  /** Agents assigned to the note (users' agents or others). */
  AssignedAgentIds: agentIds.default([]),
});
export type NoteItemInput = z.input<typeof NoteItemInputSchema>;

export const CommentsItemInputSchema = z.strictObject({
  PostDate: isoDate.nullable().optional(),
  CommunityAgentId: z.number().int().positive(),
  TopsItemId: z.number().int().positive(),
  TopsTxnTypeId: z.number().int().positive(),
  Note: z.strictObject({
    TopsNoteId: z.number().int().positive().optional(),
    Subject: subject,
    Description: z.string().max(NoteLimits.description).default(''),
    IsDeleted: z.boolean().default(false),
    IsNew: z.boolean().optional(),
  }),
});

export const NoteListItemSchema = z.object({
  TopsItemId: z.number(),
  TxnType: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  EventDate: z.string(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  TopsNoteId: z.number(),
  TopsAgentId: z.number(),
  AgentName: z.string(),
  Subject: z.string(),
  IsPublic: z.boolean(),
  IncludeInPropertyAccountingFeed: z.boolean(),
  AssignedCount: z.number(),
});
export type NoteListItem = z.infer<typeof NoteListItemSchema>;

export const NoteListSchema = z.object({
  TotalCount: z.number(),
  Items: z.array(NoteListItemSchema),
});

export const notes = {
  Index: endpoint({
    method: 'GET',
    path: '/api/Note/Index',
    summary: 'The notes and tasks attached to an item (its comments)',
    query: z.strictObject({ itemId: idParam }),
    response: z.array(NoteItemSchema),
  }),
  GetCommunityNotes: endpoint({
    method: 'GET',
    path: '/api/Note/GetCommunityNotes',
    summary: 'A page of a community’s notes or tasks, open or completed, newest first',
    query: z.strictObject({
      communityAgentId: idParam,
      txnTypeId: z.enum(['64', '65']).transform(Number),
      isCompleted: booleanParam.optional(),
      agentId: optionalIdParam,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(25),
    }),
    response: NoteListSchema,
  }),
  GetAgentsAssignedToNote: endpoint({
    method: 'GET',
    path: '/api/Note/GetAgentsAssignedToNote',
    summary: 'The agents assigned to a note',
    query: z.strictObject({ noteId: idParam }),
    response: z.array(NoteAgentSchema),
  }),
  GetNoteAgentOptions: endpoint({
    method: 'GET',
    path: '/api/Note/GetNoteAgentOptions',
    summary:
      'Agents a note can be about or assigned to: the community, its users, and with a search term (2 or more characters) its agents',
    query: z.strictObject({
      communityAgentId: idParam,
      searchTerm: z.string().max(100).optional(),
    }),
    response: z.array(NoteAgentSchema),
  }),
  GetNoteByItemId: endpoint({
    method: 'GET',
    path: '/api/Note/GetNoteByItemId',
    summary: 'A note (type 64) by its item id',
    query: z.strictObject({ itemId: idParam }),
    response: NoteItemSchema,
  }),
  GetTaskByItemId: endpoint({
    method: 'GET',
    path: '/api/Note/GetTaskByItemId',
    summary: 'A task (type 65) by its item id',
    query: z.strictObject({ itemId: idParam }),
    response: NoteItemSchema,
  }),
  Create: endpoint({
    method: 'POST',
    path: '/api/Note/Create',
    summary: 'Create a note or task, or (with TopsItemId) change one; IsDeleted marks it deleted',
    body: NoteItemInputSchema,
    response: NoteItemSchema,
  }),
  SetTaskCompleted: endpoint({
    method: 'POST',
    path: '/api/Note/SetTaskCompleted/:id',
    summary: 'Complete an open task (status 10 to 5)',
    params: z.strictObject({ id: idParam }),
    response: NoteItemSchema,
  }),
  SaveCommentsItem: endpoint({
    method: 'POST',
    path: '/api/Item/SaveCommentsItem',
    summary:
      'Save an owner transaction comment; only on accrued (3) or posted (4) transactions, and only when changed',
    body: CommentsItemInputSchema,
    response: NoteItemSchema,
  }),
};
