import { InterestLimits, LateFeeExclusionDays } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, entityId as id } from '../fields';
import { batchSummary, itemAgentSummary, postItemV2 } from './charges';

// Late fee (41) and interest (42) run settings (spec 3 §3 'Interest settings', §5 'Interest',
// 'Late fees', §7 'Interest settings', 'Interest candidates', 'Late fee settings and chargeable
// codes'). The runs themselves are accrued through ApplyScheduledCharges with TopsTxnTypeId 41 or 42
// and reviewed and posted there or under their own controllers (batch summary, item-agent summary,
// PostItemV2), which refuse runs of other types. These settings say what they charge. Rates are
// annual percents.

const ids = z.array(id).max(5_000);

export const SettingsCodeSchema = z.object({
  TopsCodeId: z.number(),
  TopsCodeTypeId: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  MethodId: z.number().nullable(),
  /** The flat amount, cents. */
  Amount: z.number(),
  /** The percent of the rate methods, as a decimal text. */
  Rate: z.string().nullable(),
});
export type SettingsCode = z.infer<typeof SettingsCodeSchema>;

export const LateFeeSettingsSchema = z.object({
  CommunityAgentId: z.number(),
  /** The chargeable codes whose unpaid balance draws a late fee. */
  CodeIds: z.array(z.number()),
  ExclusionDays: z.number(),
  CurrentMonthOnly: z.boolean(),
  /** The community's late fee codes (type 3): what a run charges, by each code's method. */
  LateFeeCodes: z.array(SettingsCodeSchema),
});
export type LateFeeSettings = z.infer<typeof LateFeeSettingsSchema>;

export const SaveLateFeeSettingsBody = z.strictObject({
  CommunityAgentId: id,
  CodeIds: ids,
  ExclusionDays: z.number().int().nullable(),
  CurrentMonthOnly: z.boolean().default(false),
});
export type SaveLateFeeSettingsBody = z.input<typeof SaveLateFeeSettingsBody>;

export const InterestSettingsSchema = z.object({
  CommunityAgentId: z.number(),
  Days: z.number(),
  ExclusionDays: z.number(),
  Rate: z.number(),
  MethodId: z.number().nullable(),
  AllCandidates: z.boolean(),
  CodeIds: z.array(z.number()),
  /** The properties charged when not AllCandidates. */
  PropertyIds: z.array(z.number()),
  /** The codes that can bear interest: charge codes and workflow codes. */
  CodeGrouping: z.object({
    ChargeCodes: z.array(SettingsCodeSchema),
    WorkflowCodes: z.array(SettingsCodeSchema),
  }),
  /** The community's interest codes (type 11): what a run charges. */
  InterestCodes: z.array(SettingsCodeSchema),
});
export type InterestSettings = z.infer<typeof InterestSettingsSchema>;

/** Nullable fields so the server can answer with the spec's messages, not a schema error. */
export const SaveInterestSettingsBody = z.strictObject({
  CommunityAgentId: id,
  Days: z.number().int().nullable(),
  ExclusionDays: z.number().int().nullable(),
  Rate: z.number().nullable(),
  MethodId: z.number().int().nullable(),
  AllCandidates: z.boolean(),
  CodeIds: ids,
  PropertyIds: ids.default([]),
});
export type SaveInterestSettingsBody = z.input<typeof SaveInterestSettingsBody>;

export const InterestCandidateSchema = z.object({
  PropertyID: z.number(),
  AccountNumber: z.string().nullable(),
  Address: z.string().nullable(),
  OwnerName: z.string().nullable(),
  /** The owner's balance of the selected codes, cents. */
  Balance: z.number(),
});
export type InterestCandidate = z.infer<typeof InterestCandidateSchema>;

const community = z.strictObject({ communityAgentId: idParam });

export const lateFeesInterest = {
  GetLateFeeSettings: endpoint({
    method: 'GET',
    path: '/api/ApplyLateFees/GetLateFeeSettings',
    summary: 'Late fee settings of a community: chargeable codes, exclusion days, current month',
    access: { claim: 'arapplylatefees', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, fiscalYearId: idParam.optional() }),
    response: LateFeeSettingsSchema,
  }),
  GetChargeableCodes: endpoint({
    method: 'GET',
    path: '/api/ApplyLateFees/GetChargeableCodes',
    summary: 'The charge codes a late fee can be assessed on',
    access: { claim: 'arapplylatefees', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, fiscalYearId: idParam.optional() }),
    response: z.array(SettingsCodeSchema),
  }),
  SaveLateFeeSettings: endpoint({
    method: 'POST',
    path: '/api/ApplyLateFees/SaveLateFeeSettings',
    summary: `Save late fee settings (exclusion days ${LateFeeExclusionDays.Min}-${LateFeeExclusionDays.Max})`,
    access: { claim: 'arapplylatefees', level: 'update' },
    body: SaveLateFeeSettingsBody,
    response: LateFeeSettingsSchema,
  }),
  GetInterestSettings: endpoint({
    method: 'GET',
    path: '/api/ApplyInterest/GetInterestSettings',
    summary: 'Interest settings: Days, Rate, ExclusionDays, MethodId, CodeIds, CodeGrouping',
    access: { claim: 'arapplyinterest', level: 'read' },
    query: community,
    response: InterestSettingsSchema,
  }),
  SaveInterestSettings: endpoint({
    method: 'POST',
    path: '/api/ApplyInterest/SaveInterestSettings',
    summary: `Save interest settings (days ${InterestLimits.Days.Min}-${InterestLimits.Days.Max}, rate up to ${InterestLimits.Rate.Max})`,
    access: { claim: 'arapplyinterest', level: 'update' },
    body: SaveInterestSettingsBody,
    response: InterestSettingsSchema,
  }),
  GetInterestCandidates: endpoint({
    method: 'GET',
    path: '/api/ApplyInterest/GetInterestCandidates',
    summary: 'Properties that can be charged interest, a page at a time, by search term',
    access: { claim: 'arapplyinterest', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
      take: z.coerce.number().int().min(1).max(100).default(InterestLimits.CandidatesPageSize),
      searchTerm: z.string().trim().max(100).optional(),
    }),
    response: z.object({ Candidates: z.array(InterestCandidateSchema), TotalCount: z.number() }),
  }),
  GetLateFeeBatchSummary: endpoint({
    path: '/api/ApplyLateFees/GetBatchSummary',
    ...batchSummary('late fee'),
  }),
  GetLateFeeItemAgentSummary: endpoint({
    path: '/api/ApplyLateFees/GetItemAgentSummary',
    ...itemAgentSummary('late fee'),
  }),
  PostLateFeeItemV2: endpoint({ path: '/api/ApplyLateFees/PostItemV2', ...postItemV2('late fee') }),
  GetInterestBatchSummary: endpoint({
    path: '/api/ApplyInterest/GetBatchSummary',
    ...batchSummary('interest'),
  }),
  GetInterestItemAgentSummary: endpoint({
    path: '/api/ApplyInterest/GetItemAgentSummary',
    ...itemAgentSummary('interest'),
  }),
  PostInterestItemV2: endpoint({
    path: '/api/ApplyInterest/PostItemV2',
    ...postItemV2('interest'),
  }),
};
