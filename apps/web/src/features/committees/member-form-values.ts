import type { CommitteeMember, SaveCommitteeMemberBody } from '@hoa/contract';
import {
  AgentTypeId,
  CommitteeMessages,
  DefaultCommitteeMemberTypeId,
  expirationFromMonthYear,
  isValidEmail,
  isValidMemberContact,
  monthYearOfExpiration,
  phoneEntryErrors,
  PhoneTypeId,
  ProfileMessages,
  WebAddressTypeId,
} from '@hoa/domain';

/** What the member modal edits: names, one email, one phone, role and expiration. */
export interface MemberFormValues {
  FirstName: string;
  MiddleName: string;
  LastName: string;
  Email: string;
  AreaCode: string;
  PhoneNumber: string;
  CommitteeMemberTypeId: number;
  ExpirationMonth: number | null;
  ExpirationYear: number | null;
}

export type MemberFormErrors = Partial<Record<keyof MemberFormValues, string>>;

/** A seat's contact is edited here only when it was made for seats (type 11) or is new. */
export function ownsContact(member: CommitteeMember | undefined): boolean {
  return !member || member.Agent.TopsAgentTypeId === AgentTypeId.CommitteeMember;
}

function primaryOf<T extends { IsPrimary: boolean }>(rows: readonly T[]): T | undefined {
  return rows.find((row) => row.IsPrimary) ?? rows[0];
}

function emailsOf(member: CommitteeMember) {
  return member.WebAddresses.filter((web) => web.WebAddressTypeId === WebAddressTypeId.Email);
}

export function toFormValues(member: CommitteeMember | undefined): MemberFormValues {
  const phone = member ? primaryOf(member.Phones) : undefined;
  const email = member ? primaryOf(emailsOf(member)) : undefined;
  const { month, year } = monthYearOfExpiration(member?.ExpirationDate ?? null);
  return {
    FirstName: member?.Contact.FirstName ?? '',
    MiddleName: member?.Contact.MiddleName ?? '',
    LastName: member?.Contact.LastName ?? '',
    Email: email?.Address ?? '',
    AreaCode: phone?.AreaCode ?? '',
    PhoneNumber: phone?.PhoneNumber ?? '',
    CommitteeMemberTypeId: member?.CommitteeMemberTypeId ?? DefaultCommitteeMemberTypeId,
    ExpirationMonth: month,
    ExpirationYear: year,
  };
}

/** The spec's messages (spec 1 §5) and the phone entry and email formats, by field. */
export function validateMember(
  values: MemberFormValues,
  member: CommitteeMember | undefined,
): MemberFormErrors {
  const errors: MemberFormErrors = {};
  if (ownsContact(member)) {
    if (!isValidMemberContact(values)) errors.FirstName = CommitteeMessages.invalidContact;
    if (values.Email.trim() && !isValidEmail(values.Email.trim())) {
      errors.Email = ProfileMessages.emailFormat;
    }
    if (values.AreaCode.trim() || values.PhoneNumber.trim()) {
      const phone = phoneEntryErrors({
        AreaCode: values.AreaCode,
        PhoneNumber: values.PhoneNumber,
      });
      if (phone.AreaCode) errors.AreaCode = phone.AreaCode;
      if (phone.PhoneNumber) errors.PhoneNumber = phone.PhoneNumber;
    }
  }
  const expiration = expirationFromMonthYear(values.ExpirationMonth, values.ExpirationYear);
  if (!expiration.ok) errors.ExpirationMonth = expiration.message;
  return errors;
}

/**
 * The save body: the edited phone and email replace the member's primary ones, the member's other
 * phones and web addresses are sent back as they are.
 */
export function toSaveBody(
  values: MemberFormValues,
  committeeAgentId: number,
  member: CommitteeMember | undefined,
): SaveCommitteeMemberBody {
  const seat = {
    committeeMemberSettingsId: member?.committeeMemberSettingsId,
    CommitteeAgentId: committeeAgentId,
    CommitteeMemberTypeId: values.CommitteeMemberTypeId,
    ExpirationMonth: values.ExpirationMonth,
    ExpirationYear: values.ExpirationYear,
  };
  if (!ownsContact(member)) return seat;
  const phone = member ? primaryOf(member.Phones) : undefined;
  const otherPhones = (member?.Phones ?? []).filter((row) => row !== phone);
  const email = member ? primaryOf(emailsOf(member)) : undefined;
  const otherWeb = (member?.WebAddresses ?? []).filter((row) => row !== email);
  const typedPhone = values.AreaCode.trim() || values.PhoneNumber.trim();
  const typedEmail = values.Email.trim();
  return {
    ...seat,
    Contact: {
      FirstName: values.FirstName,
      MiddleName: values.MiddleName,
      LastName: values.LastName,
    },
    Phones: [
      ...(typedPhone
        ? [
            {
              PhoneTypeId: phone?.PhoneTypeId ?? PhoneTypeId.Mobile,
              AreaCode: values.AreaCode.trim(),
              PhoneNumber: values.PhoneNumber.trim(),
              Extension: phone?.Extension ?? null,
              IsPrimary: true,
            },
          ]
        : []),
      ...otherPhones.map((row) => ({
        PhoneTypeId: row.PhoneTypeId,
        AreaCode: row.AreaCode,
        PhoneNumber: row.PhoneNumber,
        Extension: row.Extension,
        IsPrimary: false,
      })),
    ],
    WebAddresses: [
      ...(typedEmail
        ? [{ WebAddressTypeId: WebAddressTypeId.Email, Address: typedEmail, IsPrimary: true }]
        : []),
      ...otherWeb.map((row) => ({
        WebAddressTypeId: row.WebAddressTypeId,
        Address: row.Address,
        IsPrimary: false,
      })),
    ],
  };
}

/** Role names of the static data read with spaces: Vice_President shows as Vice President. */
export function roleLabel(name: string): string {
  return name.replaceAll('_', ' ');
}
