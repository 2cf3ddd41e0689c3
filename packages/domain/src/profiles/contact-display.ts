// How contact data reads on screen: phone '(area) prefix-line' (spec 1 §3.2), address lines with the
// state's alias, and the display name a profile gets when none is typed.
import { Countries, UsCountryId } from '../static-data/countries';
import { States } from '../static-data/states';

export interface PhoneParts {
  AreaCode: string;
  PhoneNumber: string;
  Extension?: string | null;
}

/** '(555) 123-4567', with ' x12' for an extension; other lengths are shown as stored. */
export function formatPhone(phone: PhoneParts): string {
  const number =
    phone.PhoneNumber.length === 7
      ? `${phone.PhoneNumber.slice(0, 3)}-${phone.PhoneNumber.slice(3)}`
      : phone.PhoneNumber;
  const main = phone.AreaCode ? `(${phone.AreaCode}) ${number}` : number;
  return phone.Extension ? `${main} x${phone.Extension}` : main;
}

export interface AddressParts {
  StreetNumber: string | null;
  StreetName: string | null;
  Unit: string | null;
  City: string | null;
  StateId: number | null;
  PostalCode: string | null;
  CountryId: number;
}

function joinPresent(parts: readonly (string | null | undefined)[], separator: string): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}

/** Street line, then 'City, ST 12345', then the country when it is not the United States. */
export function formatAddressLines(address: AddressParts): string[] {
  // '4B' reads 'Unit 4B'; a unit that names itself ('Suite 210', '#5') is kept as typed.
  const unit = address.Unit
    ? /^([A-Za-z]+\s|#)/.test(address.Unit)
      ? address.Unit
      : `Unit ${address.Unit}`
    : null;
  const street = joinPresent([address.StreetNumber, address.StreetName, unit], ' ');
  const state = States.find((row) => row.StateId === address.StateId)?.StateAlias;
  const region = joinPresent([state, address.PostalCode], ' ');
  const town = joinPresent([address.City, region], ', ');
  const country =
    address.CountryId === UsCountryId
      ? null
      : (Countries.find((row) => row.CountryId === address.CountryId)?.CountryName ?? null);
  return [street, town, country].filter((line): line is string => Boolean(line));
}

export interface NameParts {
  DisplayName?: string | null;
  FirstName?: string | null;
  MiddleName?: string | null;
  LastName?: string | null;
  CompanyName?: string | null;
}

/** The typed display name, else first, middle and last name, else the company name; '' if none. */
export function composeDisplayName(contact: NameParts): string {
  const typed = contact.DisplayName?.trim();
  if (typed) return typed;
  const person = joinPresent(
    [contact.FirstName?.trim(), contact.MiddleName?.trim(), contact.LastName?.trim()],
    ' ',
  );
  return person || (contact.CompanyName?.trim() ?? '');
}

/** Up to two initials of a display name (words of letters first), for a profile without a picture. */
export function initialsOf(displayName: string): string {
  const all = displayName.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  const lettered = all.filter((word) => /^[A-Za-z]/.test(word));
  const words = lettered.length > 0 ? lettered : all;
  const first = words.at(0)?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
