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
