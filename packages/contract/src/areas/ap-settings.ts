import { ApSettingsMessages } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate } from '../fields';

// A community's payables settings and the payments KPI email (spec 1 §7 Crm/PostCommunityAPSettings,
// SendPaymentsKPIEmail; spec 2 §7 'Digital payments'). The contract value is what the community
// chart reads (spec 2 §5 'Other').

export const CommunityApSettingsSchema = z.object({
  CommunityAgentId: z.number(),
  /** The yearly value of the management contract, in cents; 0 while not set. */
  ContractValue: z.number(),
  /** Where the payments KPI email goes when no recipient is given; null: none saved. */
  PaymentsKpiEmail: z.string().nullable(),
  /** The community chart's warning ('Please set the contract value of the community.') or null. */
  ContractValueWarning: z.string().nullable(),
});
export type CommunityApSettings = z.infer<typeof CommunityApSettingsSchema>;

export const apSettings = {
  GetCommunityAPSettings: endpoint({
    method: 'GET',
    path: '/api/Crm/GetCommunityAPSettings',
    summary: 'A community’s payables settings: the contract value and the payments KPI address',
    access: { claim: 'community', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: CommunityApSettingsSchema,
  }),
  PostCommunityAPSettings: endpoint({
    method: 'POST',
    path: '/api/Crm/PostCommunityAPSettings',
    summary:
      'Saves a community’s payables settings (contract value in cents, payments KPI address)',
    access: { claim: 'community', level: 'update' },
    body: z.strictObject({
      CommunityAgentId: entityId,
      ContractValue: z.number().int().min(0).max(999_999_999_999),
      PaymentsKpiEmail: z.email().max(255).nullable().default(null),
    }),
    response: CommunityApSettingsSchema,
  }),
  SendPaymentsKPIEmail: endpoint({
    method: 'POST',
    path: '/api/Crm/SendPaymentsKPIEmail',
    summary:
      'Emails a community’s vendor payments by method over a range (default: this month to date), with its contract value',
    access: { claim: 'apinvoice', level: 'read' },
    body: z
      .strictObject({
        CommunityAgentId: entityId,
        /** Without it, the address saved in the community’s payables settings. */
        Recipient: z.email().max(255).nullable().default(null),
        StartDate: isoDate.nullable().default(null),
        EndDate: isoDate.nullable().default(null),
      })
      .refine((b) => !b.StartDate || !b.EndDate || b.StartDate <= b.EndDate, {
        message: 'The start date must be on or before the end date.',
        path: ['StartDate'],
      }),
    response: z.object({
      MailId: z.number(),
      Recipient: z.string(),
      Message: z.literal(ApSettingsMessages.kpiEmailQueued),
    }),
  }),
};
