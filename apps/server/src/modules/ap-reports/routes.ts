import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { bindReport } from '../reports/index';
import { agedOpenItems } from './aged-open-items';
import { apDistributionToGl } from './ap-distribution-to-gl';
import { apOpenItems } from './ap-open-items';
import { approvalSkippedLog } from './invoice-approval-skipped-log';
import { checkRegister } from './check-register';
import { checkbook } from './checkbook';
import { digitalChecksInProcess } from './digital-checks-in-process';
import { getApDashboard } from './get-ap-dashboard';
import { ocrInvoiceAudit } from './ocr-invoice-audit';
import { tenNinetyNine } from './get-vendors-ten-ninety-nine';
import { topsPaySummary } from './tops-pay-summary';

/** The AP reports (GET /api/Report/{Name}, the approval skipped log) and the AP dashboard. */
export function apReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.apReports;
  bindReport(app, deps, r.AgedOpenItems, 'apinvoice', agedOpenItems);
  bindReport(app, deps, r.APOpenItems, 'apinvoice', apOpenItems);
  bindReport(app, deps, r.ApDistributionToGL, 'apinvoice', apDistributionToGl);
  bindReport(app, deps, r.CheckRegister, 'apprintchecks', checkRegister);
  bindReport(app, deps, r.Checkbook, 'apprintchecks', checkbook);
  bindReport(app, deps, r.DigitalChecksInProcess, 'apprintchecks', digitalChecksInProcess);
  bindReport(app, deps, r.TopsPaySummary, 'apprintchecks', topsPaySummary);
  bindReport(app, deps, r.InvoiceApprovalSkippedLog, 'apinvoice', approvalSkippedLog);
  bindReport(app, deps, r.OcrInvoiceAudit, 'apinvoice', ocrInvoiceAudit);
  bindReport(app, deps, r.GetVendorsTenNinetyNine, 'apinvoice', tenNinetyNine);
  bind(app, deps, contract.apDashboard.GetApDashboard, getApDashboard);
}
