import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { ReportFormatId } from '@hoa/domain';
import { renderReport } from '../../documents/index';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { deleteVendorFromVendorAlly } from './delete-vendor-from-vendor-ally';
import { exportVendorsData } from './export-vendors';
import { getAgentKpi } from './get-accounts-payable-agent-kpi';
import { getVendorCarInsuranceById } from './get-vendor-car-insurance-by-id';
import { getPaymentHistory } from './get-vendor-payment-history';
import { mergeVendorsItemsHistory } from './merge-vendors-items-history';
import { createVendorRegistrationCode } from './create-vendor-registration-code';
import { searchVendors } from './search-vendors';
import { sendVendorHistoryEmail } from './send-vendor-history-email';
import {
  confirmVendorBankDetails,
  getVendorBankDetails,
  saveVendorBankDetails,
} from './vendor-bank-details';
import {
  deleteVendorInsurance,
  getVendorInsurances,
  saveVendorInsurance,
} from './vendor-insurances';
import { getVendorInvites, resendVendorInvite } from './vendor-invites';
import { vendorHistoryData } from './vendor-history';
import { getVendorTags, saveVendorTag, setVendorTags } from './vendor-tags';
import { sendDownload } from '../../http/send-download';

/** Vendors in payables: search, export, metrics, tags, payments, insurances, invites, bank details. */
export function apVendorsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const v = contract.apVendors;
  bind(app, deps, v.SearchVendors, searchVendors);
  // The workbook is rendered after the transaction has ended.
  bindCaller(app, deps, v.ExportVendors, async (call) => {
    const data = await call.run((ctx) => exportVendorsData(ctx, call.input));
    const file = await renderReport(data, ReportFormatId.Xlsx);
    return sendDownload(call, file);
  });
  bindCaller(app, deps, v.GetVendorHistory, async (call) => {
    const data = await call.run((ctx) => vendorHistoryData(ctx, call.input.body));
    const file = await renderReport(data, call.input.body.format);
    return sendDownload(call, file);
  });
  bindCaller(app, deps, contract.communications.SendVendorHistoryEmail, (call) =>
    sendVendorHistoryEmail(call, deps.files),
  );
  bind(app, deps, v.MergeVendorsItemsHistory, mergeVendorsItemsHistory);
  bind(app, deps, v.GetAccountsPayableAgentKpi, getAgentKpi);
  bind(app, deps, v.GetVendorTags, getVendorTags);
  bind(app, deps, v.SaveVendorTag, saveVendorTag);
  bind(app, deps, v.SetVendorTags, setVendorTags);
  bind(app, deps, v.GetVendorPaymentHistory, getPaymentHistory);
  bind(app, deps, v.GetVendorInsurances, getVendorInsurances);
  bind(app, deps, v.GetVendorCarInsuranceById, getVendorCarInsuranceById);
  bind(app, deps, v.SaveVendorInsurance, saveVendorInsurance);
  bind(app, deps, v.DeleteVendorInsurance, deleteVendorInsurance);
  bind(app, deps, v.GetVendorInvites, getVendorInvites);
  bind(app, deps, v.ResendVendorInvite, resendVendorInvite);
  bind(app, deps, v.CreateVendorRegistrationCode, createVendorRegistrationCode);
  bind(app, deps, v.DeleteVendorFromVendorAlly, deleteVendorFromVendorAlly);
  bind(app, deps, v.GetVendorBankDetails, getVendorBankDetails);
  bind(app, deps, v.SaveVendorBankDetails, saveVendorBankDetails);
  bind(app, deps, v.ConfirmVendorBankDetails, confirmVendorBankDetails);
}
