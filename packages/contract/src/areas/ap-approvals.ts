import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, entityId as id } from '../fields';

// Approval manage and settings (spec 2 §2 'approval manage and settings', §7 'bill approval
// settings'): a community's internal groups then board groups, each with its required approvals,
// level (cents: invoices from this total need the group) and approvers.

const GroupInput = z.strictObject({
  RequiredApprovals: z.number().int().min(1).max(20),
  Level: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  UserIds: z.array(id).max(100),
});

export const ApprovalGroupSchema = z.object({
  GroupId: z.number(),
  ApprovalStatus: z.number(),
  Group: z.number(),
  RequiredApprovals: z.number(),
  Level: z.number(),
  Members: z.array(z.object({ UserId: z.number(), DisplayName: z.string() })),
});
export type ApprovalGroup = z.infer<typeof ApprovalGroupSchema>;

export const BillApprovalSettingsSchema = z.object({
  CommunityAgentId: z.number(),
  UserTiedApprovals: z.boolean(),
  InternalGroups: z.array(ApprovalGroupSchema),
  BoardGroups: z.array(ApprovalGroupSchema),
  /** Who can be chosen: users of the community; board groups take only board-role users. */
  Users: z.array(
    z.object({ UserId: z.number(), DisplayName: z.string(), IsBoardMember: z.boolean() }),
  ),
});
export type BillApprovalSettings = z.infer<typeof BillApprovalSettingsSchema>;

/** Segregation of duties of the company (issue 15): the rules on who may pay an invoice. */
export const SeparationOfDutiesSchema = z.object({
  /** The user who entered an invoice cannot pay it (check run, handwritten check, digital). */
  EntererCannotPay: z.boolean(),
});
export type SeparationOfDuties = z.infer<typeof SeparationOfDutiesSchema>;

export const apApprovals = {
  GetBillApprovalSettings: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetBillApprovalSettings',
    summary: 'The community’s approval groups (internal, then board) and the user-tied toggle',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: BillApprovalSettingsSchema,
  }),
  SaveBillApprovalSettings: endpoint({
    method: 'POST',
    path: '/api/AccountsPayable/SaveBillApprovalSettings',
    summary:
      'Replace the community’s approval groups (approval settings claim); invoices already in approval keep the groups they entered under',
    access: { claim: 'apapprovalsettings', level: 'update' },
    body: z.strictObject({
      CommunityAgentId: id,
      UserTiedApprovals: z.boolean(),
      InternalGroups: z.array(GroupInput).max(20),
      BoardGroups: z.array(GroupInput).max(20),
    }),
    response: BillApprovalSettingsSchema,
  }),
  GetSeparationOfDuties: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetSeparationOfDuties',
    summary: 'Whether the user who entered an invoice is refused paying it (on by default)',
    access: { claim: 'apinvoice', level: 'read' },
    response: SeparationOfDutiesSchema,
  }),
  SaveSeparationOfDuties: endpoint({
    method: 'POST',
    path: '/api/AccountsPayable/SaveSeparationOfDuties',
    summary: 'Turn the company’s enterer-cannot-pay rule on or off (approval settings claim)',
    access: { claim: 'apapprovalsettings', level: 'update' },
    body: z.strictObject({ EntererCannotPay: z.boolean() }),
    response: SeparationOfDutiesSchema,
  }),
  GetApproverNotifications: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetApproverNotifications',
    summary: 'The approver mails of the company (the mail outbox), newest first',
    access: { claim: 'apinvoice', level: 'read' },
    response: z.object({
      Mails: z.array(
        z.object({
          MailId: z.number(),
          ToAddress: z.string(),
          Subject: z.string(),
          Body: z.string(),
          CreatedAt: z.string(),
          SentAt: z.string().nullable(),
        }),
      ),
    }),
  }),
};
