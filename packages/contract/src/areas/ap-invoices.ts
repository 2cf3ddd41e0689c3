import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  booleanParam,
  idParam,
  isoDate,
  moneyCents,
  optionalIdParam,
  SuccessResponse,
  entityId as id,
} from '../fields';
import { UploadedFileSchema } from './attachments';

// Keyed-in and captured AP invoices, invoice templates and default distributions (spec 2 §2
// 'Accounts payable', 'Default distributions', §3 'Invoice', 'Bill template draft', 'Default
// distribution', §5, §7). Money is integer cents; percentages have 3 decimals.

const cents = moneyCents;
const text = (max: number) => z.string().trim().max(max).nullable().default(null);
const invoiceType = z.union([z.literal(56), z.literal(90)]);

const DistributionLineInput = z.strictObject({
  AccountId: id,
  CostCenterId: id.nullable().default(null),
  Amount: cents,
});

const invoiceFields = {
  CommunityAgentId: id,
  VendorAgentId: id,
  TopsTxnTypeId: invoiceType.default(56),
  InvoiceNumber: z.string().trim().min(1).max(25),
  Reference: text(100),
  InvoiceDate: isoDate,
  DueDate: isoDate.nullable().default(null),
  IsDueDated: z.boolean().default(false),
  BankAccountId: id.nullable().default(null),
  /** The invoice amount, cents. */
  TotalAmount: cents,
  /** Empty: the vendor's default distribution for the community splits the amount. */
  BillDistributionList: z.array(DistributionLineInput).max(200).default([]),
  /** The work order of the invoice's community the invoice is entered against, if any. */
  WorkOrderItemId: id.nullable().default(null),
};

export const BillDistributionSchema = z.object({
  TopsItemAgentDetailId: z.number(),
  AccountID: z.number().nullable(),
  AccountNumber: z.string().nullable(),
  AccountName: z.string().nullable(),
  CostCenterCategoryId: z.number().nullable(),
  ItemAmount: z.number(),
  IsDebit: z.boolean(),
});

export const ApInvoiceSchema = z.object({
  ItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TopsStatusId: z.number(),
  InboxState: z.number(),
  Source: z.string().nullable(),
  InvoiceNumber: z.string().nullable(),
  Reference: z.string().nullable(),
  InvoiceDate: z.string().nullable(),
  DueDate: z.string().nullable(),
  IsDueDated: z.boolean(),
  TotalAmount: z.number(),
  PaidAmount: z.number(),
  VendorAgentId: z.number().nullable(),
  VendorDisplayName: z.string().nullable(),
  CommunityAgentId: z.number(),
  CommunityName: z.string().nullable(),
  BankAccountId: z.number().nullable(),
  HasDefaultDistribution: z.boolean(),
  AttachmentId: z.number().nullable(),
  OcrText: z.string().nullable(),
  EnteredByUserId: z.number().nullable(),
  IsEditable: z.boolean(),
  WorkOrderItemId: z.number().nullable(),
  BillDistributionList: z.array(BillDistributionSchema),
});
export type ApInvoice = z.infer<typeof ApInvoiceSchema>;

const NamedSchema = z.object({ Id: z.number(), Name: z.string() });

export const InvoiceTemplateLineSchema = z.object({
  Id: z.number(),
  AccountId: z.number(),
  AccountName: z.string(),
  CostCenterId: z.number().nullable(),
  CostCenterName: z.string().nullable(),
  Amount: z.number(),
});

export const InvoiceTemplateSchema = z.object({
  Id: z.number(),
  CommunityAgentId: z.number(),
  VendorAgentId: z.number(),
  VendorDisplayName: z.string().nullable(),
  TopsTxnTypeId: z.number(),
  InvoiceNumber: z.string().nullable(),
  Reference: z.string().nullable(),
  DueDate: z.string().nullable(),
  Amount: z.number(),
  ScheduleTypeValue: z.string(),
  /** A recurring template's next run (the invoice date it makes), null for once. */
  NextRunDate: z.string().nullable(),
  /** The invoice date of the last invoice the schedule made. */
  LastRunDate: z.string().nullable(),
  BankAccountId: z.number().nullable(),
  Lines: z.array(InvoiceTemplateLineSchema),
});
export type InvoiceTemplate = z.infer<typeof InvoiceTemplateSchema>;

const templateFields = {
  CommunityAgentId: id,
  VendorAgentId: id,
  TopsTxnTypeId: invoiceType.default(56),
  InvoiceNumber: text(25),
  Reference: text(100),
  DueDate: isoDate.nullable().default(null),
  Amount: cents,
  ScheduleTypeValue: z.enum(['once', 'monthly', 'quarterly', 'annually']).default('once'),
  BankAccountId: id.nullable().default(null),
  Lines: z.array(DistributionLineInput).max(200).default([]),
};

export const DefaultDistributionDetailSchema = z.object({
  DistributionDetailId: z.number(),
  AccountId: z.number(),
  AccountName: z.string(),
  CostCenterId: z.number().nullable(),
  Percentage: z.number(),
});

export const DefaultDistributionSchema = z.object({
  DistributionId: z.number(),
  CommunityId: z.number(),
  CommunityName: z.string().nullable(),
  VendorId: z.number(),
  VendorName: z.string().nullable(),
  TopsTxnTypeId: z.number(),
  Suggested: z.boolean(),
  Distributions: z.array(DefaultDistributionDetailSchema),
});
export type DefaultDistribution = z.infer<typeof DefaultDistributionSchema>;

/** Ids are nullable so the spec's 'is required' messages answer a missing one. */
const distributionFields = {
  CommunityId: id.nullable(),
  VendorId: id.nullable(),
  TopsTxnTypeId: invoiceType.default(56),
  Suggested: z.boolean().default(false),
  Distributions: z
    .array(
      z.strictObject({
        AccountId: id.nullable(),
        CostCenterId: id.nullable().default(null),
        Percentage: z.number().min(0).max(100).nullable(),
      }),
    )
    .max(200),
};

export const apInvoices = {
  GetInvoiceFormData: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetInvoiceFormData',
    summary: 'What the invoice form offers for a community: vendors, accounts, cost centers, banks',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({
      Vendors: z.array(NamedSchema),
      Accounts: z.array(NamedSchema.extend({ Number: z.string() })),
      CostCenters: z.array(NamedSchema),
      BankAccounts: z.array(NamedSchema.extend({ IsPrimary: z.boolean() })),
    }),
  }),
  GetInvoice: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetInvoice',
    summary: 'One invoice (bill 56 or separate check 90); source OCR or VA for captured items',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ itemID: idParam, source: z.enum(['OCR', 'VA']).optional() }),
    response: ApInvoiceSchema,
  }),
  AddInvoice: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AccountsPayable/AddInvoice',
    summary:
      'Key in an invoice and submit it: into approval, or posted when no approval group applies; a number the vendor already has is refused (409) unless AllowDuplicateInvoiceNumber',
    access: { claim: 'apinvoice', level: 'create' },
    body: z.strictObject({
      ...invoiceFields,
      SaveAsTemplate: z.boolean().default(false),
      ScheduleTypeValue: z.enum(['once', 'monthly', 'quarterly', 'annually']).default('once'),
      /** Enter it although the vendor has a live invoice with this number in the community (else 409). */
      AllowDuplicateInvoiceNumber: z.boolean().default(false),
    }),
    response: ApInvoiceSchema,
  }),
  UpdateInvoice: endpoint({
    method: 'PUT',
    path: '/api/AccountsPayable/UpdateInvoice',
    summary: 'Edit an invoice that is not posted',
    access: { claim: 'apinvoice', level: 'update' },
    body: z.strictObject({ ItemId: id, ...invoiceFields }),
    response: ApInvoiceSchema,
  }),
  GetDuplicateInvoiceNumbers: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetDuplicateInvoiceNumbers',
    summary: 'Other invoices of the vendor with the same invoice number (a warning, not a block)',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({
      vendorAgentId: idParam,
      invoiceNumber: z.string().trim().min(1).max(25),
      excludeItemId: optionalIdParam,
    }),
    response: z.object({
      Duplicates: z.array(
        z.object({
          ItemId: z.number(),
          CommunityName: z.string().nullable(),
          InvoiceDate: z.string().nullable(),
          TotalAmount: z.number(),
        }),
      ),
    }),
  }),
  UploadInvoice: endpoint({
    method: 'POST',
    path: '/api/AccountsPayable/UploadInvoice',
    summary: 'Capture a PDF invoice: its text read into an OCR draft in the exception inbox',
    access: { claim: 'apinvoice', level: 'create' },
    body: z.strictObject({ File: UploadedFileSchema, CommunityAgentId: idParam }),
    response: ApInvoiceSchema,
  }),
  SaveOcrDraft: endpoint({
    method: 'POST',
    path: '/api/AccountsPayable/SaveOcrDraft',
    summary: 'Edit the fields of an OCR draft; it stays in the exception inbox',
    access: { claim: 'apinvoice', level: 'update' },
    body: z.strictObject({
      ItemId: id,
      VendorAgentId: id.nullable().default(null),
      InvoiceNumber: text(25),
      Reference: text(100),
      InvoiceDate: isoDate.nullable().default(null),
      DueDate: isoDate.nullable().default(null),
      TotalAmount: cents.min(0),
      BankAccountId: id.nullable().default(null),
      BillDistributionList: z.array(DistributionLineInput).max(200).default([]),
    }),
    response: ApInvoiceSchema,
  }),
};

export const invoiceTemplates = {
  GetInvoiceTemplates: endpoint({
    method: 'GET',
    path: '/api/InvoiceTemplate/GetByCommunity',
    summary: 'The invoice templates of a community',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({ Templates: z.array(InvoiceTemplateSchema) }),
  }),
  GetInvoiceTemplatesWithCostCenter: endpoint({
    method: 'GET',
    path: '/api/InvoiceTemplate/GetWithCostCenter',
    summary: 'The invoice templates of a community whose lines carry a cost center',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({ Templates: z.array(InvoiceTemplateSchema) }),
  }),
  GetInvoiceTemplate: endpoint({
    method: 'GET',
    path: '/api/InvoiceTemplate/:id',
    summary: 'One invoice template',
    access: { claim: 'apinvoice', level: 'read' },
    params: z.strictObject({ id: idParam }),
    response: InvoiceTemplateSchema,
  }),
  SaveInvoiceTemplate: endpoint({
    method: 'POST',
    path: '/api/InvoiceTemplate/Save',
    summary: 'Save a new invoice template',
    access: { claim: 'apinvoice', level: 'create' },
    body: z.strictObject(templateFields),
    response: InvoiceTemplateSchema,
  }),
  UpdateInvoiceTemplate: endpoint({
    method: 'POST',
    path: '/api/InvoiceTemplate/Update',
    summary: 'Change an invoice template',
    access: { claim: 'apinvoice', level: 'update' },
    body: z.strictObject({ Id: id, ...templateFields }),
    response: InvoiceTemplateSchema,
  }),
  DeleteInvoiceTemplate: endpoint({
    method: 'DELETE',
    path: '/api/InvoiceTemplate/:id',
    summary: 'Remove an invoice template',
    access: { claim: 'apinvoice', level: 'delete' },
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
};

export const defaultDistributions = {
  GetVendorDefaultDistributions: endpoint({
    method: 'GET',
    path: '/api/DefaultDistribution/GetVendorDefaultDistributions',
    summary: 'A vendor’s default distributions in the caller’s communities',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ agentId: idParam }),
    response: z.object({ Distributions: z.array(DefaultDistributionSchema) }),
  }),
  GetDefaultDistributions: endpoint({
    method: 'GET',
    path: '/api/DefaultDistribution/GetDefaultDistributions',
    summary: 'The default distributions of a community',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ communityId: idParam }),
    response: z.object({ Distributions: z.array(DefaultDistributionSchema) }),
  }),
  GetDefaultDistribution: endpoint({
    method: 'GET',
    path: '/api/DefaultDistribution/GetDefaultDistribution',
    summary: 'One default distribution',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ distributionId: idParam }),
    response: DefaultDistributionSchema,
  }),
  GetDefaultDistributionCombination: endpoint({
    method: 'GET',
    path: '/api/DefaultDistribution/GetDefaultDistributionCombination',
    summary: 'The default distributions of a community and vendor (details when asked)',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({
      communityId: idParam,
      vendorId: idParam,
      includeDetails: booleanParam.default(false),
    }),
    response: z.object({ Distributions: z.array(DefaultDistributionSchema) }),
  }),
  AddDefaultDistribution: endpoint({
    method: 'POST',
    path: '/api/DefaultDistribution/AddDefaultDistribution',
    summary: 'Add a default distribution (percentages to 3 decimals totalling 100)',
    access: { claim: 'apinvoice', level: 'create' },
    body: z.strictObject(distributionFields),
    response: DefaultDistributionSchema,
  }),
  UpdateDefaultDistribution: endpoint({
    method: 'PUT',
    path: '/api/DefaultDistribution/UpdateDefaultDistribution',
    summary: 'Change a default distribution; its lines are replaced',
    access: { claim: 'apinvoice', level: 'update' },
    body: z.strictObject({ DistributionId: id, ...distributionFields }),
    response: DefaultDistributionSchema,
  }),
  DeleteDefaultDistribution: endpoint({
    method: 'DELETE',
    path: '/api/DefaultDistribution/DeleteDefaultDistribution/:id',
    summary: 'Remove a default distribution',
    access: { claim: 'apinvoice', level: 'delete' },
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
};
