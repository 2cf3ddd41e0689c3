import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { sendPdf } from '../../http/send-download';
import {
  deactivateOwnerAccessAccounts,
  reactivateOwnerAccessAccounts,
} from './change-owner-access-accounts';
import { getCompanySettings, isCompanyUrlAvailable, saveCompanySettings } from './company-settings';
import { getCommunitySettings, saveCommunitySettings } from './community-settings';
import { createRegistrationLetters } from './create-registration-letters';
import {
  getOwnerAccessAccountForOwner,
  getOwnerAccessAccountSummaryForCommunity,
} from './get-owner-access-accounts';
import {
  createAdmin,
  customerStatus,
  getBaseUri,
  getPayNowUri,
  isAdvanced,
  isCompanyLive,
  isDeactivated,
  pushCustomer,
  redirectToPortal,
} from './portal-status';
import { registerForInvitedOwner } from './register-for-invited-owner';
import {
  accrueOwnerAccessRegistrationEmailMessageBatch,
  sendRegistrationEmails,
} from './send-registration-emails';
import {
  deregisterOwnerAccessAccount,
  unregisterOwnerAccessAccount,
} from './unregister-owner-access-account';
import { completeWizardStep } from './complete-wizard-step';
import { getAchEnrollmentCounts } from './get-ach-enrollment-counts';
import { getThemes } from './get-themes';

export function ownerAccessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const o = contract.ownerAccess;
  bind(app, deps, o.GetCompanySettings, getCompanySettings);
  bind(app, deps, o.SaveCompanySettings, saveCompanySettings);
  bind(app, deps, o.IsCompanyUrlAvailable, isCompanyUrlAvailable);
  bind(app, deps, o.GetThemes, getThemes);
  bind(app, deps, o.GetCommunitySettings, getCommunitySettings);
  bind(app, deps, o.SaveCommunitySettings, saveCommunitySettings);
  bind(app, deps, o.CompleteWizardStep, completeWizardStep);
  bind(app, deps, o.GetBaseUri, getBaseUri);
  bind(app, deps, o.GetPayNowUri, getPayNowUri);
  bind(app, deps, o.IsDeactivated, isDeactivated);
  bind(app, deps, o.RedirectToPortal, redirectToPortal);
  bindCaller(app, deps, o.CreateRegistrationLetters, async (call) => {
    const { pdf } = await call.run((ctx) => createRegistrationLetters(ctx, call.input));
    return sendPdf(call, pdf, 'registration-letters.pdf');
  });
  bind(app, deps, o.SendRegistrationEmails, sendRegistrationEmails);
  bind(
    app,
    deps,
    o.AccrueOwnerAccessRegistrationEmailMessageBatch,
    accrueOwnerAccessRegistrationEmailMessageBatch,
  );
  bind(app, deps, o.CustomerStatus, customerStatus);
  bind(app, deps, o.IsCompanyLive, isCompanyLive);
  bind(app, deps, o.IsAdvanced, isAdvanced);
  bind(app, deps, o.PushCustomer, pushCustomer);
  bind(app, deps, o.CreateAdmin, createAdmin);
  bind(app, deps, o.GetOwnerAccessAccountForOwner, getOwnerAccessAccountForOwner);
  bind(
    app,
    deps,
    o.GetOwnerAccessAccountSummaryForCommunity,
    getOwnerAccessAccountSummaryForCommunity,
  );
  bind(app, deps, o.GetAchEnrollmentCounts, getAchEnrollmentCounts);
  bind(app, deps, o.RegisterForInvitedOwner, registerForInvitedOwner);
  bind(app, deps, o.DeactivateOwnerAccessAccounts, deactivateOwnerAccessAccounts);
  bind(app, deps, o.ReactivateOwnerAccessAccounts, reactivateOwnerAccessAccounts);
  bind(app, deps, o.UnregisterOwnerAccessAccount, unregisterOwnerAccessAccount);
  bind(app, deps, o.DeregisterOwnerAccessAccount, deregisterOwnerAccessAccount);
}
