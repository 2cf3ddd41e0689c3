import { FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, moneyCents, entityId as id } from '../fields';

// Statements, coupon books and mailing labels of the AR menu's Invoices & Statements (spec 3 §2
// 'Mailings: labels, owner labels, statements', §3 'Coupon owner', §7 Coupon/GetCouponOwnersList,
// GetPropertyStatementUri, MailingLabels/GetOwnerMailingLabelItemSummary, §9 coupon owners 50 a
// page, whole list fetched with take 2147483647, coupon sort options 1 to 6). The owners are the
// billed (primary) owners of a community's properties; amounts are integer cents; documents come
// back as PDF downloads. The rules (scan line, coupon schedule, sort names) are in @hoa/domain.

const cents = moneyCents;

/** How many owners one document may hold: a print run of a large community, in one request. */
export const MaxPrintedOwners = 5_000;
const ownerIds = z.array(id).min(1).max(MaxPrintedOwners);

const pdf = (what: string) =>
  z.custom<Uint8Array>().meta({ type: 'string', format: 'binary', description: `${what} as PDF` });

export const CouponOwnersFilters = z.strictObject({
  CommunityAgentId: id,
  /** 1 account number, 2 last name, 3 mailing ZIP code, 4 balance high first, 5 low first, 6 street. */
  SortOption: z.number().int().min(1).max(6).default(1),
  Skip: z.number().int().min(0).default(0),
  Take: z.number().int().min(1).max(2_147_483_647).default(2_147_483_647),
  /** Words that must each match the owner's name, the account number or the property address. */
  SearchText: z.string().trim().max(100).default(''),
  /** Only owners whose balance is above this many cents. */
  BalanceOver: cents.nullable().default(null),
  IsDirectDebit: z.boolean().nullable().default(null),
  IsHoldPayment: z.boolean().nullable().default(null),
  /** Only properties assigned this section code (type 19). */
  SectionId: id.nullable().default(null),
});
export type CouponOwnersFilters = z.input<typeof CouponOwnersFilters>;

export const CouponOwnerSchema = z.object({
  /** The billed owner (agent type 4). */
  TopsAgentId: z.number(),
  LastName: z.string(),
  /** The owner's display name. */
  OwnerName: z.string(),
  PropertyAgentId: z.number(),
  /** The property's street address. */
  AddressDisplay: z.string(),
  /** The ZIP code of the owner's mailing address. */
  MailingPostalCode: z.string(),
  AccountNumber: z.string().nullable(),
  /** The section codes assigned to the property, by alias, comma-separated. */
  Sections: z.string(),
  /** The owner has an active direct debit enrollment. */
  IsDirectDebit: z.boolean(),
  /** The property is on hold for collections. */
  IsHoldPayment: z.boolean(),
  /** The owner's balance (cents; below 0 a credit). */
  Balance: z.number(),
  /** Owners matching the filters, on every row. */
  TotalOwners: z.number(),
});
export type CouponOwner = z.infer<typeof CouponOwnerSchema>;

export const PrintStatementsBody = z.strictObject({
  CommunityAgentId: id,
  OwnerAgentIds: ownerIds,
  StatementDate: isoDate,
  /** Activity from this date; the balance before it is brought forward. */
  StartDate: isoDate,
  /** Printed on every statement above the activity. */
  Message: z.string().trim().max(500).default(''),
});
export type PrintStatementsBody = z.input<typeof PrintStatementsBody>;

export const PrintCouponBooksBody = z.strictObject({
  CommunityAgentId: id,
  OwnerAgentIds: ownerIds,
  Year: z.number().int().min(2000).max(2100),
  StartMonth: z.number().int().min(1).max(12),
  CouponCount: z.number().int().min(1).max(24).default(12),
  DueDay: z.number().int().min(1).max(31).default(1),
});
export type PrintCouponBooksBody = z.input<typeof PrintCouponBooksBody>;

/** 'mailing': the owner's mailing address; 'owner': name, account and property, for files. */
export const LabelKind = z.enum(['mailing', 'owner']);
export type LabelKind = z.infer<typeof LabelKind>;

export const PrintLabelsBody = z.strictObject({
  CommunityAgentId: id,
  OwnerAgentIds: ownerIds,
  LabelKind: LabelKind.default('mailing'),
  /** The first free label of a part-used sheet, 1 to 30 (across, then down). */
  StartPosition: z.number().int().min(1).max(30).default(1),
});
export type PrintLabelsBody = z.input<typeof PrintLabelsBody>;

export const MailingLabelSummarySchema = z.object({
  CommunityAgentId: z.number(),
  Owners: z.number(),
  /** Owners mailed at an address of their own (billing, else their primary address). */
  OwnMailingAddress: z.number(),
  /** Owners mailed at their property's address. */
  PropertyAddress: z.number(),
  /** Owners with no address at all: no label is printed for them. */
  NoAddress: z.number(),
  Pages: z.number(),
});
export type MailingLabelSummary = z.infer<typeof MailingLabelSummarySchema>;

export const coupons = {
  GetCouponOwnersList: endpoint({
    method: 'POST',
    path: '/api/Coupon/GetCouponOwnersList',
    summary: 'The billed owners of a community for coupons and statements, filtered and sorted',
    access: { claim: 'owner', level: 'read' },
    body: CouponOwnersFilters,
    response: z.array(CouponOwnerSchema),
  }),
  PrintCouponBooks: endpoint({
    method: 'POST',
    path: '/api/Coupon/PrintCouponBooks',
    summary: 'Coupon books of the owners: a coupon a month with amount, due date and scan line',
    access: { claim: 'owner', level: 'read' },
    body: PrintCouponBooksBody,
    response: pdf('The coupon books'),
    download: [FileTypes.Pdf],
  }),
};

export const statements = {
  GetPropertyStatementUri: endpoint({
    method: 'GET',
    path: '/api/Communications/GetPropertyStatementUri',
    summary: "The statement of a property's billed owner",
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({
      propertyAgentId: idParam,
      statementDate: isoDate.optional(),
      startDate: isoDate.optional(),
    }),
    response: pdf('The statement'),
    download: [FileTypes.Pdf],
  }),
  PrintStatements: endpoint({
    method: 'POST',
    path: '/api/Statement/PrintStatements',
    summary: 'A statement per owner: activity since the start date, balances, remittance stub',
    access: { claim: 'owner', level: 'read' },
    body: PrintStatementsBody,
    response: pdf('The statements'),
    download: [FileTypes.Pdf],
  }),
};

export const mailingLabels = {
  GetOwnerMailingLabelItemSummary: endpoint({
    method: 'GET',
    path: '/api/MailingLabels/GetOwnerMailingLabelItemSummary',
    summary: 'Where the owners of a community are mailed, and how many label pages they take',
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: MailingLabelSummarySchema,
  }),
  PrintMailingLabels: endpoint({
    method: 'POST',
    path: '/api/MailingLabels/PrintMailingLabels',
    summary: 'Mailing or owner labels, Avery 5160 (3 across, 10 down on US Letter)',
    access: { claim: 'owner', level: 'read' },
    body: PrintLabelsBody,
    response: pdf('The labels'),
    download: [FileTypes.Pdf],
  }),
};
