import { ConfirmSetupWizardNames, FileTypes, SetupWizardNames } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, entityId as id } from '../fields';

export const SetupFlagsSchema = z.object({
  CommunityAgentId: z.number(),
  IsSetupComplete: z.boolean(),
  IsSetupAccountingComplete: z.boolean(),
  IsSetupPropertyOwnerComplete: z.boolean(),
  IsSetupGLAccountsComplete: z.boolean(),
});
export type SetupFlags = z.infer<typeof SetupFlagsSchema>;

/** What the wizards' steps depend on, counted for the community. */
export const SetupFactsSchema = z.object({
  HasAccountingProfile: z.boolean(),
  HasAccountRanges: z.boolean(),
  AllRequiredAccountsChosen: z.boolean(),
  CountAccounts: z.number(),
  CountBankAccounts: z.number(),
  CountCodes: z.number(),
  /** Required code types (spec 1 §5) the community has no code of. */
  MissingRequiredCodeTypeIds: z.array(z.number()),
  CountCodeCategories: z.number(),
  CountCodeCategoryLinkages: z.number(),
  HasImportedBeginningBalances: z.boolean(),
  CountHistoricTransactions: z.number(),
  CountProperties: z.number(),
  CountOwners: z.number(),
});
export type SetupFacts = z.infer<typeof SetupFactsSchema>;

export const WizardStepSchema = z.object({
  Number: z.number(),
  Name: z.string(),
  /** Accounting wizard: accounting (1-3), codes (4), portfolio (5-7); null for the other. */
  Section: z.string().nullable(),
  IsComplete: z.boolean(),
});

export const WizardSchema = z.object({
  CommunityAgentId: z.number(),
  WizardName: z.enum(SetupWizardNames),
  NumSteps: z.number(),
  /** The first incomplete step (spec 1 §2.7). */
  StartStep: z.number(),
  Steps: z.array(WizardStepSchema),
  Flags: SetupFlagsSchema,
  Facts: SetupFactsSchema,
  /** Community setup steps (1-7) completed, e.g. by copy setup. */
  CompletedSetupSteps: z.array(z.number()),
});
export type Wizard = z.infer<typeof WizardSchema>;

const fileResponse = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The setup summary as PDF' });

/** /api/CommunitySetup: the accounting and the properties-and-owners wizards (spec 1 §2.7). */
export const communitySetup = {
  GetWizard: endpoint({
    method: 'GET',
    path: '/api/CommunitySetup/GetWizard',
    summary: 'A wizard’s steps, the step it starts on, and the community’s setup flags',
    query: z.strictObject({ communityAgentId: idParam, wizardName: z.enum(SetupWizardNames) }),
    response: WizardSchema,
  }),
  HasImportedBeginningBalances: endpoint({
    method: 'GET',
    path: '/api/CommunitySetup/HasImportedBeginningBalances',
    summary: 'Whether owner beginning balances (type 52) were imported for the community',
    access: { claim: 'glaccounts', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.boolean(),
  }),
  Export: endpoint({
    method: 'POST',
    path: '/api/CommunitySetup/Export',
    summary: 'The setup summary of a wizard as a PDF',
    body: z.strictObject({ communityAgentId: id, wizardName: z.enum(SetupWizardNames) }),
    response: fileResponse,
    download: [FileTypes.Pdf],
  }),
  ConfirmSetup: endpoint({
    method: 'POST',
    path: '/api/CommunitySetup/ConfirmSetup',
    summary:
      'Confirm the GL accounts step (accountingGL) or complete a wizard; both wizards complete the setup',
    body: z.strictObject({
      communityAgentId: id,
      wizardName: z.enum(ConfirmSetupWizardNames),
      /** The wizard was opened from copy setup. */
      copySetup: z.boolean().default(false),
    }),
    response: SetupFlagsSchema,
  }),
  CompleteCommunitySetupStep: endpoint({
    method: 'POST',
    path: '/api/CommunitySetup/CompleteCommunitySetupStep',
    summary: 'Mark a community setup step (1-7) complete',
    access: { claim: 'community', level: 'update' },
    body: z.strictObject({ targetCommunityId: id, step: z.number().int().min(1).max(7) }),
    response: z.object({ CommunityAgentId: z.number(), CompletedSetupSteps: z.array(z.number()) }),
  }),
};
