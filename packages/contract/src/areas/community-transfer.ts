import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, entityId as id } from '../fields';

// Community transfer between management companies (spec 1 §2.2 'community transfer, transfer key
// generation and transfer history', §3.5b '11 transfer steps'; issue 26). The sending company
// generates a key; the receiving company begins the transfer with it and completes the steps; the
// last step moves the community, all or nothing, and the sender loses it.

const access = (level: 'create' | 'read' | 'update') => ({ claim: 'community' as const, level });

export const CommunityTransferSummarySchema = z.object({
  Properties: z.number(),
  Owners: z.number(),
  /** Posted owner items with a balance left. */
  OpenItems: z.number(),
  /** Sum of the owners' balances, cents. */
  OwnerBalance: z.number(),
  Attachments: z.number(),
  GlLines: z.number(),
});
export type CommunityTransferSummary = z.infer<typeof CommunityTransferSummarySchema>;

export const CommunityTransferSchema = z.object({
  CommunityTransferId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  SenderCompanyName: z.string(),
  ReceiverCompanyName: z.string().nullable(),
  /** Whether the caller's company sent or received the community. */
  Direction: z.enum(['Sent', 'Received']),
  /** CommunityTransferStatusId: 1 key issued, 2 in progress, 3 completed. */
  StatusId: z.number(),
  StatusName: z.string(),
  StepsCompleted: z.number(),
  Summary: CommunityTransferSummarySchema,
  KeyExpiresAt: z.string(),
  CreatedAt: z.string(),
  BegunAt: z.string().nullable(),
  TransferDate: z.string().nullable(),
  CompletedAt: z.string().nullable(),
});
export type CommunityTransfer = z.infer<typeof CommunityTransferSchema>;

export const communityTransfer = {
  GenerateTransferKey: endpoint({
    method: 'POST',
    path: '/api/CommunityTransfer/GenerateTransferKey',
    summary: 'Generate the transfer key of a community (shown once)',
    access: access('update'),
    body: z.strictObject({ CommunityAgentId: id }),
    response: z.object({
      CommunityTransferId: z.number(),
      TransferKey: z.string(),
      KeyExpiresAt: z.string(),
    }),
  }),
  BeginTransfer: endpoint({
    method: 'POST',
    path: '/api/CommunityTransfer/BeginTransfer',
    summary: 'Enter a transfer key: the transfer of its community begins for the caller’s company',
    access: access('create'),
    body: z.strictObject({ TransferKey: z.string().trim().min(1).max(64) }),
    response: CommunityTransferSchema,
  }),
  GetTransfer: endpoint({
    method: 'GET',
    path: '/api/CommunityTransfer/GetTransfer/:id',
    summary: 'A community transfer with its steps',
    access: access('read'),
    params: z.strictObject({ id: idParam }),
    response: CommunityTransferSchema,
  }),
  CompleteTransferStep: endpoint({
    method: 'POST',
    path: '/api/CommunityTransfer/CompleteTransferStep',
    summary: 'Complete the next step; the last moves the community (TransferDate required)',
    access: access('create'),
    body: z.strictObject({
      CommunityTransferId: id,
      Step: z.number().int().min(2).max(11),
      TransferDate: isoDate.nullable().optional(),
    }),
    response: CommunityTransferSchema,
  }),
  GetTransferHistory: endpoint({
    method: 'GET',
    path: '/api/CommunityTransfer/GetTransferHistory',
    summary: 'The transfers the company sent and received, newest first',
    access: access('read'),
    response: z.array(CommunityTransferSchema),
  }),
};
