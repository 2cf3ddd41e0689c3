import { FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, noInput, optionalIdParam, SuccessResponse } from '../fields';
import {
  BusinessCustomerSchema,
  ControllerInfoResponseSchema,
  ControllerInfoSchema,
  DigitalCheckSchema,
  DigitalPayLinesSchema,
  DigitalPaymentAccountSchema,
  DigitalPaymentDocumentSchema,
  DigitalPaymentIdSchema,
  FundingSourceSchema,
  NachaCreditFileSchema,
  NachaCreditRunSchema,
  PaymentsSetupSchema,
} from './digital-payments-schemas';

// Digital (ACH) payments through a vendor-network provider (spec 2 §2 modals 'bank account as
// funding source', 'verify funding source', 'digital payment document upload', 'controller info',
// 'enable, retry or upgrade digital payment', 'digital payment summary'; §3; §5; §7 'Digital
// payments'), digital checks (100) and NACHA credit files for banks without a provider.
// Money is integer cents; micro-deposit amounts too (1-9).

export * from './digital-payments-schemas';

const communityQuery = z.strictObject({ CommunityAgentId: idParam });

export const digitalPayments = {
  GetCustomerSetting: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetCustomerSetting',
    summary: 'The company’s vendor-network setting: vendors may submit invoices',
    query: noInput,
    response: z.object({ IsSubmitInvoiceEnabled: z.boolean() }),
  }),
  UpdateCustomerSettingSubmitInvoice: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/UpdateCustomerSettingSubmitInvoice',
    summary: 'Let vendors submit invoices through the network, or not',
    body: z.strictObject({ isSubmitInvoiceEnabled: z.boolean() }),
    response: z.object({ IsSubmitInvoiceEnabled: z.boolean() }),
  }),
  GetCommunitiesDigitalPaymentSettings: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetCommunitiesDigitalPaymentSettings',
    summary: 'The digital payment account of each community on the user’s list',
    query: noInput,
    response: z.array(DigitalPaymentAccountSchema),
  }),
  CreateDigitalPaymentAccount: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/CreateDigitalPaymentAccount',
    summary: 'Enable a community: its business customer and controller at the provider',
    body: BusinessCustomerSchema,
    response: DigitalPaymentAccountSchema,
  }),
  UpgradeDigitalPaymentAccount: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/UpgradeDigitalPaymentAccount',
    summary: 'Retry or upgrade a community’s customer with corrected details',
    body: BusinessCustomerSchema,
    response: DigitalPaymentAccountSchema,
  }),
  GetDigitalPaymentAccount: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetDigitalPaymentAccount',
    summary: 'A community’s digital payment account (its status refreshed from the provider)',
    query: communityQuery,
    response: DigitalPaymentAccountSchema,
  }),
  GetDigitalPaymentAccounts: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetDigitalPaymentAccounts',
    summary: 'The community’s account as a list (empty when not enabled)',
    query: communityQuery,
    response: z.array(DigitalPaymentAccountSchema),
  }),
  GetCommunityCustomer: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetCommunityCustomer',
    summary: 'The community’s business customer at the provider',
    query: communityQuery,
    response: z.object({ CustomerId: z.string().nullable(), Status: z.string().nullable() }),
  }),
  GetDigitalPaymentAccountVerificationDocumentsNeeded: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetDigitalPaymentAccountVerificationDocumentsNeeded',
    summary: 'Which documents the provider needs (0 personal, 1 business, 2 both) and the types',
    query: communityQuery,
    response: z.object({
      DocumentNeededTypeId: z.number().nullable(),
      PersonalTypes: z.array(z.string()),
      BusinessTypes: z.array(z.string()),
      IsFormOpen: z.boolean(),
    }),
  }),
  GetDigitalPaymentAccountDocuments: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetDigitalPaymentAccountDocuments',
    summary: 'The community’s uploaded verification documents, oldest first',
    query: communityQuery,
    response: z.array(DigitalPaymentDocumentSchema),
  }),
  GetAccountHolder: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetAccountHolder',
    summary: 'Who holds the account: business name and controller name',
    query: communityQuery,
    response: z.object({
      BusinessName: z.string().nullable(),
      ControllerName: z.string().nullable(),
      Title: z.string().nullable(),
    }),
  }),
  GetCommunityData: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetCommunityData',
    summary: 'The community’s name and address to prefill the enable form',
    query: communityQuery,
    response: z.object({
      CommunityAgentId: z.number(),
      CommunityName: z.string(),
      Address1: z.string().nullable(),
      City: z.string().nullable(),
      State: z.string().nullable(),
      PostalCode: z.string().nullable(),
    }),
  }),
  GetControllerInfo: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetControllerInfo',
    summary: 'The community’s controller (SSN masked); null when none was saved',
    query: communityQuery,
    response: ControllerInfoResponseSchema.nullable(),
  }),
  SaveControllerInfo: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/SaveControllerInfo',
    summary: 'Save the community’s controller',
    body: z.strictObject({
      CommunityAgentId: DigitalPaymentIdSchema,
      ControllerData: ControllerInfoSchema,
    }),
    response: ControllerInfoResponseSchema,
  }),
  UploadDocument: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/UploadDocument',
    summary:
      'Upload a verification document (multipart: File, CommunityAgentId, Type, DocumentFor)',
    body: z.strictObject({
      CommunityAgentId: z.coerce.number().int().positive(),
      Type: z.string().max(10).default(''),
      DocumentFor: z.coerce.number().int().min(0).max(1).default(0),
      File: z.custom<{ FileName: string; DeclaredType: string; Bytes: Uint8Array }>(
        (v) => typeof v === 'object' && v !== null && 'Bytes' in v,
        'A file is required.',
      ),
    }),
    response: DigitalPaymentDocumentSchema,
  }),
  UseControllerDocument: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/UseControllerDocument',
    summary: 'Send the controller’s saved document (DocumentUrl) as the verification document',
    body: z.strictObject({ CommunityAgentId: DigitalPaymentIdSchema, Type: z.string().max(10) }),
    response: DigitalPaymentDocumentSchema,
  }),
  GetCommunitiesPaymentsSetup: endpoint({
    method: 'GET',
    path: '/api/Crm/GetCommunitiesPaymentsSetup',
    summary: 'Payments setup of each community on the user’s list',
    query: noInput,
    response: z.array(PaymentsSetupSchema),
  }),
  GetCommunityPaymentsSetup: endpoint({
    method: 'GET',
    path: '/api/Crm/GetCommunityPaymentsSetup',
    summary: 'A community’s payments setup',
    query: communityQuery,
    response: PaymentsSetupSchema,
  }),
  GetCommunitiesDigitalPaymentStatus: endpoint({
    method: 'GET',
    path: '/api/Crm/GetCommunitiesDigitalPaymentStatus',
    summary: 'Counts of the user’s communities by digital payment platform status',
    query: noInput,
    response: z.object({ Inactive: z.number(), Pending: z.number(), Active: z.number() }),
  }),
  UpdateCommunityPaymentsSetup: endpoint({
    method: 'PUT',
    path: '/api/DigitalPayment/UpdateCommunityPaymentsSetup',
    summary: 'Switch digital payments on or off for a verified community',
    body: z.strictObject({
      CommunityAgentId: DigitalPaymentIdSchema,
      IsPaymentsEnabled: z.boolean(),
    }),
    response: PaymentsSetupSchema,
  }),
  GetBankAccountDigitalPaymentSettings: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetBankAccountDigitalPaymentSettings',
    summary: 'The community’s bank accounts and their funding-source state, a page of 5',
    query: z.strictObject({
      communityId: idParam,
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    response: z.object({ Rows: z.array(FundingSourceSchema), Total: z.number() }),
  }),
  SetBankAccountForDigitalPayment: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/SetBankAccountForDigitalPayment',
    summary: 'Register a bank account as a funding source (micro-deposits sent), or switch it off',
    body: z.strictObject({ AgentBankId: DigitalPaymentIdSchema, IsEnabled: z.boolean() }),
    response: FundingSourceSchema,
  }),
  VerifyBankAccountRegistration: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/VerifyBankAccountRegistration',
    summary:
      'Verify a funding source with its two micro-deposit amounts (DigitalPaymentCentsSchema, 1-9)',
    body: z.strictObject({
      AgentBankId: DigitalPaymentIdSchema,
      Amount1: z.number().int().min(-1000).max(1000),
      Amount2: z.number().int().min(-1000).max(1000),
    }),
    response: FundingSourceSchema.extend({ Message: z.string().nullable() }),
  }),
  GetPendingTransfers: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetPendingTransfers',
    summary: 'The transfers of a funding source not yet paid or failed',
    query: z.strictObject({ fundingSourceId: idParam }),
    response: z.object({ Count: z.number(), Total: z.number(), Message: z.string().nullable() }),
  }),
  DeleteFundingSource: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/DeleteFundingSource',
    summary: 'Remove a funding source (refused while transfers are pending)',
    body: z.strictObject({ FundingSourceId: DigitalPaymentIdSchema }),
    response: z.object({ Message: z.string() }),
  }),
  GetSandboxMicroDeposits: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/Sandbox/GetMicroDeposits',
    summary:
      'Sandbox only: the micro-deposit amounts sent to a funding source (for tests and demos)',
    query: z.strictObject({ fundingSourceId: idParam }),
    response: z.object({ Amount1: z.number(), Amount2: z.number() }),
  }),
  SandboxAdvanceTime: endpoint({
    method: 'POST',
    path: '/api/DigitalPayment/Sandbox/AdvanceTime',
    summary: 'Sandbox only: move the sandbox clock forward by whole days, then refresh transfers',
    body: z.strictObject({ Days: z.number().int().min(1).max(60) }),
    response: z.object({ OffsetDays: z.number(), Updated: z.number() }),
  }),
  PayDigitalInvoices: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/DigitalPayment/PayInvoices',
    summary: 'Pay approved invoices digitally from a verified funding source: one check per vendor',
    body: z.strictObject({
      CommunityAgentId: DigitalPaymentIdSchema,
      FundingSourceId: DigitalPaymentIdSchema,
      PaymentDate: isoDate,
      Invoices: DigitalPayLinesSchema,
    }),
    response: z.array(DigitalCheckSchema),
  }),
  GetDigitalChecks: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetDigitalChecks',
    summary: 'Digital checks of a community (statuses refreshed), optionally of one status',
    query: z.strictObject({
      communityAgentId: idParam,
      digitalPaymentStatus: z.coerce.number().int().min(0).max(7).optional(),
    }),
    response: z.array(DigitalCheckSchema),
  }),
  GetDigitalPaymentSummary: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetDigitalPaymentSummary',
    summary: 'Counts and totals of a community’s digital checks by status',
    query: communityQuery,
    response: z.array(
      z.object({
        DigitalPaymentStatusId: z.number(),
        DigitalPaymentStatusName: z.string(),
        Count: z.number(),
        Total: z.number(),
      }),
    ),
  }),
  DeleteDigitalChecks: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AccountsPayable/DeleteDigitalChecks',
    summary: 'Delete digital checks not yet in process: transfer cancelled, payment reversed',
    body: z.strictObject({ PaymentIds: z.array(DigitalPaymentIdSchema).min(1).max(1000) }),
    response: z.array(DigitalCheckSchema),
  }),
  RefundDigitalPayment: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/DigitalPayment/RefundDigitalPayment',
    summary: 'Refund a digital payment in process or paid: the payment is reversed',
    body: z.strictObject({ PaymentId: DigitalPaymentIdSchema }),
    response: DigitalCheckSchema,
  }),
  GetNachaCreditInvoices: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetNachaCreditInvoices',
    summary: 'Approved unpaid invoices of vendors with confirmed bank details',
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(
      z.object({
        ItemId: z.number(),
        VendorAgentId: z.number(),
        VendorName: z.string(),
        InvoiceNumber: z.string().nullable(),
        DueDate: z.string().nullable(),
        Open: z.number(),
        AccountLast4: z.string(),
      }),
    ),
  }),
  CreateNachaCreditFile: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/DigitalPayment/CreateNachaCreditFile',
    summary: 'Pay approved invoices by a NACHA credit file to the vendors’ bank accounts',
    body: z.strictObject({
      CommunityAgentId: DigitalPaymentIdSchema,
      BankAccountId: DigitalPaymentIdSchema,
      EffectiveDate: isoDate,
      Invoices: DigitalPayLinesSchema,
    }),
    response: NachaCreditRunSchema,
  }),
  GetNachaCreditRuns: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetNachaCreditRuns',
    summary: 'The community’s NACHA credit files, newest first',
    query: z.strictObject({ communityAgentId: idParam, bankAccountId: optionalIdParam }),
    response: z.array(NachaCreditRunSchema),
  }),
  DownloadNachaCreditFile: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/DownloadNachaCreditFile/:id',
    summary: 'The NACHA credit file of a run',
    params: z.strictObject({ id: idParam }),
    response: NachaCreditFileSchema,
    download: [FileTypes.AsciiText],
  }),
  GetProvider: endpoint({
    method: 'GET',
    path: '/api/DigitalPayment/GetProvider',
    summary: 'The configured provider (only sandbox exists)',
    query: noInput,
    response: SuccessResponse.extend({ Provider: z.string() }),
  }),
};
