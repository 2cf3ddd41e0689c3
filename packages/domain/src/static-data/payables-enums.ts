// Enumerations of payables and digital payments (spec 2 §3).

export const UserCanApproveValue = {
  NotConfigured: 0,
  AlreadyApproved: 1,
  Enabled: 2,
  GroupAlreadyApproved: 3,
  GroupToApprove: 4,
} as const;

export interface UserCanApproveOption {
  readonly UserCanApprove: number;
  readonly Name: string;
}

const U = UserCanApproveValue;

export const UserCanApproveOptions: readonly UserCanApproveOption[] = [
  { UserCanApprove: U.NotConfigured, Name: 'Not configured' },
  { UserCanApprove: U.AlreadyApproved, Name: 'Already approved' },
  { UserCanApprove: U.Enabled, Name: 'Enabled' },
  { UserCanApprove: U.GroupAlreadyApproved, Name: 'Group already approved' },
  { UserCanApprove: U.GroupToApprove, Name: 'Group to approve' },
];

export const DocumentNeededTypeId = { Personal: 0, Business: 1, Both: 2 } as const;

export interface DocumentNeededType {
  readonly DocumentNeededTypeId: number;
  readonly DocumentNeededTypeName: string;
}

export const DocumentNeededTypes: readonly DocumentNeededType[] = [
  { DocumentNeededTypeId: DocumentNeededTypeId.Personal, DocumentNeededTypeName: 'Personal' },
  { DocumentNeededTypeId: DocumentNeededTypeId.Business, DocumentNeededTypeName: 'Business' },
  { DocumentNeededTypeId: DocumentNeededTypeId.Both, DocumentNeededTypeName: 'Both' },
];

// Identity documents a digital-payment controller can upload, and their review states.
export type DigitalPaymentDocumentType = 'idcard' | 'license' | 'passport' | 'other';

export const DigitalPaymentDocumentTypes: readonly DigitalPaymentDocumentType[] = [
  'idcard',
  'license',
  'passport',
  'other',
];

export type DigitalPaymentDocumentStatus = 'pending' | 'reviewed';

// Where an invoice sits (ap_invoices.inbox_state; docs/payables.md has the life cycle).
export const InboxState = {
  Exception: 1,
  Inbox: 2,
  Approval: 3,
  RejectionPending: 4,
  Approved: 5,
  Rejected: 6,
} as const;

// The inbox filters of spec 2 §2 'AP inbox', in their menu order; APInbox is the default.
export const InboxFilterNames = [
  'APInbox',
  'ExceptionInbox',
  'InternalApproval',
  'BoardApproval',
  'RejectionsPending',
  'ActivityFeed',
] as const;

export type InboxFilterName = (typeof InboxFilterNames)[number];

// What happened to an invoice (ap_invoice_actions.action).
export const InvoiceActionId = {
  Approve: 1,
  Reject: 2,
  Accept: 3,
  Resubmit: 4,
  FinalReject: 5,
  OcrCapture: 6,
  ApSettingsChange: 7,
  ApprovalSkipped: 8,
  Entered: 9,
  Paid: 10,
  Voided: 11,
} as const;

// How a vendor was paid (ap_payments.method) and what became of the payment (ap_payments.status).
export const ApPaymentMethod = {
  PrintedCheck: 1,
  HandwrittenCheck: 2,
  DigitalPayment: 3,
  NachaCredit: 4,
} as const;

export const ApPaymentStatus = { Issued: 1, Voided: 2, Cleared: 3 } as const;
