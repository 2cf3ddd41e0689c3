import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { FileTypes } from '@hoa/domain';
import { StoredFileMissing } from '../../files/file-store';
import { requireClaim } from '../../http/access';
import { bind, bindCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { acceptMultipart } from '../attachments/index';
import {
  getAccountHolder,
  getCommunitiesDigitalPaymentSettings,
  getCommunitiesDigitalPaymentStatus,
  getCommunitiesPaymentsSetup,
  getCommunityCustomer,
  getCommunityData,
  getCommunityPaymentsSetup,
  getCustomerSetting,
  getDigitalPaymentAccount,
  getDigitalPaymentAccounts,
  updateCommunityPaymentsSetup,
  updateCustomerSettingSubmitInvoice,
} from './account-reads';
import { getControllerInfo, saveControllerInfo } from './controller-info';
import {
  deleteDigitalChecks,
  getDigitalChecks,
  getDigitalPaymentSummary,
  getSandboxMicroDeposits,
  refundDigitalPayment,
  sandboxAdvanceTime,
} from './digital-checks';
import {
  getDigitalPaymentAccountDocuments,
  getDocumentsNeeded,
  uploadDocument,
  useControllerDocument,
} from './documents';
import { createDigitalPaymentAccount, upgradeDigitalPaymentAccount } from './enable-account';
import {
  deleteFundingSource,
  getBankAccountDigitalPaymentSettings,
  getPendingTransfers,
  setBankAccountForDigitalPayment,
  verifyBankAccountRegistration,
} from './funding-sources';
import {
  createNachaCreditFile,
  getNachaCreditInvoices,
  getNachaCreditRuns,
  nachaCreditFile,
} from './nacha-credit';
import { payDigitalInvoices } from './pay-digital-invoices';
import { providerName } from './provider/index';
import { sendDownload } from '../../http/send-download';

export function digitalPaymentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const d = contract.digitalPayments;
  const { files } = deps;
  bind(app, deps, d.GetProvider, (ctx) => {
    requireClaim(ctx, 'community', 'read');
    return Promise.resolve({ success: true as const, Provider: providerName() });
  });
  bind(app, deps, d.GetCustomerSetting, getCustomerSetting);
  bind(app, deps, d.UpdateCustomerSettingSubmitInvoice, updateCustomerSettingSubmitInvoice);
  bind(app, deps, d.GetCommunitiesDigitalPaymentSettings, getCommunitiesDigitalPaymentSettings);
  bind(app, deps, d.CreateDigitalPaymentAccount, createDigitalPaymentAccount);
  bind(app, deps, d.UpgradeDigitalPaymentAccount, upgradeDigitalPaymentAccount);
  bind(app, deps, d.GetDigitalPaymentAccount, getDigitalPaymentAccount);
  bind(app, deps, d.GetDigitalPaymentAccounts, getDigitalPaymentAccounts);
  bind(app, deps, d.GetCommunityCustomer, getCommunityCustomer);
  bind(app, deps, d.GetDigitalPaymentAccountVerificationDocumentsNeeded, getDocumentsNeeded);
  bind(app, deps, d.GetDigitalPaymentAccountDocuments, getDigitalPaymentAccountDocuments);
  bind(app, deps, d.GetAccountHolder, getAccountHolder);
  bind(app, deps, d.GetCommunityData, getCommunityData);
  bind(app, deps, d.GetControllerInfo, getControllerInfo);
  bind(app, deps, d.SaveControllerInfo, saveControllerInfo);
  bind(app, deps, d.UseControllerDocument, useControllerDocument);
  bind(app, deps, d.GetCommunitiesPaymentsSetup, getCommunitiesPaymentsSetup);
  bind(app, deps, d.GetCommunityPaymentsSetup, getCommunityPaymentsSetup);
  bind(app, deps, d.GetCommunitiesDigitalPaymentStatus, getCommunitiesDigitalPaymentStatus);
  bind(app, deps, d.UpdateCommunityPaymentsSetup, updateCommunityPaymentsSetup);
  bind(app, deps, d.GetBankAccountDigitalPaymentSettings, getBankAccountDigitalPaymentSettings);
  bind(app, deps, d.SetBankAccountForDigitalPayment, setBankAccountForDigitalPayment);
  bind(app, deps, d.VerifyBankAccountRegistration, verifyBankAccountRegistration);
  bind(app, deps, d.GetPendingTransfers, getPendingTransfers);
  bind(app, deps, d.DeleteFundingSource, deleteFundingSource);
  bind(app, deps, d.GetSandboxMicroDeposits, getSandboxMicroDeposits);
  bind(app, deps, d.SandboxAdvanceTime, sandboxAdvanceTime);
  bind(app, deps, d.PayDigitalInvoices, payDigitalInvoices);
  bind(app, deps, d.GetDigitalChecks, getDigitalChecks);
  bind(app, deps, d.GetDigitalPaymentSummary, getDigitalPaymentSummary);
  bind(app, deps, d.DeleteDigitalChecks, deleteDigitalChecks);
  bind(app, deps, d.RefundDigitalPayment, refundDigitalPayment);
  bind(app, deps, d.GetNachaCreditInvoices, getNachaCreditInvoices);
  bind(app, deps, d.CreateNachaCreditFile, (ctx, input) =>
    createNachaCreditFile(ctx, files, input),
  );
  bind(app, deps, d.GetNachaCreditRuns, getNachaCreditRuns);
  bindCaller(app, deps, d.DownloadNachaCreditFile, async (call) => {
    const found = await call.run((ctx) => nachaCreditFile(ctx, call.input.params.id));
    const stream = await files.get(found.storage_key).catch((error: unknown) => {
      if (error instanceof StoredFileMissing) throw appError('RunFileMissing');
      throw error;
    });
    return sendDownload(call, {
      contentType: FileTypes.AsciiText,
      fileName: found.file_name,
      body: stream,
    });
  });
  // The document upload reads a multipart body; the scope keeps that to this route.
  void app.register((uploads, _options, done) => {
    acceptMultipart(uploads);
    bind(uploads, deps, d.UploadDocument, (ctx, input) => uploadDocument(ctx, files, input));
    done();
  });
}
