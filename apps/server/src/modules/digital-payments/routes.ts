import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { StoredFileMissing } from '../../files/file-store';
import { requireClaim } from '../../http/access';
import { bind, bindCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { acceptMultipart } from '../attachments/index';
import * as reads from './account-reads';
import { getControllerInfo, saveControllerInfo } from './controller-info';
import * as checks from './digital-checks';
import * as docs from './documents';
import { createDigitalPaymentAccount, upgradeDigitalPaymentAccount } from './enable-account';
import * as sources from './funding-sources';
import * as nacha from './nacha-credit';
import { payDigitalInvoices } from './pay-digital';
import { providerName } from './provider/index';
import { sendDownload } from '../../http/send-download';

export function digitalPaymentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const d = contract.digitalPayments;
  const { files } = deps;
  bind(app, deps, d.GetProvider, (ctx) => {
    requireClaim(ctx, 'community', 'read');
    return Promise.resolve({ success: true as const, Provider: providerName() });
  });
  bind(app, deps, d.GetCustomerSetting, reads.getCustomerSetting);
  bind(app, deps, d.UpdateCustomerSettingSubmitInvoice, reads.updateCustomerSettingSubmitInvoice);
  bind(
    app,
    deps,
    d.GetCommunitiesDigitalPaymentSettings,
    reads.getCommunitiesDigitalPaymentSettings,
  );
  bind(app, deps, d.CreateDigitalPaymentAccount, createDigitalPaymentAccount);
  bind(app, deps, d.UpgradeDigitalPaymentAccount, upgradeDigitalPaymentAccount);
  bind(app, deps, d.GetDigitalPaymentAccount, reads.getDigitalPaymentAccount);
  bind(app, deps, d.GetDigitalPaymentAccounts, reads.getDigitalPaymentAccounts);
  bind(app, deps, d.GetCommunityCustomer, reads.getCommunityCustomer);
  bind(app, deps, d.GetDigitalPaymentAccountVerificationDocumentsNeeded, docs.getDocumentsNeeded);
  bind(app, deps, d.GetDigitalPaymentAccountDocuments, docs.getDigitalPaymentAccountDocuments);
  bind(app, deps, d.GetAccountHolder, reads.getAccountHolder);
  bind(app, deps, d.GetCommunityData, reads.getCommunityData);
  bind(app, deps, d.GetControllerInfo, getControllerInfo);
  bind(app, deps, d.SaveControllerInfo, saveControllerInfo);
  bind(app, deps, d.UseControllerDocument, docs.useControllerDocument);
  bind(app, deps, d.GetCommunitiesPaymentsSetup, reads.getCommunitiesPaymentsSetup);
  bind(app, deps, d.GetCommunityPaymentsSetup, reads.getCommunityPaymentsSetup);
  bind(app, deps, d.GetCommunitiesDigitalPaymentStatus, reads.getCommunitiesDigitalPaymentStatus);
  bind(app, deps, d.UpdateCommunityPaymentsSetup, reads.updateCommunityPaymentsSetup);
  bind(
    app,
    deps,
    d.GetBankAccountDigitalPaymentSettings,
    sources.getBankAccountDigitalPaymentSettings,
  );
  bind(app, deps, d.SetBankAccountForDigitalPayment, sources.setBankAccountForDigitalPayment);
  bind(app, deps, d.VerifyBankAccountRegistration, sources.verifyBankAccountRegistration);
  bind(app, deps, d.GetPendingTransfers, sources.getPendingTransfers);
  bind(app, deps, d.DeleteFundingSource, sources.deleteFundingSource);
  bind(app, deps, d.GetSandboxMicroDeposits, checks.getSandboxMicroDeposits);
  bind(app, deps, d.SandboxAdvanceTime, checks.sandboxAdvanceTime);
  bind(app, deps, d.PayDigitalInvoices, payDigitalInvoices);
  bind(app, deps, d.GetDigitalChecks, checks.getDigitalChecks);
  bind(app, deps, d.GetDigitalPaymentSummary, checks.getDigitalPaymentSummary);
  bind(app, deps, d.DeleteDigitalChecks, checks.deleteDigitalChecks);
  bind(app, deps, d.RefundDigitalPayment, checks.refundDigitalPayment);
  bind(app, deps, d.GetNachaCreditInvoices, nacha.getNachaCreditInvoices);
  bind(app, deps, d.CreateNachaCreditFile, (ctx, input) =>
    nacha.createNachaCreditFile(ctx, files, input),
  );
  bind(app, deps, d.GetNachaCreditRuns, nacha.getNachaCreditRuns);
  bindCaller(app, deps, d.DownloadNachaCreditFile, async ({ input, reply, run }) => {
    const found = await run((ctx) => nacha.nachaCreditFile(ctx, input.params.id));
    const stream = await files.get(found.storage_key).catch((error: unknown) => {
      if (error instanceof StoredFileMissing) throw appError('RunFileMissing');
      throw error;
    });
    return sendDownload(reply, {
      contentType: 'text/plain; charset=us-ascii',
      fileName: found.file_name,
      body: stream,
    });
  });
  // The document upload reads a multipart body; the scope keeps that to this route.
  void app.register((uploads, _options, done) => {
    acceptMultipart(uploads);
    bind(uploads, deps, d.UploadDocument, (ctx, input) => docs.uploadDocument(ctx, files, input));
    done();
  });
}
