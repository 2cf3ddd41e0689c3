import { BalanceDispositionId } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, entityId as id } from '../fields';
import {
  AddressInputSchema,
  ContactInputSchema,
  PhoneInputSchema,
  WebAddressInputSchema,
} from './crm-inputs';
import { AgentGraphSchema } from './crm-schemas';

// Property resale (spec 1 §4 'Resale search: POST /Resale/Search (text, communityAgentId, skip,
// take)'; spec 3 §3 'Split ledger: propertyAgentId, splitDate, balanceAsOfToday', §7 POST
// /Resale/SplitLedger, DetermineFutureYearCodeAssignments, ProcessResale; GET
// /Resale/GetOpenViolations (propertyAgentId)). Money is integer cents.

export const ResaleSearchBody = z.strictObject({
  text: z.string().trim().max(100).default(''),
  communityAgentId: id,
  skip: z.number().int().min(0).max(1_000_000).default(0),
  take: z.number().int().min(1).max(100).default(25),
});
export type ResaleSearchBody = z.input<typeof ResaleSearchBody>;

export const ResalePropertySchema = z.object({
  PropertyAgentId: z.number(),
  AccountNumber: z.string().nullable(),
  Address: z.string().nullable(),
  /** The billed primary owner (the lowest id when there are several). */
  OwnerAgentId: z.number().nullable(),
  /** The primary owners' names, joined. */
  OwnerName: z.string().nullable(),
  /** The primary owners' balance over every code, prepaid credits included (cents). */
  Balance: z.number(),
  PreviousOwnerCount: z.number(),
});
export type ResaleProperty = z.infer<typeof ResalePropertySchema>;

/** The resale object of the split ledger (spec 3 §3). */
export const SplitLedgerBody = z.strictObject({
  propertyAgentId: id,
  /** Owner lines dated on or after it follow the new owner. */
  splitDate: isoDate,
  /** Post the transfer today (not before the split date) instead of on the split date. */
  balanceAsOfToday: z.boolean().default(false),
});
export type SplitLedgerBody = z.input<typeof SplitLedgerBody>;

export const BalanceTransferSchema = z.object({
  FromOwnerAgentId: z.number(),
  FromOwnerName: z.string(),
  TopsCodeId: z.number(),
  CodeAlias: z.string(),
  /** Moved to the new owner (cents; negative for a credit such as a prepaid). */
  Amount: z.number(),
});
export type ResaleBalanceTransfer = z.infer<typeof BalanceTransferSchema>;

export const SplitLedgerResultSchema = z.object({
  PropertyAgentId: z.number(),
  NewOwnerAgentId: z.number(),
  /** The posted transfer (type 47), null when nothing moved. */
  TopsItemId: z.number().nullable(),
  PostDate: z.string().nullable(),
  Transfers: z.array(BalanceTransferSchema),
});
export type SplitLedgerResult = z.infer<typeof SplitLedgerResultSchema>;

export const FutureCodeAssignmentsBody = z.strictObject({
  propertyAgentId: id,
  /** The resale date: codes starting after it are the future codes. */
  splitDate: isoDate,
});

export const FutureCodeAssignmentSchema = z.object({
  TopsCodeId: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  StartDate: z.string().nullable(),
  /** The code it follows, which the property carries (spec 3 §3 Code PreviousCodeId). */
  PreviousCodeAlias: z.string(),
  /** Already assigned to the property. */
  IsAssigned: z.boolean(),
});
export type FutureCodeAssignment = z.infer<typeof FutureCodeAssignmentSchema>;

export const ProcessResaleBody = SplitLedgerBody.extend({
  balanceDispositionId: z
    .literal([BalanceDispositionId.CarryToNewOwner, BalanceDispositionId.LeaveWithPriorOwner])
    .default(BalanceDispositionId.LeaveWithPriorOwner),
  /** The buyer: saved as the property's new primary owner (type 4). */
  NewOwner: z.strictObject({
    Contact: ContactInputSchema,
    Addresses: z.array(AddressInputSchema).max(20).default([]),
    Phones: z.array(PhoneInputSchema).max(20).default([]),
    WebAddresses: z.array(WebAddressInputSchema).max(20).default([]),
  }),
});
export type ProcessResaleBody = z.input<typeof ProcessResaleBody>;

export const OpenViolationSchema = z.object({
  TopsItemId: z.number(),
  TopsAgentId: z.number(),
  EventDate: z.string(),
  StatusName: z.string(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
});
export type OpenViolation = z.infer<typeof OpenViolationSchema>;

export const resale = {
  Search: endpoint({
    method: 'POST',
    path: '/api/Resale/Search',
    summary: 'Properties of a community for a resale, by account number, address or owner name',
    access: { claim: 'property', level: 'read' },
    body: ResaleSearchBody,
    response: z.object({ Properties: z.array(ResalePropertySchema), TotalCount: z.number() }),
  }),
  SplitLedger: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Resale/SplitLedger',
    summary:
      'Split a property’s ledger at a date: the previous owners’ lines dated on or after it move ' +
      'to the current primary owner, as one posted transfer that nets to zero in the ledger',
    access: { claim: 'arapplycharges', level: 'create' },
    body: SplitLedgerBody,
    response: SplitLedgerResultSchema,
  }),
  DetermineFutureYearCodeAssignments: endpoint({
    method: 'POST',
    path: '/api/Resale/DetermineFutureYearCodeAssignments',
    summary:
      'The property’s future codes (starting after the resale date and following a code it ' +
      'carries) that the new owner is billed; ProcessResale assigns them',
    access: { claim: 'arapplycharges', level: 'read' },
    body: FutureCodeAssignmentsBody,
    response: z.object({ Codes: z.array(FutureCodeAssignmentSchema) }),
  }),
  ProcessResale: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Resale/ProcessResale',
    access: { claim: 'owner', level: 'update' },
    summary:
      'Resale: the buyer becomes the primary owner, the sellers previous owners (type 20); their ' +
      'lines from the resale date (with CarryToNewOwner their whole balances) move to the buyer',
    body: ProcessResaleBody,
    response: SplitLedgerResultSchema.extend({
      Owner: AgentGraphSchema,
      PreviousOwnerIds: z.array(z.number()),
      FutureCodeAssignments: z.number(),
    }),
  }),
  GetOpenViolations: endpoint({
    method: 'GET',
    path: '/api/Resale/GetOpenViolations',
    summary:
      'Open violations (CCR records, type 37, status Open) of a property and its owners; empty ' +
      'until violations are recorded',
    access: { claim: 'ccrviolations', level: 'read' },
    query: z.strictObject({ propertyAgentId: idParam }),
    response: z.object({ Violations: z.array(OpenViolationSchema) }),
  }),
};
