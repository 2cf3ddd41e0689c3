import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, moneyCents, entityId as id } from '../fields';

// Journal entries (spec 2 §2, §3 'General ledger', §7; spec 3 §3 'Journal entry'). Amounts are
// integer cents; the entry rules and their messages are in @hoa/domain (journal-entry.ts).

const cents = moneyCents.min(0);

export const JournalAccountSchema = z.object({
  TopsAccountId: z.number(),
  TopsAccountTypeId: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string(),
});
export type JournalAccount = z.infer<typeof JournalAccountSchema>;

export const JournalLineSchema = z.object({
  TopsItemAgentDetailId: z.number(),
  /** Cents, on the side IsDebit says. */
  Amount: z.number(),
  Amount_Debit: z.number(),
  Amount_Credit: z.number(),
  IsDebit: z.boolean(),
  Account: JournalAccountSchema.nullable(),
  CostCenterCategoryId: z.number().nullable(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  IsDeleted: z.boolean(),
});
export type JournalLine = z.infer<typeof JournalLineSchema>;

export const JournalEntrySchema = z.object({
  TopsItemId: z.number(),
  TopsItemAgentId: z.number().nullable(),
  /** The entry's agent: the community. */
  TopsAgentId: z.number().nullable(),
  CommunityAgentId: z.number(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  PostDate: z.string(),
  /** The item status: 3 accrued, 4 posted, 16 deleted. */
  ItemStatus: z.number(),
  StatusName: z.string(),
  ReverseNextPeriod: z.boolean(),
  ReversalDate: z.string().nullable(),
  TotalAmount_Debit: z.number(),
  TotalAmount_Credit: z.number(),
  IsJournalEntryTemplate: z.boolean(),
  /** This entry reverses that one (reverse next period). */
  ReversalOfItemId: z.number().nullable(),
  /** The entry that reverses this one in the next period. */
  ReversedByItemId: z.number().nullable(),
  /** The closing entry of a fiscal year: changed only by undoing the close. */
  IsYearClose: z.boolean(),
  CreatedAt: z.string(),
  Transactions: z.array(JournalLineSchema),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

export const JournalEntrySummarySchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  PostDate: z.string(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  ItemStatus: z.number(),
  StatusName: z.string(),
  TotalAmount: z.number(),
  LineCount: z.number(),
  ReverseNextPeriod: z.boolean(),
  ReversalOfItemId: z.number().nullable(),
  IsJournalEntryTemplate: z.boolean(),
});
export type JournalEntrySummary = z.infer<typeof JournalEntrySummarySchema>;

export const JournalLineInputSchema = z.strictObject({
  /** A stored line being changed or (IsDeleted) removed; absent for a new line. */
  TopsItemAgentDetailId: id.nullable().default(null),
  AccountId: id.nullable(),
  Amount_Debit: cents.nullable().default(null),
  Amount_Credit: cents.nullable().default(null),
  CostCenterCategoryId: id.nullable().default(null),
  Reference: z.string().max(100).default(''),
  Description: z.string().max(200).default(''),
  IsDeleted: z.boolean().default(false),
});
export type JournalLineInput = z.input<typeof JournalLineInputSchema>;

export const SaveJournalEntryBody = z.strictObject({
  /** Present when editing a stored (accrued) entry or template. */
  TopsItemId: id.optional(),
  CommunityAgentId: id,
  /** 'YYYY-MM-DD'; checked with the spec's messages by the use case. */
  PostDate: z.string().max(20),
  Reference: z.string().max(100).default(''),
  Description: z.string().max(500).default(''),
  ReverseNextPeriod: z.boolean().default(false),
  IsJournalEntryTemplate: z.boolean().default(false),
  /** Post now (status 4, ledger lines written); otherwise the entry is saved accrued (status 3). */
  IsPosted: z.boolean().default(false),
  /** A new entry sent twice with the same key is stored once. */
  IdempotencyKey: z.string().min(8).max(100).optional(),
  Transactions: z.array(JournalLineInputSchema).max(1000),
});
export type SaveJournalEntryBody = z.input<typeof SaveJournalEntryBody>;

export const ImportedJournalEntrySchema = z.object({
  /** The first line of the file (1-based, after the heading) that belongs to the entry. */
  Row: z.number(),
  PostDate: z.string(),
  Reference: z.string(),
  Description: z.string(),
  LineCount: z.number(),
  TotalAmount_Debit: z.number(),
  TotalAmount_Credit: z.number(),
  Problems: z.array(z.string()),
});

export const journalEntries = {
  GetJournalEntry: endpoint({
    method: 'GET',
    path: '/api/JournalEntry/GetJournalEntry',
    summary: 'One journal entry or template with its lines',
    access: { claim: 'gljournalentries', level: 'read' },
    query: z.strictObject({ itemId: idParam }),
    response: JournalEntrySchema,
  }),
  GetJournalEntries: endpoint({
    method: 'GET',
    path: '/api/JournalEntry/GetJournalEntries',
    summary: 'The community’s journal entries (or templates), newest post date first',
    access: { claim: 'gljournalentries', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      isTemplate: booleanParam.default(false),
      /** 3 accrued or 4 posted; both when absent. Removed entries (16) are never listed. */
      statusId: z.coerce.number().int().optional(),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(25),
    }),
    response: z.object({ TotalCount: z.number(), Items: z.array(JournalEntrySummarySchema) }),
  }),
  SaveJournalEntry: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/JournalEntry/SaveJournalEntry',
    summary:
      'Adds or edits an accrued journal entry or a template, and posts it when IsPosted (posted entries are final)',
    body: SaveJournalEntryBody,
    response: JournalEntrySchema,
  }),
  RemoveJournalEntry: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/JournalEntry/RemoveJournalEntry',
    summary:
      'Removes a journal entry: a posted one is reversed on its post date (and its next-period reversal with it)',
    access: { claim: 'gljournalentries', level: 'delete' },
    body: z.strictObject({ TopsItemId: id }),
    response: z.object({ TopsItemId: z.number(), ReversedItemIds: z.array(z.number()) }),
  }),
  ValidatePostDate: endpoint({
    method: 'POST',
    path: '/api/Item/ValidatePostDate',
    summary:
      'Post date validation (community, date, 60, true): refused outside open periods; beyond the days from today it asks for confirmation',
    body: z.strictObject({
      communityAgentId: id,
      postDate: z.string().max(20),
      /** Days from today beyond which the date needs confirmation (the spec calls with 60). */
      days: z.number().int().min(0).max(3660).default(60),
      /** true: beyond the days is a confirmation; false: it is refused. */
      allowConfirm: z.boolean().default(true),
    }),
    response: z.object({
      IsValid: z.boolean(),
      errorMessage: z.string().nullable(),
      ConfirmMessage: z.string().nullable(),
    }),
  }),
  ImportJournalEntries: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Import/JournalEntries',
    summary:
      'Journal entries from CSV text (PostDate, Reference, Description, AccountNumber, Debit, Credit, LineDescription): preview, or save as accrued entries',
    access: { claim: 'gljournalentries', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: id,
      FileName: z.string().max(255),
      /** The file's text; one row per line, rows with the same PostDate and Reference form one entry. */
      Content: z.string().max(900_000),
      IsPreview: z.boolean(),
    }),
    response: z.object({
      Entries: z.array(ImportedJournalEntrySchema),
      SavedItemIds: z.array(z.number()),
    }),
  }),
};
