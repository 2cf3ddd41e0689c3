// What the profile saves accept: every field with the spec's maximum size and format (spec 1 §3.2,
// §5). The web form parses the same schemas, so a message under a field is the server's message.
import {
  AgentTypes,
  CommunityTypes,
  composeDisplayName,
  EmailPattern,
  OptionalEmailAddressSchema,
  OptionalFederalTaxNumberSchema,
  OptionalPercentSchema,
  optionalText,
  OwnerLikeAgentTypeIds,
  PhoneEntryShape,
  ProfileLimits as L,
  ProfileMessages as M,
  WebAddressTypeId,
} from '@hoa/domain';
import { z } from 'zod';
import { moneyCents, entityId as id } from '../fields';

const typeId = (message: string) => z.number({ error: message }).int(message).positive(message);

export const AddressInputSchema = z.strictObject({
  AddressTypeId: typeId(M.unknownAddressType),
  StreetNumber: optionalText('Street number', L.StreetNumber),
  StreetName: optionalText('Street name', L.StreetName),
  Unit: optionalText('Unit', L.Unit),
  City: optionalText('City', L.City),
  StateId: typeId(M.unknownState).nullish().default(null),
  PostalCode: optionalText('Postal code', L.PostalCode),
  CountryId: typeId(M.unknownCountry),
  IsPrimary: z.boolean().default(false),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

export const PhoneInputSchema = z.strictObject({
  PhoneTypeId: typeId(M.unknownPhoneType),
  ...PhoneEntryShape,
  IsPrimary: z.boolean().default(false),
});
export type PhoneInput = z.input<typeof PhoneInputSchema>;

export const WebAddressInputSchema = z
  .strictObject({
    WebAddressTypeId: typeId(M.unknownWebAddressType),
    Address: z
      .string()
      .trim()
      .min(1, M.webAddressRequired)
      .max(L.WebAddress, M.maxLength('Web address', L.WebAddress)),
    IsPrimary: z.boolean().default(false),
  })
  .refine(
    (row) => row.WebAddressTypeId !== WebAddressTypeId.Email || EmailPattern.test(row.Address),
    { message: M.emailFormat, path: ['Address'] },
  );
export type WebAddressInput = z.input<typeof WebAddressInputSchema>;

export const ContactInputSchema = z
  .strictObject({
    Alias: optionalText('Alias', L.Alias),
    DisplayName: optionalText('Display name', L.DisplayName),
    CompanyName: optionalText('Company name', L.CompanyName),
    FirstName: optionalText('First name', L.FirstName),
    MiddleName: optionalText('Middle name', L.MiddleName),
    LastName: optionalText('Last name', L.LastName),
    FederalTaxNumber: OptionalFederalTaxNumberSchema,
    PrimaryEmailAddress: OptionalEmailAddressSchema,
  })
  .refine((contact) => composeDisplayName(contact) !== '', {
    message: M.displayNameRequired,
    path: ['DisplayName'],
  });
export type ContactInput = z.input<typeof ContactInputSchema>;

export const PropertyDetailsInputSchema = z.strictObject({
  AccountNumber: optionalText('Account number', L.ProfileAccountNumber),
  LotNumber: optionalText('Lot number', L.LotNumber),
  SquareFeet: z.number().int().min(0).max(2_147_483_647).nullish().default(null),
  AssessedValueCents: moneyCents.min(0).nullish().default(null),
  PercentOwnership: OptionalPercentSchema,
});
export type PropertyDetailsInput = z.input<typeof PropertyDetailsInputSchema>;

/** Addresses, phones and web addresses, at most 20 of each. */
const contactLists = {
  Contact: ContactInputSchema,
  Addresses: z.array(AddressInputSchema).max(20).default([]),
  Phones: z.array(PhoneInputSchema).max(20).default([]),
  WebAddresses: z.array(WebAddressInputSchema).max(20).default([]),
};

const agentTypeIds = AgentTypes.map((row) => row.TopsAgentTypeId);
const communityTypeNames = CommunityTypes.map((row) => row.CommunityTypeName);

export const AgentGraphInputSchema = z.strictObject({
  Agent: z.strictObject({
    /** Absent to create the agent. */
    TopsAgentId: id.optional(),
    TopsAgentTypeId: z
      .number()
      .int()
      .refine((value) => agentTypeIds.includes(value), M.unknownAgentType),
    TopsAgentParentId: id.nullish().default(null),
    CommunityAgentId: id.nullish().default(null),
    CommunityType: z
      .string()
      .refine((value) => communityTypeNames.includes(value), M.unknownCommunityType)
      .nullish()
      .default(null),
  }),
  ...contactLists,
  PropertyDetails: PropertyDetailsInputSchema.nullish().default(null),
});
export type AgentGraphInput = z.input<typeof AgentGraphInputSchema>;
export type ParsedAgentGraphInput = z.output<typeof AgentGraphInputSchema>;

export const OwnerInputSchema = z.strictObject({
  TopsAgentId: id.optional(),
  /** One of the owner-like types 4, 5, 16, 20. */
  TopsAgentTypeId: z
    .number()
    .int()
    .refine((value) => OwnerLikeAgentTypeIds.includes(value), M.ownerTypeRequired),
  PropertyAgentId: id,
  ...contactLists,
});
export type OwnerInput = z.input<typeof OwnerInputSchema>;

export const PropertyInputSchema = z.strictObject({
  TopsAgentId: id.optional(),
  CommunityAgentId: id,
  ...contactLists,
  PropertyDetails: PropertyDetailsInputSchema.nullish().default(null),
});
export type PropertyInput = z.input<typeof PropertyInputSchema>;
