import { z } from 'zod';
import { isoDate, moneyCents } from '../fields';

// Digital (ACH) payments through a vendor-network provider (spec 2 §2 modals 'bank account as
// funding source', 'verify funding source', 'digital payment document upload', 'controller info',
// 'enable, retry or upgrade digital payment', 'digital payment summary'; §3; §5; §7 'Digital
// payments'), digital checks (100) and NACHA credit files for banks without a provider.
// Money is integer cents; micro-deposit amounts too (1-9).

// The request and response shapes of the digital payments calls (digital-payments.ts).

export const DigitalPaymentIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const DigitalPaymentCentsSchema = moneyCents.positive();
const text = (max: number) => z.string().trim().max(max).nullable().default(null);

export const ControllerInfoSchema = z.strictObject({
  FirstName: text(100),
  LastName: text(100),
  Title: text(100),
  DateOfBirth: isoDate.nullable().default(null),
  /** Sent in full; answered masked (last 4). */
  Ssn: text(11),
  Address1: text(200),
  Address2: text(200),
  Address3: text(200),
  City: text(100),
  State: text(50),
  PostalCode: text(20),
  Country: z.string().trim().length(2).default('US'),
  PassportNumber: text(30),
  PassportCountry: z.string().trim().max(2).nullable().default(null),
  DocumentUrl: text(500),
});
export type ControllerInfo = z.output<typeof ControllerInfoSchema>;

export const BusinessCustomerSchema = z.strictObject({
  CommunityAgentId: DigitalPaymentIdSchema,
  FirstName: text(100),
  LastName: text(100),
  BusinessName: text(200),
  Address1: text(200),
  Address2: text(200),
  City: text(100),
  State: text(50),
  PostalCode: text(20),
  BusinessClassification: text(100),
  BusinessType: z.literal('corporation').default('corporation'),
  Ein: text(20),
  SecretaryOfState: text(100),
  ControllerData: ControllerInfoSchema,
  TermsOfServiceAccepted: z.boolean().default(false),
  PrivacyPolicyAccepted: z.boolean().default(false),
});

export const DigitalPaymentAccountSchema = z.object({
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  CustomerId: z.string().nullable(),
  /** Unverified, Retry, Document, Verified, Suspended, Deactivated; null when not enabled. */
  Status: z.string().nullable(),
  /** Inactive, Pending, Active. */
  PlatformStatus: z.string(),
  BusinessName: z.string().nullable(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Address1: z.string().nullable(),
  Address2: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  PostalCode: z.string().nullable(),
  BusinessClassification: z.string().nullable(),
  BusinessType: z.string(),
  EinLast4: z.string().nullable(),
  SecretaryOfState: z.string().nullable(),
  IsPaymentsEnabled: z.boolean(),
  /** DocumentNeededTypeId (0 personal, 1 business, 2 both) when documents are needed. */
  DocumentNeededTypeId: z.number().nullable(),
  VerifiedFundingSources: z.number(),
});
export type DigitalPaymentAccount = z.infer<typeof DigitalPaymentAccountSchema>;

export const ControllerInfoResponseSchema = z.object({
  CommunityAgentId: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  Title: z.string(),
  DateOfBirth: z.string(),
  SsnLast4: z.string().nullable(),
  Address1: z.string(),
  Address2: z.string().nullable(),
  Address3: z.string().nullable(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string().nullable(),
  Country: z.string(),
  HasPassportNumber: z.boolean(),
  PassportCountry: z.string().nullable(),
  DocumentUrl: z.string().nullable(),
});

export const DigitalPaymentDocumentSchema = z.object({
  DocumentId: z.number(),
  DocumentFor: z.number(),
  Type: z.string(),
  Status: z.string(),
  FailureReason: z.string().nullable(),
  FailureDescription: z.string().nullable(),
  FileName: z.string(),
  SizeBytes: z.number(),
  CreatedAt: z.string(),
});
export type DigitalPaymentDocument = z.infer<typeof DigitalPaymentDocumentSchema>;

export const FundingSourceSchema = z.object({
  AgentBankId: z.number(),
  AccountName: z.string(),
  AccountLast4: z.string().nullable(),
  BankName: z.string(),
  FundingSourceId: z.number().nullable(),
  /** Funding-source status; null when the account is not a funding source. */
  Status: z.string().nullable(),
  IsEnabled: z.boolean(),
  Attempts: z.number(),
  AttemptsLeft: z.number(),
});
export type FundingSource = z.infer<typeof FundingSourceSchema>;

export const DigitalCheckSchema = z.object({
  PaymentId: z.number(),
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  VendorAgentId: z.number(),
  VendorName: z.string(),
  BankAccountName: z.string(),
  PaymentDate: z.string(),
  Amount: z.number(),
  DigitalPaymentStatusId: z.number(),
  DigitalPaymentStatusName: z.string(),
  InvoiceNumbers: z.string(),
  /** §4: a non-failed digital payment cannot be selected unless refunded. */
  IsSelectable: z.boolean(),
  CanDelete: z.boolean(),
  CanRefund: z.boolean(),
});
export type DigitalCheck = z.infer<typeof DigitalCheckSchema>;

export const DigitalPayLinesSchema = z
  .array(z.strictObject({ ItemId: DigitalPaymentIdSchema, Amount: DigitalPaymentCentsSchema }))
  .min(1)
  .max(5000);

export const NachaCreditRunSchema = z.object({
  NachaCreditRunId: z.number(),
  CommunityAgentId: z.number(),
  BankAccountName: z.string(),
  EffectiveDate: z.string(),
  FileName: z.string(),
  EntryCount: z.number(),
  Total: z.number(),
  EntryHash: z.string(),
  CreatedAt: z.string(),
});
export type NachaCreditRun = z.infer<typeof NachaCreditRunSchema>;

export const NachaCreditFileSchema = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The NACHA credit file' });

export const PaymentsSetupSchema = z.object({
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  Status: z.string().nullable(),
  PlatformStatus: z.string(),
  IsPaymentsEnabled: z.boolean(),
  VerifiedFundingSources: z.number(),
});
