import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { PortalCustomerStatus } from '@hoa/domain';
import { portalCompanySettings, sql } from '@hoa/db';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { companySettings } from './company-settings';
import { communitySettings, writeCommunitySettings } from './community-settings';

type Complete = typeof contract.ownerAccess.CompleteWizardStep;

/**
 * OwnerAccess/CompleteWizardStep: the owner portal wizard (PortalWizardSteps, five) finishes its
 * steps in order, each once what it needs is saved: 1 the company's portal address, 2 the bank
 * account owners pay into, 3 payments (the autopay draft day), 4 owner invitations, 5 go live (the
 * community's portal on, the company's live). A step already finished may be finished again.
 */
export async function completeWizardStep(
  ctx: RequestContext,
  { body }: InputOf<Complete>,
): Promise<ResponseOf<Complete>> {
  await requireCommunity(ctx, body.communityAgentId);
  const current = await communitySettings(ctx.tx, body.communityAgentId);
  if (body.step > current.WizardStep + 1) throw appError('PortalWizardStepOutOfOrder');
  const company = await companySettings(ctx.tx);
  if (company.CompanyUrl === null) throw appError('PortalCompanyNotSetUp');
  if (body.step >= 2 && current.BankAccountToken === null) throw appError('PortalNoBankAccount');
  const step = Math.max(body.step, current.WizardStep);
  if (body.step === 5) {
    await ctx.tx
      .update(portalCompanySettings)
      .set({ customerStatus: PortalCustomerStatus.Live, updatedAt: sql`now()` });
    return writeCommunitySettings(ctx, body.communityAgentId, { wizardStep: 5, isEnabled: true });
  }
  if (body.step === 1 && company.CustomerStatus === PortalCustomerStatus.NotStarted)
    await ctx.tx
      .update(portalCompanySettings)
      .set({ customerStatus: PortalCustomerStatus.Pushed, updatedAt: sql`now()` });
  return writeCommunitySettings(ctx, body.communityAgentId, { wizardStep: step });
}
