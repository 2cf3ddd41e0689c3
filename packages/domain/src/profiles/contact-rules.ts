// Limits and formats of contact data (spec 1 §3.2) and the phone entry and email rules (spec 1 §5),
// as zod schemas that the API contract and the web forms share.
import { z } from 'zod';
import { ProfileMessages as M } from './profile-messages';

/** Maximum string sizes of spec 1 §3.2 (lot number: the column's size; the spec names none). */
export const ProfileLimits = {
  Alias: 10,
  CompanyName: 100,
  FirstName: 50,
  MiddleName: 50,
  LastName: 50,
  DisplayName: 150,
  StreetNumber: 50,
  StreetName: 100,
  Unit: 50,
  City: 50,
  PostalCode: 50,
  PhoneCountryCode: 5,
  AreaCode: 5,
  PhoneNumber: 10,
  Extension: 10,
  WebAddress: 255,
  ProfileAccountNumber: 15,
  LotNumber: 50,
} as const;

/** Phone entry (spec 1 §5): area code exactly 3, number exactly 7, extension 2 to 5. */
export const PhoneEntryRules = {
  AreaCodeLength: 3,
  PhoneNumberLength: 7,
  ExtensionMinLength: 2,
  ExtensionMaxLength: 5,
} as const;

/** Federal tax number: 2 digits, a dash, 8 digits. */
export const FederalTaxNumberPattern = /^\d{2}-\d{8}$/;

/** Local part of letters, digits or ._%+-, then @, a domain, a dot and 2-4 letters. */
export const EmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

const areaCodePattern = /^\d{3}$/;
const phoneNumberPattern = /^\d{7}$/;
const extensionPattern = /^\d{2,5}$/;
const percentPattern = /^\d{1,3}(\.\d{1,6})?$/;

export function isValidEmail(value: string): boolean {
  return EmailPattern.test(value);
}

export function isValidFederalTaxNumber(value: string): boolean {
  return FederalTaxNumberPattern.test(value);
}

/** An optional text: trimmed, at most `max` characters; empty becomes null. */
export function optionalText(field: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, M.maxLength(field, max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional value in a fixed format: empty becomes null, anything else must match. */
function optionalMatching(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || pattern.test(value), message);
}

export const EmailAddressSchema = z
  .string()
  .trim()
  .max(ProfileLimits.WebAddress, M.maxLength('Email address', ProfileLimits.WebAddress))
  .regex(EmailPattern, M.emailFormat);

export const OptionalEmailAddressSchema = optionalText(
  'Email address',
  ProfileLimits.WebAddress,
).refine((value) => value === null || isValidEmail(value), M.emailFormat);

export const OptionalFederalTaxNumberSchema = optionalMatching(
  FederalTaxNumberPattern,
  M.federalTaxNumberFormat,
);

/** The three fields of the phone entry widget; the API's phone rows add type and flags. */
export const PhoneEntryShape = {
  AreaCode: z
    .string()
    .trim()
    .min(1, { error: M.areaCodeRequired, abort: true })
    .regex(areaCodePattern, M.areaCodeFormat),
  PhoneNumber: z
    .string()
    .trim()
    .min(1, { error: M.phoneNumberRequired, abort: true })
    .regex(phoneNumberPattern, M.phoneNumberFormat),
  Extension: optionalMatching(extensionPattern, M.extensionFormat),
};

export const PhoneEntrySchema = z.object(PhoneEntryShape);
export type PhoneEntry = z.input<typeof PhoneEntrySchema>;
export type PhoneEntryField = keyof typeof PhoneEntryShape;

/** The message under each phone entry field, if any (the widget's pure validator). */
export function phoneEntryErrors(entry: PhoneEntry): Partial<Record<PhoneEntryField, string>> {
  const result = PhoneEntrySchema.safeParse(entry);
  const errors: Partial<Record<PhoneEntryField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (
      (field === 'AreaCode' || field === 'PhoneNumber' || field === 'Extension') &&
      !errors[field]
    )
      errors[field] = issue.message;
  }
  return errors;
}

/** A percentage as an exact decimal string, 0 to 100 with up to 6 decimals. */
export const OptionalPercentSchema = optionalMatching(
  percentPattern,
  M.percentOwnershipFormat,
).refine((value) => value === null || Number(value) <= 100, M.percentOwnershipFormat);

/** Only the digits of what was typed or pasted, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** The federal tax number mask: digits, with the dash after the second (12-12345678). */
export function maskFederalTaxNumber(value: string): string {
  const digits = digitsOnly(value, 10);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}
