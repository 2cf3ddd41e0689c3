import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, optionalIdParam, entityId as id } from '../fields';
import { RemoveItemResultSchema } from './owner-ledger';

// AP adjustment 58 (spec 2 §3 'Transaction types in this area', claim apadjustment): a change of
// what is owed on an approved invoice, and removing payables transactions (spec 2 §4 'Removal
// rule violations', §8 'Removing a transaction'). Money is integer cents.

const cents = z.number().int().positive().max(99_999_999_999);

export const ApAdjustmentLineSchema = z.object({
  AccountId: z.number(),
  AccountName: z.string(),
  Amount: z.number(),
});

export const ApAdjustmentSchema = z.object({
  ItemId: z.number(),
  CommunityAgentId: z.number(),
  InvoiceItemId: z.number(),
  InvoiceNumber: z.string().nullable(),
  VendorAgentId: z.number(),
  VendorDisplayName: z.string(),
  AdjustmentDate: z.string(),
  Reference: z.string().nullable(),
  /** True: the invoice owes more; false: less. */
  IsIncrease: z.boolean(),
  /** The adjustment's total, cents (positive). */
  Amount: z.number(),
  /** Item status: 4 posted, 16 removed. */
  StatusId: z.number(),
  /** The invoice's total after its adjustments, and what was paid on it. */
  InvoiceTotal: z.number(),
  InvoicePaid: z.number(),
  Lines: z.array(ApAdjustmentLineSchema),
});
export type ApAdjustment = z.infer<typeof ApAdjustmentSchema>;

export const AddApAdjustmentSchema = z.strictObject({
  CommunityAgentId: id,
  InvoiceItemId: id,
  AdjustmentDate: isoDate,
  Reference: z.string().trim().max(50).nullable().optional(),
  IsIncrease: z.boolean(),
  Lines: z
    .array(
      z.strictObject({
        AccountId: id,
        Amount: cents,
      }),
    )
    .min(1)
    .max(100),
});
export type AddApAdjustment = z.infer<typeof AddApAdjustmentSchema>;

export const apAdjustments = {
  AddApAdjustment: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AccountsPayable/AddApAdjustment',
    summary:
      'An AP adjustment (58) of an approved invoice, posted on its date: an increase debits the lines and credits Accounts Payable, a decrease the reverse',
    access: { claim: 'apadjustment', level: 'create' },
    body: AddApAdjustmentSchema,
    response: ApAdjustmentSchema,
  }),
  GetApAdjustments: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetApAdjustments',
    summary: 'The AP adjustments of a community, newest first; optionally of one invoice',
    access: { claim: 'apadjustment', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, invoiceItemId: optionalIdParam }),
    response: z.array(ApAdjustmentSchema),
  }),
  GetApAdjustment: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetApAdjustment',
    summary: 'One AP adjustment with its lines (its profile)',
    access: { claim: 'apadjustment', level: 'read' },
    query: z.strictObject({ itemId: idParam }),
    response: ApAdjustmentSchema,
  }),
  RemoveTransaction: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AccountsPayable/RemoveTransaction',
    summary:
      'Removes a bill, check or AP adjustment: posted lines reversed, the item marked deleted (16); rule violations (print check voided, AP bill already paid, AP adjustment) answered for the user to decide',
    body: z.strictObject({ ItemId: id, BypassValidation: z.boolean().default(false) }),
    response: RemoveItemResultSchema,
  }),
};
