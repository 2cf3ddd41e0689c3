import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { acceptMultipart } from '../attachments/index';
import { addInvoice } from './add-invoice';
import {
  addDefaultDistribution,
  deleteDefaultDistribution,
  getDefaultDistribution,
  getDefaultDistributionCombination,
  getDefaultDistributions,
  getVendorDefaultDistributions,
  updateDefaultDistribution,
} from './default-distributions';
import { getDuplicateInvoiceNumbers } from './get-duplicate-invoice-numbers';
import { getInvoiceFormData } from './get-invoice-form-data';
import { getInvoice } from './get-invoice';
import {
  deleteInvoiceTemplate,
  getInvoiceTemplate,
  getInvoiceTemplates,
  getInvoiceTemplatesWithCostCenter,
  saveInvoiceTemplate,
  updateInvoiceTemplate,
} from './invoice-templates';
import { saveOcrDraft } from './save-ocr-draft';
import { updateInvoice } from './update-invoice';
import { uploadInvoice } from './upload-invoice';

export function apInvoicesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.apInvoices;
  bind(app, deps, a.GetInvoiceFormData, getInvoiceFormData);
  bind(app, deps, a.GetInvoice, getInvoice);
  bind(app, deps, a.AddInvoice, addInvoice);
  bind(app, deps, a.UpdateInvoice, updateInvoice);
  bind(app, deps, a.GetDuplicateInvoiceNumbers, getDuplicateInvoiceNumbers);
  bind(app, deps, a.SaveOcrDraft, saveOcrDraft);
  void app.register((uploads, _options, done) => {
    acceptMultipart(uploads);
    bindCaller(uploads, deps, a.UploadInvoice, (call) => uploadInvoice(call, deps.files));
    done();
  });

  const t = contract.invoiceTemplates;
  bind(app, deps, t.GetInvoiceTemplates, getInvoiceTemplates);
  bind(app, deps, t.GetInvoiceTemplatesWithCostCenter, getInvoiceTemplatesWithCostCenter);
  bind(app, deps, t.GetInvoiceTemplate, getInvoiceTemplate);
  bind(app, deps, t.SaveInvoiceTemplate, saveInvoiceTemplate);
  bind(app, deps, t.UpdateInvoiceTemplate, updateInvoiceTemplate);
  bind(app, deps, t.DeleteInvoiceTemplate, deleteInvoiceTemplate);

  const d = contract.defaultDistributions;
  bind(app, deps, d.GetVendorDefaultDistributions, getVendorDefaultDistributions);
  bind(app, deps, d.GetDefaultDistributions, getDefaultDistributions);
  bind(app, deps, d.GetDefaultDistribution, getDefaultDistribution);
  bind(app, deps, d.GetDefaultDistributionCombination, getDefaultDistributionCombination);
  bind(app, deps, d.AddDefaultDistribution, addDefaultDistribution);
  bind(app, deps, d.UpdateDefaultDistribution, updateDefaultDistribution);
  bind(app, deps, d.DeleteDefaultDistribution, deleteDefaultDistribution);
}
