import { z } from 'zod';
import {
  OptionalEmailAddressSchema,
  optionalText,
  OwnerSortOptionId,
  type OwnerSortOptionIdValue,
  PhoneEntryShape,
  ProfileLimits as L,
} from '@hoa/domain';
import { endpoint } from '../endpoint';
import { idListParam, noInput } from '../fields';
import { OwnershipRowSchema, pageOf, type OwnershipRow } from './portfolio';

/** The kinds of value an ownership grid column shows, which say how the grid renders it. */
export const OwnershipColumnTypes = ['text', 'link', 'email', 'phone', 'money'] as const;

/** A column of the ownership grid (spec 1 §7.8 GetColumnDefinitions), a field of the row. */
export const OwnershipColumnSchema = z.object({
  Field: z.enum(
    Object.keys(OwnershipRowSchema.shape) as [keyof OwnershipRow, ...(keyof OwnershipRow)[]],
  ),
  Title: z.string(),
  Type: z.enum(OwnershipColumnTypes),
  /** The grid sorts by the column; it sorts as this owner sort option. */
  Sortable: z.boolean(),
  SortOptionId: z.enum(OwnerSortOptionId).nullable(),
  /** The search's criteria find rows by the column's value. */
  Filterable: z.boolean(),
  VisibleByDefault: z.boolean(),
});
export type OwnershipColumn = z.infer<typeof OwnershipColumnSchema>;

const S = OwnerSortOptionId;
const column = (
  Field: OwnershipColumn['Field'],
  Title: string,
  options: {
    type?: OwnershipColumn['Type'];
    sort?: OwnerSortOptionIdValue;
    filterable?: boolean;
    visible?: boolean;
  } = {},
): OwnershipColumn => ({
  Field,
  Title,
  Type: options.type ?? 'text',
  Sortable: options.sort !== undefined,
  SortOptionId: options.sort ?? null,
  Filterable: options.filterable ?? false,
  VisibleByDefault: options.visible ?? false,
});

/**
 * The one list of the ownership grid's columns, in grid order: the server answers it and the web
 * grid renders it. Filterable columns are those owner search matches a term against (names, email,
 * phone, account, street line); sortable ones map to an owner sort option (spec 1 §3.5b).
 */
export const OwnershipColumns: readonly OwnershipColumn[] = [
  column('DisplayName', 'Name', {
    type: 'link',
    sort: S.LastName,
    filterable: true,
    visible: true,
  }),
  column('FirstName', 'First name', { sort: S.FirstName, filterable: true }),
  column('LastName', 'Last name', { sort: S.LastName, filterable: true }),
  column('AgentTypeName', 'Type', { visible: true }),
  column('AccountNumber', 'Account', { sort: S.AccountNumber, filterable: true, visible: true }),
  column('LotNumber', 'Lot', { sort: S.LotNumber }),
  column('StreetNumber', 'Street number', {
    sort: S.StreetNumber,
    filterable: true,
    visible: true,
  }),
  column('StreetName', 'Street', { sort: S.StreetName, filterable: true, visible: true }),
  column('Unit', 'Unit', { visible: true }),
  column('City', 'City'),
  column('CommunityName', 'Community'),
  column('Phone', 'Phone', { type: 'phone', filterable: true, visible: true }),
  column('PrimaryEmailAddress', 'Email', { type: 'email', filterable: true, visible: true }),
  column('Balance', 'Balance', { type: 'money', sort: S.Balance, visible: true }),
];

/** The fields the grid can sort by. */
export const OwnershipSortFields = OwnershipColumns.filter((c) => c.Sortable).map((c) => c.Field);

export const OwnershipSearchSchema = z.strictObject({
  /** One community on the caller's list; absent for the whole list. */
  communityAgentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Owner search's term (names from 1 character, contact details from 3); absent lists all. */
  criteria: z.string().max(100).optional(),
  /** Owner-like types 4, 5, 16 and 20; absent for all of them. */
  agentTypeIds: z.array(z.number().int()).max(4).optional(),
  sortField: z
    .string()
    .refine((field) => OwnershipSortFields.some((f) => f === field), {
      message: `sortField must be one of ${OwnershipSortFields.join(', ')}`,
    })
    .default('LastName'),
  skip: z.number().int().min(0).max(10_000_000).default(0),
  take: z.number().int().min(1).max(100).default(25),
});
export type OwnershipSearch = z.input<typeof OwnershipSearchSchema>;

/** A row of the grid as it edits it: the owner's names, mailing address, primary email and phone. */
export const OwnershipSaveSchema = z.strictObject({
  TopsAgentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  FirstName: optionalText('First name', L.FirstName),
  LastName: optionalText('Last name', L.LastName),
  /** Absent or empty: composed from the names. */
  DisplayName: optionalText('Display name', L.DisplayName),
  PrimaryEmailAddress: OptionalEmailAddressSchema,
  /** The primary phone; null removes it. */
  Phone: z.strictObject(PhoneEntryShape).nullable(),
  /** The primary (mailing) address; null removes it. */
  MailingAddress: z
    .strictObject({
      StreetNumber: optionalText('Street number', L.StreetNumber),
      StreetName: optionalText('Street name', L.StreetName),
      Unit: optionalText('Unit', L.Unit),
      City: optionalText('City', L.City),
      StateId: z.number().int().positive().nullish().default(null),
      PostalCode: optionalText('Postal code', L.PostalCode),
    })
    .nullable(),
});
export type OwnershipSave = z.input<typeof OwnershipSaveSchema>;

export const PrimaryEmailAddressSchema = z.object({
  TopsAgentId: z.number(),
  PrimaryEmailAddress: z.string().nullable(),
});

export const ownership = {
  GetColumnDefinitions: endpoint({
    method: 'GET',
    path: '/api/Ownership/GetColumnDefinitions',
    summary: 'The columns the ownership grid can show: field, title, type, sort, filter, default',
    access: { claim: 'owner', level: 'read' },
    query: noInput,
    response: z.array(OwnershipColumnSchema),
  }),
  GetPrimaryEmailAddresses: endpoint({
    method: 'GET',
    path: '/api/Ownership/GetPrimaryEmailAddresses',
    summary: 'The primary email address of each owner asked for (null where it has none)',
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({ agentIds: idListParam }),
    response: z.array(PrimaryEmailAddressSchema),
  }),
  Save: endpoint({
    method: 'POST',
    path: '/api/Ownership/Save',
    summary:
      'Saves an ownership row (names, mailing address, primary email and phone) as the ' +
      'owner profile save does, and answers the row as stored',
    access: { claim: 'owner', level: 'update' },
    body: OwnershipSaveSchema,
    response: OwnershipRowSchema,
  }),
  Search: endpoint({
    method: 'POST',
    path: '/api/Ownership/Search',
    summary:
      'Owners with their property for the ownership grid: criteria, owner types, sort ' +
      'field, paged',
    access: { claim: 'owner', level: 'read' },
    body: OwnershipSearchSchema,
    response: pageOf(OwnershipRowSchema),
  }),
};
