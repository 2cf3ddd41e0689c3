import { CodeLimits } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, moneyCents, entityId as id } from '../fields';

const smallId = z.number().int().min(0).max(32_767);
const communityQuery = z.strictObject({ communityAgentId: idParam });

export const CodeAccountSchema = z.object({
  /** 1 receivable, 2 income (or the liability of a prepaid or deposit code). */
  CodeAccountTypeId: z.number(),
  TopsAccountId: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string(),
  CostCenterId: z.number().nullable(),
});

/** A code (spec 1 §3.5, spec 3 §3); Amount is in cents. */
export const CodeSchema = z.object({
  TopsCodeId: z.number(),
  CommunityAgentId: z.number(),
  TopsCodeTypeId: z.number(),
  CodeTypeName: z.string(),
  TopsCodeCategoryId: z.number().nullable(),
  CodeCategoryName: z.string().nullable(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  CodeDescription: z.string().nullable(),
  /** A CCR code's covenant text (article and section); a work order code's detail. */
  CodeDetailDescription: z.string().nullable(),
  /** What resolves a violation of a CCR code; a work order code's action. */
  CodeActionNeeded: z.string().nullable(),
  FrequencyID: z.number().nullable(),
  MethodId: z.number().nullable(),
  LastApplied: z.string().nullable(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  Amount: z.number(),
  /** The multiplier of rate methods (percent of value, dollars per square foot), six places. */
  Rate: z.string().nullable(),
  PreviousCodeId: z.number().nullable(),
  /** A recurring credit (type 102 runs, feature flag recurringCredit). */
  IsRecurringCredit: z.boolean(),
  AccountCodes: z.array(CodeAccountSchema),
});
export type Code = z.infer<typeof CodeSchema>;

export const CodeCategorySchema = z.object({
  TopsCodeCategoryId: z.number(),
  CommunityAgentId: z.number(),
  Name: z.string(),
  Description: z.string().nullable(),
  /** Codes linked to the category. */
  CodeCount: z.number(),
});
export type CodeCategory = z.infer<typeof CodeCategorySchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullish().default(null);

export const CodeInputSchema = z.strictObject({
  /** Absent to create the code. */
  TopsCodeId: id.optional(),
  TopsCodeTypeId: smallId,
  TopsCodeCategoryId: id.nullish().default(null),
  CodeAlias: z.string().trim().max(CodeLimits.Alias),
  CodeName: z.string().trim().max(CodeLimits.Name),
  CodeDescription: optionalText(CodeLimits.Description),
  /** Left out, the stored text stays (a form that does not show it keeps it). */
  CodeDetailDescription: z.string().trim().max(CodeLimits.DetailDescription).nullable().optional(),
  CodeActionNeeded: z.string().trim().max(CodeLimits.ActionNeeded).nullable().optional(),
  FrequencyID: smallId.nullish().default(null),
  MethodId: smallId.nullish().default(null),
  LastApplied: isoDate.nullish().default(null),
  StartDate: isoDate.nullish().default(null),
  EndDate: isoDate.nullish().default(null),
  Amount: moneyCents.min(0).default(0),
  Rate: z
    .string()
    .regex(/^\d{1,8}(\.\d{1,6})?$/, 'must be a decimal of up to six places')
    .nullish()
    .default(null),
  PreviousCodeId: id.nullish().default(null),
  /** Left out, the stored mark stays; true needs the feature flag recurringCredit. */
  IsRecurringCredit: z.boolean().optional(),
});
export type CodeInput = z.input<typeof CodeInputSchema>;

/** A CCR code (type 7) with its covenant text, the action that resolves it and its process. */
export const CcrCodeSchema = z.object({
  TopsCodeId: z.number(),
  CommunityAgentId: z.number(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  CodeDescription: z.string().nullable(),
  CodeDetailDescription: z.string().nullable(),
  CodeActionNeeded: z.string().nullable(),
  ActionProcessId: z.number().nullable(),
  ActionProcessName: z.string().nullable(),
});
export type CcrCode = z.infer<typeof CcrCodeSchema>;

export const CodeAccountInputSchema = z.strictObject({
  CodeAccountTypeId: z.number().int().min(1).max(2),
  TopsAccountId: id,
  CostCenterId: id.nullish().default(null),
});

export const CodeWithAccountsInputSchema = CodeInputSchema.extend({
  AccountCodes: z.array(CodeAccountInputSchema).max(2),
});
export type CodeWithAccountsInput = z.input<typeof CodeWithAccountsInputSchema>;

/** /api/Code: codes, code categories and their linkage at community setup. */
export const codes = {
  GetCodes: endpoint({
    method: 'GET',
    path: '/api/Code/GetCodes',
    summary: 'The codes of a community by alias, with their accounts',
    access: { claim: 'glaccounts', level: 'read' },
    query: communityQuery,
    response: z.array(CodeSchema),
  }),
  GetCodeCategories: endpoint({
    method: 'GET',
    path: '/api/Code/GetCodeCategories',
    summary: 'The code categories of a community, with how many codes each holds',
    access: { claim: 'glaccounts', level: 'read' },
    query: communityQuery,
    response: z.array(CodeCategorySchema),
  }),
  CountCodeCategories: endpoint({
    method: 'GET',
    path: '/api/Code/CountCodeCategories',
    summary: 'How many code categories a community has',
    access: { claim: 'glaccounts', level: 'read' },
    query: communityQuery,
    response: z.object({ Count: z.number() }),
  }),
  CountCodeCategoryLinkages: endpoint({
    method: 'GET',
    path: '/api/Code/CountCodeCategoryLinkages',
    summary: 'How many codes of a community are linked to a category',
    access: { claim: 'glaccounts', level: 'read' },
    query: communityQuery,
    response: z.object({ Count: z.number() }),
  }),
  SaveCodeGraph: endpoint({
    method: 'POST',
    path: '/api/Code/SaveCodeGraph',
    summary:
      'Create or edit a code’s fields; its accounts stay as they are. A CCR code (type 7) needs ccrviolations, others glaccounts',
    body: z.strictObject({ communityAgentId: id, code: CodeInputSchema }),
    response: CodeSchema,
  }),
  SaveCodeWithAccountCodes: endpoint({
    method: 'POST',
    path: '/api/Code/SaveCodeWithAccountCodes',
    summary: 'Create or edit a code with its receivable and income accounts',
    body: z.strictObject({ communityAgentId: id, code: CodeWithAccountsInputSchema }),
    response: CodeSchema,
  }),
  SaveCodeCategory: endpoint({
    method: 'POST',
    path: '/api/Code/SaveCodeCategory',
    summary: 'Create or rename a code category',
    body: z.strictObject({
      communityAgentId: id,
      category: z.strictObject({
        TopsCodeCategoryId: id.optional(),
        Name: z.string().trim().max(CodeLimits.CategoryName),
        Description: optionalText(1000),
      }),
    }),
    response: CodeCategorySchema,
  }),
  Index: endpoint({
    method: 'GET',
    path: '/api/Code/Index',
    summary: 'The CCR codes of a community by alias, with their covenant text and action process',
    access: { claim: 'ccrviolations', level: 'read' },
    query: z.strictObject({ cmtyAgentId: idParam }),
    response: z.array(CcrCodeSchema),
  }),
  GetCodesByActionProcess: endpoint({
    method: 'GET',
    path: '/api/Code/GetCodesByActionProcess',
    summary: 'The CCR codes that follow an action process, by alias',
    access: { claim: 'ccrviolations', level: 'read' },
    query: z.strictObject({ actionProcessId: idParam }),
    response: z.array(CcrCodeSchema),
  }),
  CreateRequiredCodes: endpoint({
    method: 'POST',
    path: '/api/Code/CreateRequiredCodes/:communityAgentId',
    summary: 'Make the default code of every required code type the community lacks (PP is 10)',
    access: { claim: 'glaccounts', level: 'create' },
    params: z.strictObject({ communityAgentId: idParam }),
    response: z.object({ CreatedCount: z.number(), Codes: z.array(CodeSchema) }),
  }),
};
