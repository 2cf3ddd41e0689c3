import { ActionProcessActions, ActionProcessLimits } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, moneyCents, optionalIdParam } from '../fields';

// CCR action processes (spec 3 §3 'Action process and levels', §4, §5 'Action process', §6, §7
// 'Action processes', §8): the ladder of levels a violation of a CCR code climbs. Reading them
// needs ccrviolations read; saving, assigning and reassigning update; adding and copying create;
// deleting delete. A process of another company is 404. AdminFee is in cents.

export const TemplateLevelSchema = z.object({
  TemplateLevelId: z.number(),
  Sequence: z.number(),
  LevelName: z.string(),
  /** Calendar days to wait after the previous level (or the violation's observation). */
  Days: z.number(),
  /** The fine the level posts, in cents; 0 for a letter only. */
  AdminFee: z.number(),
  /** The level's CCR_Letter template; null when it sends none. */
  TopsTemplateId: z.number().nullable(),
  TemplateName: z.string().nullable(),
  /** Days a notice must have reached the owner before this level may fine. */
  NoticeDays: z.number(),
  /** A hearing must be held after the notice before this level may fine. */
  IsHearingRequired: z.boolean(),
  IsDeleted: z.boolean(),
});
export type TemplateLevel = z.infer<typeof TemplateLevelSchema>;

export const ActionProcessSchema = z.object({
  ActionProcessId: z.number(),
  ActionProcessName: z.string(),
  CommunityAgentId: z.number(),
  /** CCR 10 (ARC 13 processes are the architectural area's). */
  ProcessTypeId: z.number(),
  IsDeleted: z.boolean(),
  /** The CCR codes that follow the process. */
  CodeCount: z.number(),
  /** The live levels by Sequence 1..n. */
  TemplateLevels: z.array(TemplateLevelSchema),
});
export type ActionProcess = z.infer<typeof ActionProcessSchema>;

export const ActionProcessSummarySchema = ActionProcessSchema.omit({ TemplateLevels: true }).extend(
  { LevelCount: z.number() },
);
export type ActionProcessSummary = z.infer<typeof ActionProcessSummarySchema>;

/** A CCR_Letter template the community may send (system or linked). */
export const LevelLetterTemplateSchema = z.object({
  TopsTemplateId: z.number(),
  Name: z.string(),
  IsSystem: z.boolean(),
});

// Days, AdminFee and NoticeDays reach the rules when negative, for the spec's messages.
const dayCount = z.number().int().min(-99_999).max(99_999);

export const TemplateLevelInputSchema = z.strictObject({
  /** Absent for a new level. */
  TemplateLevelId: entityId.optional(),
  Sequence: z.number().int().min(0).max(32_767),
  LevelName: z.string().trim().max(ActionProcessLimits.LevelName),
  Days: dayCount,
  AdminFee: moneyCents,
  TopsTemplateId: entityId.nullable().default(null),
  NoticeDays: dayCount.default(0),
  IsHearingRequired: z.boolean().default(false),
  IsDeleted: z.boolean().default(false),
});
export type TemplateLevelInput = z.input<typeof TemplateLevelInputSchema>;

/** The save payload (spec 3 §7): ActionProcess, TemplateLevels, ApplyToUntaken. */
export const SaveActionProcessSchema = z.strictObject({
  ActionProcess: z.strictObject({
    /** Absent to add a process. */
    ActionProcessId: entityId.optional(),
    ActionProcessName: z.string().trim().max(ActionProcessLimits.ActionProcessName),
    CommunityAgentId: entityId,
  }),
  /** Every level of the process; a saved level left out is soft-deleted. */
  TemplateLevels: z.array(TemplateLevelInputSchema).max(100),
  /** Open violations follow the saved levels for the levels they have not taken yet. */
  ApplyToUntaken: z.boolean().default(false),
});
export type SaveActionProcessInput = z.input<typeof SaveActionProcessSchema>;

const read = { claim: 'ccrviolations', level: 'read' } as const;
const update = { claim: 'ccrviolations', level: 'update' } as const;

/** /api/CcrAction: action processes of CCR codes. */
export const ccrActions = {
  GetActionProcesses: endpoint({
    method: 'GET',
    path: '/api/CcrAction/GetActionProcesses',
    summary: 'The CCR action processes of a community, by name, with their level and code counts',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(ActionProcessSummarySchema),
  }),
  GetActionProcessesGraph: endpoint({
    method: 'GET',
    path: '/api/CcrAction/GetActionProcessesGraph',
    summary:
      'The CCR action processes of a community with their levels, and the CCR_Letter templates its levels may send',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({
      ActionProcesses: z.array(ActionProcessSchema),
      LetterTemplates: z.array(LevelLetterTemplateSchema),
    }),
  }),
  GetActionProcess: endpoint({
    method: 'GET',
    path: '/api/CcrAction/GetActionProcess',
    summary: 'One CCR action process with its levels',
    access: read,
    query: z.strictObject({ actionProcessId: idParam }),
    response: ActionProcessSchema,
  }),
  HasActionProcessUntakenActions: endpoint({
    method: 'GET',
    path: '/api/CcrAction/HasActionProcessUntakenActions',
    summary:
      'Whether open violations of the process’s codes have levels still to take (what ApplyToUntaken would change)',
    access: read,
    query: z.strictObject({ actionProcessId: idParam }),
    response: z.object({ HasUntakenActions: z.boolean() }),
  }),
  SaveActionProcess: endpoint({
    method: 'POST',
    path: '/api/CcrAction/SaveActionProcess',
    summary:
      'Adds (create) or edits a CCR action process with its levels, Sequence renumbered 1..n; refused whole with ‘Action Process was not saved.’ and the reason',
    access: update,
    body: SaveActionProcessSchema,
    response: ActionProcessSchema,
  }),
  SaveActionProcesses: endpoint({
    method: 'POST',
    path: '/api/CcrAction/SaveActionProcesses',
    summary: 'Saves several action processes as SaveActionProcess does, all or none',
    access: update,
    body: z.strictObject({ ActionProcesses: z.array(SaveActionProcessSchema).min(1).max(50) }),
    response: z.array(ActionProcessSchema),
  }),
  AssignActionProcessToCodes: endpoint({
    method: 'POST',
    path: '/api/CcrAction/AssignActionProcessToCodes',
    summary:
      'The CCR codes listed follow the process (taken from any other); its codes not listed follow none',
    access: update,
    body: z.strictObject({
      ActionProcessId: entityId,
      TopsCodeIds: z.array(entityId).max(2000),
    }),
    response: z.object({ ActionProcessId: z.number(), TopsCodeIds: z.array(z.number()) }),
  }),
  DeleteActionProcess: endpoint({
    method: 'POST',
    path: '/api/CcrAction/DeleteActionProcess',
    summary:
      'Soft-deletes a CCR action process; one used by codes is refused (409) unless ReassignToActionProcessId names the process its codes move to (update)',
    access: { claim: 'ccrviolations', level: 'delete' },
    body: z.strictObject({
      ActionProcessId: entityId,
      ReassignToActionProcessId: entityId.optional(),
    }),
    response: z.object({ ActionProcessId: z.number(), ReassignedCodeCount: z.number() }),
  }),
  CopyActionProcess: endpoint({
    method: 'POST',
    path: '/api/CcrAction/CopyActionProcess',
    summary:
      'Copies a CCR action process with its levels to other communities of the caller; a level’s letter is kept where the community may send it',
    access: { claim: 'ccrviolations', level: 'create' },
    body: z.strictObject({
      ActionProcessId: entityId,
      CommunityAgentIds: z.array(entityId).min(1).max(500),
    }),
    response: z.array(ActionProcessSchema),
  }),
  CheckUserAccess: endpoint({
    method: 'GET',
    path: '/api/CcrAction/CheckUserAccess',
    summary:
      'The server access check before an action process is added, edited, assigned, deleted or copied: whether the caller may, and if not why',
    access: read,
    query: z.strictObject({
      actionToPerform: z.enum(ActionProcessActions),
      communityAgentId: optionalIdParam,
    }),
    response: z.object({ HasAccess: z.boolean(), Message: z.string().nullable() }),
  }),
};
