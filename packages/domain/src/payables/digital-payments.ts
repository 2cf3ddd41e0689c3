// Digital (ACH) payments through a vendor-network provider (spec 2 §3 'Funding source and digital
// payment', §4 'Funding sources', 'Digital payment documents', §5 'Digital payment onboarding',
// §8 banking toasts, §9 digital payment constants). Texts are the spec's, verbatim.

import { PaymentPlatformStatusId } from '../static-data/other-enums';
import type { DigitalPaymentDocumentType } from '../static-data/payables-enums';

/** §9: documents are capped at 10,000,000 bytes. */
export const MaxDigitalPaymentDocumentBytes = 10_000_000;
/** §9: the funding-source bank list shows 5 accounts per page. */
export const FundingSourcePageSize = 5;
/** §9: at most 3 micro-deposit verification attempts. */
export const MaxMicroDepositAttempts = 3;
/** §9: each micro-deposit is below $0.10. */
export const MicroDepositLimitCents = 10;

/** Funding-source statuses (spec 2 §3; the list is StaticData FundingSourceStatuses). */
export type FundingSourceStatusName =
  | 'Unverified'
  | 'Added'
  | 'MicroDepositInitiated'
  | 'MicroDepositFailed'
  | 'MicroDepositCompleted'
  | 'MicroDepositMaxAttempted'
  | 'Verified';

/** Community account statuses (spec 2 §3; StaticData CommunityAccountStatuses). */
export type CommunityAccountStatusName =
  'Unverified' | 'Retry' | 'Document' | 'Verified' | 'Suspended' | 'Deactivated';

/** What the platform shows for a community's account. */
export function platformStatusOf(status: string | null): 'Inactive' | 'Pending' | 'Active' {
  if (status === 'Verified') return 'Active';
  if (status === null || status === 'Deactivated' || status === 'Suspended') return 'Inactive';
  return 'Pending';
}

/** The payment platform status id (spec 1: Inactive 0, Pending 1, Active 2) of a community's account. */
export function platformStatusIdOf(status: string | null): number {
  return PaymentPlatformStatusId[platformStatusOf(status)];
}

/**
 * Spec 3 §6 (spec 1 §4 'Payment platform indicator'): a one-time payment on a property or primary
 * owner is taken only when the community's payment platform status is 2 (Active); the caller also
 * needs create access to arprocesspayments, which the endpoints declare.
 */
export function takesOneTimePayments(platformStatusId: number): boolean {
  return platformStatusId === PaymentPlatformStatusId.Active;
}

/** §8: document failure reasons and what they mean to the user. */
export const DocumentFailureReasons = {
  ScanNotReadable: 'The image was blurry or could not be read. Upload a clear, complete image.',
  ScanNotUploaded: 'The document was not uploaded. Upload it again.',
  ScanIdExpired: 'The ID has expired. Upload a current ID.',
  ScanIdTypeNotSupported:
    'This type of ID is not supported. Upload an ID card, license or passport.',
  ScanNameMismatch: 'The name on the ID does not match the controller name entered.',
  ScanDobMismatch: 'The date of birth on the ID does not match the controller date of birth.',
  ScanFailedOther: 'The document could not be verified. Upload it again.',
  ScanIdUnrecognized: 'The ID was not recognized. Upload a government-issued ID.',
  BusinessTypeMismatch: 'The document does not match the business type entered.',
  BusinessNameMismatch: 'The business name on the document does not match the business name.',
  BusinessDocNotSupported:
    'This business document is not supported. Upload formation papers or an EIN letter.',
} as const;
export type DocumentFailureReason = keyof typeof DocumentFailureReasons;

export const DigitalPaymentMessages = {
  documentTypeRequired: 'Document Type is required.',
  fileTooLarge: 'Only files less than 10MB.',
  microDepositNotPositive: 'Micro deposit amounts must not be negative',
  microDepositTooLarge: 'Micro deposit amounts must be below $ 0.10',
  microDepositMaxAttempted:
    'The maximum of 3 verification attempts was reached. Remove the source and wait 48 hours before adding it again.',
  microDepositFailed:
    'The micro deposit amounts did not match. If verification keeps failing, remove the source and wait 48 hours before adding it again.',
  termsRequired: 'The Terms of Service must be accepted',
  privacyRequired: 'The Privacy Policy must be accepted',
  bankAccountEnabled: 'Bank Account enabled',
  fundingSourceRemoved: 'Funding source removed',
  fundingSourceRemoveFailed:
    'There was a problem attempting to remove this bank account as a funding source',
  uploadFailed: 'There was an error uploading the document',
  controllerLoadFailed: 'There was an error getting the controller information',
  controllerSaveFailed: 'There was a problem saving controller information',
  enableFailed: 'There was a problem enabling community',
  upgradeFailed: 'There was a problem upgrading the account',
  documentNotAllowed: 'This document type cannot be used for this controller.',
  notVerified: 'The community is not verified for digital payments.',
  fundingSourceNotVerified: 'The funding source must be verified before paying.',
  onlyReleased: 'Only digital checks that are not yet in process can be deleted.',
  notRefundable: 'Only digital payments in process or paid can be refunded.',
} as const;

/** §8: the notice shown when pending transfers block removing a funding source. */
export function pendingTransfersMessage(count: number, totalCents: number): string {
  const total = (totalCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  return `This funding source has ${count} pending transfer${count === 1 ? '' : 's'} totaling ${total}. It can be removed when they complete.`;
}

export interface ControllerInput {
  FirstName?: string | null;
  LastName?: string | null;
  Title?: string | null;
  DateOfBirth?: string | null;
  Ssn?: string | null;
  Address1?: string | null;
  City?: string | null;
  State?: string | null;
  PostalCode?: string | null;
  Country?: string | null;
  PassportNumber?: string | null;
  PassportCountry?: string | null;
}

export interface BusinessCustomerInput {
  FirstName?: string | null;
  LastName?: string | null;
  BusinessName?: string | null;
  Address1?: string | null;
  City?: string | null;
  State?: string | null;
  PostalCode?: string | null;
  Ein?: string | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** A controller country is US when it is empty (the default) or 'US'. */
export const isUsCountry = (country: string | null | undefined): boolean =>
  blank(country) || country?.trim().toUpperCase() === 'US';

/** Each missing required field's message, keyed by the field it is about. */
function requiredErrors<K extends string>(
  values: Partial<Record<K, string | null>>,
  required: readonly (readonly [K, string])[],
  prefix: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, name] of required)
    if (blank(values[field])) errors[field] = `${prefix}${name} is Required`;
  return errors;
}

/**
 * §5 controller info: '<Field> is Required' under each missing field (keyed by the controller's
 * field); prefix 'Controller ' in enable and upgrade.
 */
export function controllerFieldErrors(
  c: ControllerInput,
  prefix = '',
): Partial<Record<keyof ControllerInput, string>> {
  const required: [keyof ControllerInput, string][] = [
    ['FirstName', 'First Name'],
    ['LastName', 'Last Name'],
    ['Title', 'Title'],
    ['DateOfBirth', 'Date of Birth'],
    ['Address1', 'Address'],
    ['City', 'City'],
    ['State', 'State'],
    ['Country', 'Country'],
  ];
  if (isUsCountry(c.Country)) {
    required.push(['Ssn', 'SSN'], ['PostalCode', 'Zip']);
  } else {
    required.push(['PassportNumber', 'Passport Number'], ['PassportCountry', 'Passport Country']);
  }
  return requiredErrors(c, required, prefix);
}

/** §5 controller info: the messages of `controllerFieldErrors`, in the order of the form. */
export function controllerErrors(c: ControllerInput, prefix = ''): string[] {
  return Object.values(controllerFieldErrors(c, prefix));
}

/**
 * §5 enable or upgrade: the business fields, the prefixed controller fields and, new, the terms,
 * each message keyed by its path in the request body ('BusinessName', 'ControllerData.Ssn',
 * 'TermsOfServiceAccepted').
 */
export function businessCustomerFieldErrors(
  b: BusinessCustomerInput,
  controller: ControllerInput,
  acceptance: { isNew: boolean; termsAccepted: boolean; privacyAccepted: boolean },
): Record<string, string> {
  const errors = requiredErrors<keyof BusinessCustomerInput>(
    b,
    [
      ['FirstName', 'First Name'],
      ['LastName', 'Last Name'],
      ['BusinessName', 'Business Name'],
      ['Address1', 'Address'],
      ['City', 'City'],
      ['State', 'State'],
      ['PostalCode', 'Zip'],
      ['Ein', 'EIN'],
    ],
    '',
  );
  for (const [field, message] of Object.entries(controllerFieldErrors(controller, 'Controller ')))
    errors[`ControllerData.${field}`] = message;
  if (acceptance.isNew && !acceptance.termsAccepted)
    errors.TermsOfServiceAccepted = DigitalPaymentMessages.termsRequired;
  if (acceptance.isNew && !acceptance.privacyAccepted)
    errors.PrivacyPolicyAccepted = DigitalPaymentMessages.privacyRequired;
  return errors;
}

/** §5 enable or upgrade: the messages of `businessCustomerFieldErrors`, in the order of the form. */
export function businessCustomerErrors(
  b: BusinessCustomerInput,
  controller: ControllerInput,
  acceptance: { isNew: boolean; termsAccepted: boolean; privacyAccepted: boolean },
): string[] {
  return Object.values(businessCustomerFieldErrors(b, controller, acceptance));
}

/** §5 micro-deposit verification, amounts in cents: above zero and below $0.10. */
export function microDepositError(amount1Cents: number, amount2Cents: number): string | null {
  if (amount1Cents <= 0 || amount2Cents <= 0) return DigitalPaymentMessages.microDepositNotPositive;
  if (amount1Cents >= MicroDepositLimitCents || amount2Cents >= MicroDepositLimitCents)
    return DigitalPaymentMessages.microDepositTooLarge;
  return null;
}

/** §5 documents: US controllers use an Id Card or License, others a Passport; a business, Other. */
export function allowedDocumentTypes(
  forBusiness: boolean,
  controllerCountry: string | null | undefined,
): DigitalPaymentDocumentType[] {
  if (forBusiness) return ['other'];
  return isUsCountry(controllerCountry) ? ['idcard', 'license'] : ['passport'];
}

export function documentError(
  type: string | null | undefined,
  sizeBytes: number,
  allowed: readonly DigitalPaymentDocumentType[],
): string | null {
  if (blank(type)) return DigitalPaymentMessages.documentTypeRequired;
  if (sizeBytes >= MaxDigitalPaymentDocumentBytes) return DigitalPaymentMessages.fileTooLarge;
  if (!allowed.includes(type as DigitalPaymentDocumentType))
    return DigitalPaymentMessages.documentNotAllowed;
  return null;
}

/** §4: a document is pending (in review) or reviewed; it counts as failed with a failure reason. */
export function documentFailed(doc: { FailureReason: string | null }): boolean {
  return Boolean(doc.FailureReason);
}

/** §4: the document form reopens when no document exists or the previous one failed. */
export function documentFormOpen(docs: readonly { FailureReason: string | null }[]): boolean {
  const last = docs.at(-1);
  return !last || documentFailed(last);
}
