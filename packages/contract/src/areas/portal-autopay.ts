import { z } from 'zod';
import { AutopayMessages } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { moneyCents, SuccessResponse } from '../fields';

// Autopay from the owner portal (issue 23 part 4): the owner's autopay rides on the direct debit
// enrolment of their bank account; drafts are taken by the community's direct debit files on its
// draft day. Owner calls (`auth: 'owner'`) on a property the owner sees (404 otherwise).

const PropertyAgentId = z.coerce.number().int().positive();

export const AutopayStatusSchema = z.object({
  PropertyAgentId: z.number(),
  /** The community offers autopay (its portal is on). */
  IsOffered: z.boolean(),
  IsEnrolled: z.boolean(),
  /** The day of the month drafts are taken (1–28). */
  DraftDay: z.number().int(),
  /** Masked bank account of the enrolment, e.g. `****6789`. */
  MaskedAccountNumber: z.string().nullable(),
  AccountType: z.enum(['C', 'S']).nullable(),
  CapCents: z.number().int().nullable(),
  PayPastDueNext: z.boolean(),
  /** The owner's whole balance. */
  BalanceCents: z.number().int(),
  /** The next draft date (YYYY-MM-DD). */
  NextDraftDate: z.string(),
  /** What the next draft takes, computed by the draft rule. */
  NextDraftCents: z.number().int(),
  /** The instalments due in the next draft's month. */
  DueCents: z.number().int(),
  /** What the owner owes beyond them. */
  PastDueCents: z.number().int(),
  /** The cap cut the next draft. */
  IsCapped: z.boolean(),
  /**
   * What the next draft would take over the R19 amount limit ($25,000.00): it is not taken
   * (NextDraftCents 0); 0 otherwise.
   */
  OverLimitCents: z.number().int(),
  /** Why the next draft will not be taken, or null. */
  NotDraftedReason: z.string().nullable(),
});
export type AutopayStatus = z.infer<typeof AutopayStatusSchema>;

export const portalAutopay = {
  GetAutopay: endpoint({
    method: 'GET',
    path: '/api/Portal/GetAutopay',
    summary:
      'The owner’s autopay for a property: whether it is on, the bank account, the cap, and the next draft date and amount',
    auth: 'owner',
    portalRight: 'pay',
    query: z.strictObject({ propertyAgentId: PropertyAgentId }),
    response: AutopayStatusSchema,
  }),
  EnrollAutopay: endpoint({
    method: 'POST',
    path: '/api/Portal/EnrollAutopay',
    summary:
      'The owner turns autopay on (or changes it) with their bank account, an optional cap per draft, and whether the next draft also takes the past due; a new account is prenoted first',
    auth: 'owner',
    portalRight: 'pay',
    body: z.strictObject({
      PropertyAgentId: z.number().int().positive(),
      RoutingNumber: z.string().trim().max(9),
      AccountNumber: z
        .string()
        .trim()
        .regex(/^[0-9]{4,17}$/, AutopayMessages.accountNumber),
      AccountType: z.enum(['C', 'S']),
      NameOnAccount: z.string().trim().min(1, AutopayMessages.nameOnAccount).max(100),
      CapCents: moneyCents.positive(AutopayMessages.capPositive).nullable(),
      PayPastDueNow: z.boolean(),
    }),
    response: AutopayStatusSchema,
  }),
  StopAutopay: endpoint({
    method: 'POST',
    path: '/api/Portal/StopAutopay',
    summary: 'The owner stops autopay for a property; no further drafts are taken',
    auth: 'owner',
    portalRight: 'pay',
    body: z.strictObject({ PropertyAgentId: z.number().int().positive() }),
    response: SuccessResponse,
  }),
};
