import { FileTypes, VendorMessages } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, isoDate, optionalIdParam } from '../fields';
import { pageInput, pageOf } from './portfolio';

// Vendors in payables (spec 2 §7 'Vendor-side', 'Vendor tags', GET /Item/GetAccountsPayableAgentKpi;
// spec 1 §7 Crm/GetVendorInsurances, DeleteVendorInsurance, VendorCarInsurance/GetById,
// Vendor/ResendVendorInvite). Vendors are
// CRM agents of type 7 (global vendors 15): they are added and edited through Crm/SaveAgentGraph.

const VendorSearchQuery = z.strictObject({
  searchTerm: z.string().max(100).optional(),
  /** Tax id (federal tax number), matched on its digits. */
  taxId: z.string().max(11).optional(),
  tagId: optionalIdParam,
  communityAgentId: optionalIdParam,
  /** true: registered vendors (on the vendor network) only; false: the others. */
  isRegisteredVendor: booleanParam.optional(),
  ...pageInput,
});

export const VendorTagSchema = z.object({ TagId: z.number(), Tag: z.string() });

export const VendorSearchRowSchema = z.object({
  VendorAgentId: z.number(),
  AgentTypeId: z.number(),
  DisplayName: z.string(),
  CompanyName: z.string().nullable(),
  FederalTaxNumber: z.string().nullable(),
  PrimaryEmailAddress: z.string().nullable(),
  IsRegisteredVendor: z.boolean(),
  /** The code the vendor registers on the vendor network with; null until one is made. */
  RegistrationCode: z.string().nullable(),
  IsActive: z.boolean(),
  Tags: z.array(VendorTagSchema),
  IsOnPaymentHold: z.boolean(),
});
export type VendorSearchRow = z.infer<typeof VendorSearchRowSchema>;

const fileResponse = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The vendors workbook' });

const vendorQuery = z.strictObject({ vendorAgentId: idParam });

export const VendorKpiSchema = z.object({
  OpenInvoiceCount: z.number(),
  OpenAmount: z.number(),
  PaidYtd: z.number(),
  LastPaymentDate: z.string().nullable(),
  LastPaymentAmount: z.number().nullable(),
});

export const VendorPaymentRowSchema = z.object({
  PaymentId: z.number(),
  ItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  PaymentDate: z.string(),
  CheckNumber: z.string().nullable(),
  Method: z.number(),
  Status: z.number(),
  Amount: z.number(),
  Invoices: z.array(
    z.object({ ItemId: z.number(), InvoiceNumber: z.string(), Amount: z.number() }),
  ),
});

export const VendorInsuranceSchema = z.object({
  InsuranceId: z.number(),
  VendorAgentId: z.number(),
  PolicyType: z.string(),
  Carrier: z.string(),
  PolicyNumber: z.string().nullable(),
  ExpirationDate: z.string(),
  IsExpired: z.boolean(),
});

export const VendorInviteSchema = z.object({
  InviteId: z.number(),
  VendorAgentId: z.number().nullable(),
  EmailAddress: z.string(),
  RegistrationCode: z.string(),
  SentAt: z.string(),
});

export const VendorBankDetailsSchema = z.object({
  VendorAgentId: z.number(),
  RoutingNumber: z.string(),
  /** The last four digits only; the number itself stays sealed. */
  AccountLast4: z.string(),
  ChangedByUserId: z.number().nullable(),
  ChangedAt: z.string(),
  ConfirmedByUserId: z.number().nullable(),
  ConfirmedAt: z.string().nullable(),
  IsOnPaymentHold: z.boolean(),
});

/**
 * The range of a vendor's history (Communications/GetVendorHistory, SendVendorHistoryEmail):
 * without an end date it ends today; without a start date it starts a year before the end.
 */
export const VendorHistoryRange = {
  startDate: isoDate.nullable().default(null),
  endDate: isoDate.nullable().default(null),
};

export const MergeVendorsResultSchema = z.object({
  TargetAgentId: z.number(),
  MovedInvoiceCount: z.number(),
  MovedPaymentCount: z.number(),
  MovedCreditCount: z.number(),
  /** What the surviving vendor is owed after the merge, in cents (all communities). */
  TargetOpenCents: z.number(),
});

export const apVendors = {
  SearchVendors: endpoint({
    method: 'GET',
    path: '/api/Vendor/Search',
    summary: 'Vendors by name, tag or tax id, paged, with their tags and payment hold',
    access: { claim: 'vendors', level: 'read' },
    query: VendorSearchQuery,
    response: pageOf(VendorSearchRowSchema),
  }),
  ExportVendors: endpoint({
    method: 'GET',
    path: '/api/Vendor/Export',
    summary: 'The vendors of a search (every page) as an Excel workbook',
    access: { claim: 'apinvoice', level: 'read' },
    query: VendorSearchQuery.omit({ skip: true, take: true }),
    response: fileResponse,
    download: [FileTypes.Xlsx],
  }),
  GetAccountsPayableAgentKpi: endpoint({
    method: 'GET',
    path: '/api/Item/GetAccountsPayableAgentKpi',
    summary: 'A vendor’s metrics in a community: open invoices, paid this year, last payment',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ agentId: idParam, communityAgentId: idParam }),
    response: VendorKpiSchema,
  }),
  GetVendorTags: endpoint({
    method: 'GET',
    path: '/api/Vendor/GetVendorTags',
    summary: 'The company’s vendor tags, by name',
    access: { claim: 'vendors', level: 'read' },
    response: z.array(VendorTagSchema),
  }),
  SaveVendorTag: endpoint({
    method: 'POST',
    path: '/api/Vendor/SaveVendorTag',
    summary: 'Adds a vendor tag (an existing one of the same name is returned)',
    access: { claim: 'vendors', level: 'update' },
    body: z.strictObject({ tag: z.string().trim().min(1).max(50) }),
    response: VendorTagSchema,
  }),
  SetVendorTags: endpoint({
    method: 'POST',
    path: '/api/Vendor/SetVendorTags',
    summary: 'The tags a vendor carries, replaced by this list',
    access: { claim: 'vendors', level: 'update' },
    body: z.strictObject({
      vendorAgentId: idParam,
      tagIds: z.array(idParam).max(100),
    }),
    response: z.array(VendorTagSchema),
  }),
  GetVendorPaymentHistory: endpoint({
    method: 'GET',
    path: '/api/Vendor/GetPaymentHistory',
    summary: 'A vendor’s payments, newest first, with the invoices each paid',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({
      vendorAgentId: idParam,
      communityAgentId: optionalIdParam,
      ...pageInput,
    }),
    response: pageOf(VendorPaymentRowSchema),
  }),
  GetVendorInsurances: endpoint({
    method: 'GET',
    path: '/api/Crm/GetVendorInsurances',
    summary: 'A vendor’s insurance policies, soonest expiry first, with the expired flag',
    access: { claim: 'vendors', level: 'read' },
    query: vendorQuery,
    response: z.array(VendorInsuranceSchema),
  }),
  GetVendorCarInsuranceById: endpoint({
    method: 'GET',
    path: '/api/VendorCarInsurance/GetById',
    summary:
      'One vendor car insurance policy (policy type Vendor car insurance, agent type 28) by its id, with the expired flag',
    access: { claim: 'vendors', level: 'read' },
    query: z.strictObject({ id: idParam }),
    response: VendorInsuranceSchema,
  }),
  SaveVendorInsurance: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveVendorInsurance',
    summary: 'Adds or changes a vendor insurance policy',
    access: { claim: 'vendors', level: 'update' },
    body: z.strictObject({
      insuranceId: optionalIdParam,
      vendorAgentId: idParam,
      policyType: z.string().trim().min(1, VendorMessages.policyTypeRequired).max(50),
      carrier: z.string().trim().min(1, VendorMessages.carrierRequired).max(100),
      policyNumber: z.string().trim().max(50).nullable().optional(),
      expirationDate: z.iso.date({ error: VendorMessages.expirationDateRequired }),
    }),
    response: VendorInsuranceSchema,
  }),
  DeleteVendorInsurance: endpoint({
    method: 'DELETE',
    path: '/api/Crm/DeleteVendorInsurance',
    summary: 'Removes a vendor insurance policy',
    access: { claim: 'vendors', level: 'delete' },
    query: z.strictObject({ insuranceId: idParam }),
    response: z.object({ success: z.literal(true) }),
  }),
  GetVendorInvites: endpoint({
    method: 'GET',
    path: '/api/Vendor/GetVendorInvites',
    summary: 'Invites sent to vendors to register, newest first',
    access: { claim: 'vendors', level: 'read' },
    query: z.strictObject({ vendorAgentId: optionalIdParam }),
    response: z.array(VendorInviteSchema),
  }),
  ResendVendorInvite: endpoint({
    method: 'POST',
    path: '/api/Vendor/ResendVendorInvite',
    summary: 'Sends (again) the vendor-network invite of a registration code',
    access: { claim: 'vendors', level: 'update' },
    body: z.strictObject({
      emailAddress: z.email({ error: VendorMessages.emailAddressInvalid }).max(255),
      registrationCode: z.string().trim().min(1).max(50),
    }),
    response: z.object({ Message: z.string() }),
  }),
  CreateVendorRegistrationCode: endpoint({
    method: 'POST',
    path: '/api/Vendor/CreateVendorRegistrationCode',
    summary: 'The code a vendor registers on the vendor network with, made when it has none',
    access: { claim: 'vendors', level: 'update' },
    body: z.strictObject({ vendorAgentId: idParam }),
    response: z.object({ RegistrationCode: z.string() }),
  }),
  DeleteVendorFromVendorAlly: endpoint({
    method: 'DELETE',
    path: '/api/vendorAlly/DeleteVendorFromVendorAlly',
    summary: 'Takes a vendor off the vendor network: no longer registered, code cleared',
    access: { claim: 'vendors', level: 'update' },
    query: vendorQuery,
    response: z.object({ success: z.literal(true) }),
  }),
  GetVendorBankDetails: endpoint({
    method: 'GET',
    path: '/api/Vendor/GetVendorBankDetails',
    summary: 'Where a vendor’s payments go (account masked) and whether it awaits confirmation',
    access: { claim: 'vendors', level: 'read' },
    query: vendorQuery,
    response: VendorBankDetailsSchema.nullable(),
  }),
  SaveVendorBankDetails: endpoint({
    method: 'POST',
    path: '/api/Vendor/SaveVendorBankDetails',
    summary: 'Changes a vendor’s bank details; the vendor is on payment hold until confirmed',
    access: { claim: 'vendors', level: 'update' },
    body: z.strictObject({
      vendorAgentId: idParam,
      routingNumber: z.string().trim().max(9),
      accountNumber: z.string().trim().min(4).max(17),
    }),
    response: VendorBankDetailsSchema,
  }),
  ConfirmVendorBankDetails: endpoint({
    method: 'POST',
    path: '/api/Vendor/ConfirmVendorBankDetails',
    summary: 'A second user confirms a vendor’s changed bank details, lifting the payment hold',
    access: { claim: 'vendors', level: 'update' },
    body: z.strictObject({ vendorAgentId: idParam }),
    response: VendorBankDetailsSchema,
  }),
  GetVendorHistory: endpoint({
    method: 'POST',
    path: '/api/Communications/GetVendorHistory',
    summary:
      'A vendor’s payables history (invoices, checks, voids, credits, running balance owed) as an Excel workbook (xls 1 or xlsx 2)',
    access: { claim: 'apinvoice', level: 'read' },
    body: z.strictObject({
      vendorAgentId: idParam,
      /** One community; without it, all of the caller's communities. */
      communityAgentId: optionalIdParam,
      ...VendorHistoryRange,
      format: z.literal([1, 2]).default(2),
    }),
    response: fileResponse,
    download: [FileTypes.Xlsx],
  }),
  MergeVendorsItemsHistory: endpoint({
    method: 'PUT',
    path: '/api/Crm/MergeVendorsItemsHistory',
    access: { claim: 'vendors', level: 'delete' },
    summary:
      'Moves a duplicate vendor’s invoices, payments and credits to the surviving vendor and deletes the duplicate',
    body: z.strictObject({ fromVendorAgentId: idParam, toVendorAgentId: idParam }),
    response: MergeVendorsResultSchema,
  }),
};
