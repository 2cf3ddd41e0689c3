import { z } from 'zod';
import { idParam, isoDate, entityId as id } from '../fields';

/** Spec 2 §3: Cash 13, Accrual 14, ModifiedAccrual 15. */
export const AccountingMethodIdSchema = z.literal([13, 14, 15]);
/** Spec 2 §9: monthly 4, quarterly 5. */
export const AccountingFrequencyIdSchema = z.literal([4, 5]);

export const AccountingPeriodSchema = z.object({
  AccountingPeriodId: z.number(),
  TopsFiscalYearId: z.number(),
  PeriodOrder: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsOpen: z.boolean(),
});
export type AccountingPeriod = z.infer<typeof AccountingPeriodSchema>;

export const FiscalYearSchema = z.object({
  TopsFiscalYearId: z.number(),
  CommunityAgentId: z.number(),
  Sequence: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsClosed: z.boolean(),
  /** More than 2 years before or after today (spec 2 §4). */
  IsOutsideOperatingPeriod: z.boolean(),
});
export type FiscalYear = z.infer<typeof FiscalYearSchema>;

export const FiscalYearWithPeriodsSchema = FiscalYearSchema.extend({
  Periods: z.array(AccountingPeriodSchema),
});

/** How a community keeps its books; AccountingId is the community's id (one profile each). */
export const AccountingProfileSchema = z.object({
  AccountingId: z.number(),
  CommunityAgentId: z.number(),
  MethodId: z.number(),
  MethodName: z.string(),
  FrequencyId: z.number(),
  FrequencyName: z.string(),
  StartDate: z.string(),
  IsUsingCostCenters: z.boolean(),
  OperatingWarningAcknowledgedAt: z.string().nullable(),
});
export type AccountingProfile = z.infer<typeof AccountingProfileSchema>;

export const AccountingGraphSchema = AccountingProfileSchema.extend({
  /** No ledger entries or budgets yet: frequency and start date may still change. */
  CanChangePeriods: z.boolean(),
  FiscalYears: z.array(FiscalYearWithPeriodsSchema),
});
export type AccountingGraph = z.infer<typeof AccountingGraphSchema>;

export const PeriodInputSchema = z.strictObject({
  /** Present to open or close an existing period; absent for the periods of a new setup. */
  AccountingPeriodId: id.optional(),
  PeriodOrder: z.number().int().min(1).max(12),
  StartDate: isoDate,
  EndDate: isoDate,
  IsOpen: z.boolean().default(true),
});

export const SaveAccountingProfileBody = z.strictObject({
  accountingGraph: z.strictObject({
    CommunityAgentId: id,
    MethodId: AccountingMethodIdSchema,
    FrequencyId: AccountingFrequencyIdSchema,
    StartDate: isoDate,
    IsUsingCostCenters: z.boolean().default(false),
  }),
  periods: z.array(PeriodInputSchema).max(12),
});
export type SaveAccountingProfileBody = z.input<typeof SaveAccountingProfileBody>;

export const CreateDefaultAccountingSetupBody = z.strictObject({
  agentId: id,
  frequencyId: AccountingFrequencyIdSchema.optional(),
  methodId: AccountingMethodIdSchema.optional(),
  /** January 1 of the current year when omitted (spec 2 §9). */
  startDate: isoDate.optional(),
});

export const RequiredAccountRowSchema = z.object({
  AccountRequiredTypeId: z.number(),
  Name: z.string(),
  Label: z.string(),
  /** Part of the setup check: 1, 2, 4, and 6 or 8. */
  IsCheckedAtSetup: z.boolean(),
  AllowedAccountTypeIds: z.array(z.number()),
  TopsAccountId: z.number().nullable(),
  AccountNumber: z.string().nullable(),
  AccountName: z.string().nullable(),
});
export type RequiredAccountRow = z.infer<typeof RequiredAccountRowSchema>;

export const AccountsRequiredSchema = z.object({
  CommunityAgentId: z.number(),
  /** Every type 1-8 has an account. */
  AllChosen: z.boolean(),
  /** Types 1, 2, 4, and 6 or 8 have accounts. */
  MeetsSetup: z.boolean(),
  Accounts: z.array(RequiredAccountRowSchema),
});

export const SaveRequiredAccountsBody = z
  .array(
    z.strictObject({
      AccountRequiredTypeId: z.number().int().min(1).max(8),
      TopsAccountId: id,
    }),
  )
  .max(8);
export type SaveRequiredAccountsBody = z.input<typeof SaveRequiredAccountsBody>;

export const OperatingPeriodStatusSchema = z.object({
  CommunityAgentId: z.number(),
  ShowWarning: z.boolean(),
  Message: z.string(),
  OutsideFiscalYears: z.array(FiscalYearSchema),
  AcknowledgedAt: z.string().nullable(),
});

export const PeriodDatesSchema = z.object({ StartDate: z.string(), EndDate: z.string() });

export const DefaultPeriodSchema = z.object({
  PeriodOrder: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsOpen: z.boolean(),
});

export const communityQuery = z.strictObject({ communityAgentId: idParam });
/** The 'current' calls: the period or year holding asOfDate, today when omitted. */
export const currentQuery = z.strictObject({
  communityAgentId: idParam,
  asOfDate: isoDate.optional(),
});
export const communityParams = z.strictObject({ communityAgentId: idParam });
