// Checks and normal forms of an agent's addresses, phones and web addresses before they are saved.
import { Countries } from '../static-data/countries';
import {
  AddressTypes,
  PhoneTypes,
  WebAddressTypeId,
  WebAddressTypes,
} from '../static-data/contact-types';
import { States } from '../static-data/states';
import { isAddressTypeAllowed } from './agent-rules';
import { agentTypeNoun } from './agent-type-label';
import { ProfileMessages as M } from './profile-messages';

export interface ContactListsShape {
  readonly Addresses: readonly {
    AddressTypeId: number;
    CountryId: number;
    StateId: number | null;
  }[];
  readonly Phones: readonly { PhoneTypeId: number }[];
  readonly WebAddresses: readonly { WebAddressTypeId: number }[];
}

/** The first problem of the lists for an agent of this type: unknown ids or a refused address type. */
export function contactListsProblem(agentTypeId: number, lists: ContactListsShape): string | null {
  for (const address of lists.Addresses) {
    const type = AddressTypes.find((row) => row.AddressTypeId === address.AddressTypeId);
    if (!type) return M.unknownAddressType;
    if (!isAddressTypeAllowed(agentTypeId, type.AddressTypeId))
      return M.addressTypeNotAllowed(type.AddressTypeName, agentTypeNoun(agentTypeId));
    if (!Countries.some((row) => row.CountryId === address.CountryId)) return M.unknownCountry;
    if (address.StateId !== null && !States.some((row) => row.StateId === address.StateId))
      return M.unknownState;
  }
  if (lists.Phones.some((phone) => !PhoneTypes.some((t) => t.PhoneTypeId === phone.PhoneTypeId)))
    return M.unknownPhoneType;
  const knownWeb = (id: number) => WebAddressTypes.some((t) => t.WebAddressTypeId === id);
  if (lists.WebAddresses.some((web) => !knownWeb(web.WebAddressTypeId)))
    return M.unknownWebAddressType;
  return null;
}

export interface PrimaryFlagged {
  IsPrimary: boolean;
}

/** Exactly one primary row: the first marked one, else the first row. */
export function withOnePrimary<T extends PrimaryFlagged>(rows: readonly T[]): T[] {
  const primary = Math.max(
    0,
    rows.findIndex((row) => row.IsPrimary),
  );
  return rows.map((row, index) => ({ ...row, IsPrimary: index === primary }));
}

export interface WebAddressParts extends PrimaryFlagged {
  WebAddressTypeId: number;
  Address: string;
}

/** The typed primary email, else the primary (or first) Email web address, else null. */
export function primaryEmailOf(
  typed: string | null,
  webAddresses: readonly WebAddressParts[],
): string | null {
  if (typed) return typed;
  const emails = webAddresses.filter((row) => row.WebAddressTypeId === WebAddressTypeId.Email);
  return (emails.find((row) => row.IsPrimary) ?? emails.at(0))?.Address ?? null;
}
