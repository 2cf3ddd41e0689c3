import { ArchitecturalSettingsLimits as L } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam } from '../fields';

// Architectural settings (issue 21 part 3; spec 3 §2 'Architectural settings', §7
// 'ArchitecturalSettings'): per community, the response deadline in days, the internal and
// committee approvals a request needs, whether the committee must approve, and the default
// approval and disapproval letters (ARC_Letter templates). Reading needs community read, saving
// community update. A community of another company is 404, one off the caller's list 403.

export const ArchitecturalSettingsSchema = z.object({
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  /** False while the community answers the defaults (never saved). */
  IsSaved: z.boolean(),
  ResponseDeadlineDays: z.number(),
  RequiredInternalApprovals: z.number(),
  RequiredCommitteeApprovals: z.number(),
  IsCommitteeApprovalRequired: z.boolean(),
  ApprovalTemplateId: z.number().nullable(),
  ApprovalTemplateName: z.string().nullable(),
  DisapprovalTemplateId: z.number().nullable(),
  DisapprovalTemplateName: z.string().nullable(),
  /** How an owner asks for reconsideration: the default text of a disapproval letter. */
  ReconsiderationProcedure: z.string(),
  /** Members of the community's architectural committees: the most committee approvals. */
  CommitteeMemberCount: z.number(),
});
export type ArchitecturalSettings = z.infer<typeof ArchitecturalSettingsSchema>;

// Out-of-range counts reach the rules, for their messages.
const count = z.number().int().min(-999).max(999);

export const SaveArchitecturalSettingsSchema = z.strictObject({
  CommunityAgentId: entityId,
  ResponseDeadlineDays: count,
  RequiredInternalApprovals: count,
  RequiredCommitteeApprovals: count,
  IsCommitteeApprovalRequired: z.boolean(),
  ApprovalTemplateId: entityId.nullable().default(null),
  DisapprovalTemplateId: entityId.nullable().default(null),
  ReconsiderationProcedure: z.string().trim().max(4000).default(''),
});
export type SaveArchitecturalSettingsInput = z.input<typeof SaveArchitecturalSettingsSchema>;

const read = { claim: 'community', level: 'read' } as const;

/** /api/ArchitecturalSettings: a community's architectural request settings. */
export const architecturalSettings = {
  GetAll: endpoint({
    method: 'GET',
    path: '/api/ArchitecturalSettings/GetAll',
    summary: `The architectural settings of every community on the caller's list, by name (defaults where never saved; deadline ${L.MinDeadlineDays}..${L.MaxDeadlineDays} days)`,
    access: read,
    response: z.array(ArchitecturalSettingsSchema),
  }),
  GetByCommunityAgentId: endpoint({
    method: 'GET',
    path: '/api/ArchitecturalSettings/GetByCommunityAgentId',
    summary: 'The architectural settings of one community (defaults where never saved)',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: ArchitecturalSettingsSchema,
  }),
  GetCloseTypeNames: endpoint({
    method: 'GET',
    path: '/api/ArchitecturalSettings/GetCloseTypeNames',
    summary: 'How an architectural request closes: Approved (status 2) or Disapproved (status 3)',
    access: read,
    response: z.array(z.object({ TopsStatusId: z.number(), CloseTypeName: z.string() })),
  }),
  Save: endpoint({
    method: 'POST',
    path: '/api/ArchitecturalSettings/Save',
    summary:
      'Saves a community’s architectural settings; refused (400) with the first problem (deadline 1..365 days, approvals within the committee, ARC_Letter defaults)',
    access: { claim: 'community', level: 'update' },
    body: SaveArchitecturalSettingsSchema,
    response: ArchitecturalSettingsSchema,
  }),
};
